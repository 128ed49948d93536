// GET /applications/:applicationId: one application as the hiring team reads it (the candidate's
// profile and résumé). Its job's Owners and Recruiters, and the interviewers asked to interview the
// candidate, who see this application and no other of the job.
import { eq } from 'drizzle-orm';
import type { ApplicantRow } from '../../../contract/applications.ts';
import type { Db } from '../../db/client.ts';
import { applications, candidateProfiles, users } from '../../db/schema.ts';
import { notFound } from '../../http-error.ts';
import { applicantRow } from '../applications/applicant-row.ts';
import type { Actor } from '../common/actor.ts';
import { conversationFor } from './access.ts';

const refusal = 'Only the hiring team and the interviewers of this application can see it';

export async function readApplication(
  db: Db,
  actor: Actor | null,
  applicationId: string,
): Promise<ApplicantRow> {
  await conversationFor(db, actor, applicationId, ['recruiter', 'interviewer'], { refusal });
  const [row] = await db
    .select({ application: applications, user: users, profile: candidateProfiles })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.candidateId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, applications.candidateId))
    .where(eq(applications.id, applicationId));
  if (!row) throw notFound('Application not found');
  return applicantRow(row, true);
}
