// What names a deleted account in other people's rows without a foreign key to it: the links to a
// recruiter's jobs in others' notifications and pushes, and a candidate's name in the notices their
// applies and withdrawals gave recruiters. Run in the deletion's transaction, before the cascade.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  applications,
  candidateProfiles,
  idempotencyKeys,
  jobs,
  mailOutbox,
  notifications,
  pushOutbox,
  type users,
} from '../../db/schema.ts';
import { forgetConversations } from '../hiring/conversation-traces.ts';
import { delivery } from '../../delivery/delivery.ts';

type UserRow = typeof users.$inferSelect;

/** Where the applications of a candidate's history are listed: the removed job's notice opens it. */
const historyPath = '/activity';

/** Each candidate with a live application to one of the recruiter's jobs hears it is gone. */
export async function tellApplicantsOfRemovedJobs(tx: Tx, recruiterId: string) {
  const affected = await tx
    .select({ candidateId: applications.candidateId, title: jobs.title, company: jobs.companyName })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(jobs.userId, recruiterId), ne(applications.status, 'withdrawn')));
  await delivery.notify(
    tx,
    affected.map((a) => ({
      userId: a.candidateId,
      kind: 'job-removed' as const,
      text: `${a.title} at ${a.company} was removed by its recruiter, and your application with it`,
      link: historyPath,
    })),
  );
}

/** The in-app links of a job (its page, its applicants) as SQL over a `jobs` row `j`. */
const jobLinks = sql`array['/jobs/Info/' || j.url_path, '/jobs/Info/Applicants/' || j.url_path]`;

async function forgetRecruiterJobs(tx: Tx, userId: string) {
  await tx.execute(sql`
    delete from ${notifications} n using ${jobs} j
    where j.user_id = ${userId} and n.link = any(${jobLinks})`);
  await tx.execute(sql`
    delete from ${pushOutbox} o using ${jobs} j
    where j.user_id = ${userId} and o.url = any(${jobLinks})`);
}

/**
 * The notices of this candidate's applies and withdrawals, told to the jobs' recruiters under any
 * name the candidate went by: the profile's full name or the account's name.
 */
async function forgetCandidateNotices(tx: Tx, user: UserRow) {
  const [profile] = await tx
    .select({ fullName: candidateProfiles.fullName })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, user.id));
  const names = [...new Set([user.username, profile?.fullName].filter((n): n is string => Boolean(n)))];
  const prefixes = names.flatMap((n) => [`${n} applied to `, `${n} withdrew their application for `]);
  await forgetQueuedApplicantMail(tx, user.id, names);
  if (prefixes.length === 0) return;
  const applied = sql`select '/jobs/Info/Applicants/' || j.url_path from ${applications} a
    join ${jobs} j on j.id = a.job_id where a.candidate_id = ${user.id}`;
  const startsWithAny = (column: ReturnType<typeof sql.raw>) =>
    sql`exists (select 1 from jsonb_array_elements_text(${JSON.stringify(prefixes)}::jsonb) p
      where left(${column}, length(p)) = p)`;
  await tx.execute(sql`
    delete from ${notifications} n
    where n.kind in ('new-applicant', 'application-withdrawn') and n.link in (${applied})
      and ${startsWithAny(sql.raw('n.text'))}`);
  await tx.execute(sql`
    delete from ${pushOutbox} o
    where o.topic = 'applicants' and o.url in (${applied}) and ${startsWithAny(sql.raw('o.body'))}`);
}

/**
 * The recruiters' waiting "new applicants" mails (new-applicants.ts) list each applicant's name:
 * the candidate leaves the list and the count of every job they applied to, and a mail left with
 * no applicant is not sent at all.
 */
async function forgetQueuedApplicantMail(tx: Tx, candidateId: string, names: string[]) {
  // One gathering mail per job and teammate: its key starts with the job's.
  const waiting = sql`kind = 'new-applicants' and sent_at is null and exists (select 1 from ${applications} a
    where a.candidate_id = ${candidateId} and gather_key like 'new-applicants:' || a.job_id || ':%')`;
  await tx.execute(sql`
    update ${mailOutbox} set count = count - 1,
      data = jsonb_set(data, '{items}', coalesce((select jsonb_agg(i) from jsonb_array_elements(data -> 'items') i
        where not (i ->> 'name') in (select jsonb_array_elements_text(${JSON.stringify(names)}::jsonb))),
        '[]'::jsonb))
    where ${waiting}`);
  await tx.execute(sql`delete from ${mailOutbox} where ${waiting} and count <= 0`);
}

export async function removeTraces(tx: Tx, user: UserRow) {
  await forgetRecruiterJobs(tx, user.id);
  await forgetCandidateNotices(tx, user);
  await forgetConversations(tx, user.id);
  await forgetStoredAnswers(tx, user.id);
}

/**
 * Others' stored answers to idempotent writes (common/idempotency.ts) that concern the account: a
 * write to one of its applications or jobs (the route is `<write> <id>`: a move, a message, an
 * apply), or an answer that names it (a job shows its recruiter). Kept otherwise for a month.
 */
async function forgetStoredAnswers(tx: Tx, userId: string) {
  const targets = sql`select a.id::text from ${applications} a join ${jobs} j on j.id = a.job_id
      where a.candidate_id = ${userId} or j.user_id = ${userId}
    union all select j.id::text from ${jobs} j where j.user_id = ${userId}`;
  await tx.execute(sql`
    delete from ${idempotencyKeys}
    where split_part(route, ' ', 2) in (${targets}) or strpos(response::text, ${userId}) > 0`);
}
