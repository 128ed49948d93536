// The recruiter's "new applicants" email: the first application to a job is mailed at once, the
// ones after it gathered, at most one email per job per hour; nothing while the recruiter has the
// kind's email turned off (a condition of gatherMail's one statement).
import type { Db, Tx } from '../../db/client.ts';
import { anHourAfterLast, gatherMail } from './gather-mail.ts';

export async function queueNewApplicantMail(
  tx: Tx | Db,
  application: {
    recruiterId: string;
    jobId: string;
    jobTitle: string;
    urlPath: string;
    candidateName: string;
  },
): Promise<void> {
  const key = `new-applicants:${application.jobId}`;
  await gatherMail(tx, {
    kind: 'new-applicants',
    userId: application.recruiterId,
    key,
    data: { jobTitle: application.jobTitle, link: `/jobs/Info/Applicants/${application.urlPath}` },
    item: { name: application.candidateName },
    due: anHourAfterLast(key),
  });
}
