// The hiring team's "new applicants" email: the first application to a job is mailed at once, the
// ones after it gathered, at most one email per job and teammate per hour; nothing to a teammate
// who turned the kind's email off (a condition of gatherMail's one statement).
import type { Db, Tx } from '../../db/client.ts';
import { anHourAfterLast, gatherMail } from './gather-mail.ts';

export async function queueNewApplicantMail(
  tx: Tx | Db,
  application: {
    /** One of the job's company's Owners and Recruiters. */
    recruiterId: string;
    jobId: string;
    jobTitle: string;
    urlPath: string;
    candidateName: string;
  },
): Promise<void> {
  const key = `new-applicants:${application.jobId}:${application.recruiterId}`;
  await gatherMail(tx, {
    kind: 'new-applicants',
    userId: application.recruiterId,
    key,
    data: { jobTitle: application.jobTitle, link: `/jobs/Info/Applicants/${application.urlPath}` },
    item: { name: application.candidateName },
    due: anHourAfterLast(key),
  });
}
