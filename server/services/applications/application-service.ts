// Applications: candidates apply once per job before its deadline; the recruiter who owns the job
// sees its applicants and decides once (accept = hire, or reject). Applies and decisions may be
// replayed by the offline outbox, so both run through once() with the client's Idempotency-Key.
import { and, eq, like, type SQL, sql } from 'drizzle-orm';
import type {
  ApplicantRow,
  ApplyResponse,
  DecisionResponse,
  HistoryRow,
  MyApplication,
  WithdrawResponse,
} from '../../../contract/applications.ts';
import type { Db, Tx } from '../../db/client.ts';
import { applications, candidateProfiles, jobs, messages, users } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../http-error.ts';
import { type Actor, requireRole } from '../common/actor.ts';
import { afterCursor, decodeCursor, microseconds, newestFirst, pageOf } from '../common/cursor.ts';
import { once } from '../common/idempotency.ts';
import { isOpen } from '../jobs/job-select.ts';
import { containsPattern } from '../../db/derived/search-patterns.ts';
import { isOpenStage, type Stage } from '../../../contract/hiring.ts';
import { hiresFor, hiringTeam } from '../team/membership.ts';
import { conversationFor } from '../hiring/access.ts';
import { recordMove } from '../hiring/moves.ts';
import { delivery } from '../../delivery/delivery.ts';
import { applicantRow, statusFields } from './applicant-row.ts';

type Reader = Db | Tx;
/** Applications after the cursor (none sent: from the newest). */
const afterApplication = (cursor: string | undefined) =>
  cursor ? afterCursor(applications.createdAt, applications.id, decodeCursor(cursor)) : undefined;

/** The applicant's name as the list shows it (the profile's full name, else the username) holds `q`. */
/**
 * `q` anywhere in the applicant's name (folded column) or in one of their technical skills. Skills
 * have no folded copy: unaccent and lower fold them in SQL, which differs from the JavaScript fold
 * only for letters such as 'ß' and 'ø' that no skill name uses.
 */
const nameOrSkillContains = (q: string | undefined) => {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const name = like(
    sql`case when ${candidateProfiles.fullName} <> '' then ${candidateProfiles.fullNameFolded} else ${users.usernameFolded} end`,
    pattern,
  );
  const skill = sql`exists (select 1 from jsonb_array_elements_text(coalesce(${candidateProfiles.technicalSkills}, '[]'::jsonb)) as skill
    where lower(unaccent(skill)) like ${pattern})`;
  return sql`(${name} or ${skill})`;
};

/** The candidate's history rows: one query, joined to the job and its owner's photo. */
async function selectMyApplications(db: Reader, where: SQL, limit: number) {
  const rows = await db
    .select({
      id: applications.id,
      status: applications.status,
      stage: applications.stage,
      note: applications.note,
      createdAt: applications.createdAt,
      cursorUs: microseconds(applications.createdAt),
      unreadMessages: sql<number>`(select count(*)::int from ${messages} m
        where m.recipient_id = ${applications.candidateId} and m.application_id = ${applications.id}
          and m.seen_at is null)`,
      job: {
        id: jobs.id,
        title: jobs.title,
        companyName: jobs.companyName,
        location: jobs.location,
        jobType: jobs.jobType,
        urlPath: jobs.urlPath,
      },
      ownerImage: users.image,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, jobs.userId))
    .where(where)
    .orderBy(newestFirst(applications.createdAt), newestFirst(applications.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    cursorUs: r.cursorUs,
    hiring: { stage: r.stage, unreadMessages: Number(r.unreadMessages) },
    data: {
      ...statusFields(r),
      jobId: {
        _id: r.job.id,
        JobTitle: r.job.title,
        CompanyName: r.job.companyName,
        Location: r.job.location,
        JobType: r.job.jobType,
        UrlPath: r.job.urlPath,
        UserId: { image: r.ownerImage },
      },
    } satisfies MyApplication,
  }));
}

/** The name a recruiter knows the candidate by: their profile's full name, else their username. */
async function candidateName(tx: Tx, userId: string): Promise<string> {
  const [row] = await tx
    .select({ name: sql<string>`coalesce(nullif(${candidateProfiles.fullName}, ''), ${users.username})` })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row?.name ?? 'A candidate';
}

export async function apply(
  db: Db,
  actor: Actor | null,
  input: { jobId: string; note: string; key: string | undefined },
) {
  const candidate = requireRole(actor, 'candidate');
  return once<ApplyResponse>(
    db,
    { userId: candidate.id, key: input.key, route: `apply ${input.jobId}`, request: { note: input.note } },
    async (tx) => {
      // The row lock (the one the close's update takes) makes a close wait for this apply to commit,
      // and this apply wait for a close that got there first, then read the job as closed: no apply
      // commits after a close was acknowledged. Not a shared lock: applies streaming in would then
      // keep a waiting close out. Not FOR UPDATE either: saving the job (a foreign key) need not wait.
      const [job] = await tx
        .select({ open: isOpen, companyId: jobs.recruiterId, title: jobs.title, urlPath: jobs.urlPath })
        .from(jobs)
        .where(eq(jobs.id, input.jobId))
        .for('no key update');
      if (!job) throw notFound('Job not found');
      if (!job.open) throw conflict('Applications for this job are closed');
      const [created] = await tx
        .insert(applications)
        .values({ jobId: input.jobId, candidateId: candidate.id, note: input.note })
        .onConflictDoNothing({ target: [applications.jobId, applications.candidateId] })
        .returning({ id: applications.id });
      if (!created) throw conflict('You have already applied to this job');
      const name = await candidateName(tx, candidate.id);
      const team = await hiringTeam(tx, job.companyId);
      await delivery.notify(
        tx,
        team.map((userId) => ({
          userId,
          kind: 'new-applicant' as const,
          text: `${name} applied to ${job.title}`,
          link: `/jobs/Info/Applicants/${job.urlPath}`,
        })),
      );
      for (const recruiterId of team) {
        await delivery.queueNewApplicantMail(tx, {
          recruiterId,
          jobId: input.jobId,
          jobTitle: job.title,
          urlPath: job.urlPath,
          candidateName: name,
        });
      }
      const [row] = await selectMyApplications(tx, eq(applications.id, created.id), 1);
      if (!row) throw new Error('The new application could not be read back');
      return {
        statusCode: 201,
        body: { success: true, message: 'Application Submitted', data: row.data },
      };
    },
  );
}

/** GET /activity: the candidate's applications, newest first, a page at a time. */
export async function listMyApplications(
  db: Db,
  actor: Actor | null,
  query: { cursor?: string; limit: number; with?: 'hiring' },
): Promise<{ data: HistoryRow[]; nextCursor: string | null }> {
  const candidate = requireRole(actor, 'candidate');
  const where = and(eq(applications.candidateId, candidate.id), afterApplication(query.cursor));
  const rows = await selectMyApplications(db, where as SQL, query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  const hiring = query.with === 'hiring';
  return { data: page.map((r) => (hiring ? { ...r.data, ...r.hiring } : r.data)), nextCursor };
}

/** GET /recruiter/applicant/:UrlPath: only the hiring team of the job's company; newest first, a page at a time. */
export async function listApplicants(
  db: Db,
  actor: Actor | null,
  urlPath: string,
  query: { q?: string; stage?: Stage; cursor?: string; limit: number; with?: 'hiring' },
): Promise<{ data: ApplicantRow[]; nextCursor: string | null }> {
  const recruiter = requireRole(actor, 'recruiter');
  const [job] = await db
    .select({ id: jobs.id, companyId: jobs.recruiterId })
    .from(jobs)
    .where(eq(jobs.urlPath, urlPath));
  if (!job) throw notFound('Job not found');
  if (!(await hiresFor(db, recruiter.id, job.companyId))) {
    throw forbidden('You can only see the applicants of your own jobs');
  }
  // Walks applications_job_created_idx from the cursor: one job's applications in page order.
  const rows = await db
    .select({
      id: applications.id,
      cursorUs: microseconds(applications.createdAt),
      application: applications,
      user: users,
      profile: candidateProfiles,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.candidateId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, applications.candidateId))
    .where(
      and(
        eq(applications.jobId, job.id),
        nameOrSkillContains(query.q),
        query.stage ? eq(applications.stage, query.stage) : undefined,
        afterApplication(query.cursor),
      ),
    )
    .orderBy(newestFirst(applications.createdAt), newestFirst(applications.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  const data = page.map((row) => applicantRow(row, query.with === 'hiring'));
  return { data, nextCursor };
}

export type Decision = 'accepted' | 'rejected';
const decisionMessages: Record<Decision, string> = {
  accepted: 'Application accepted',
  rejected: 'Application rejected',
};

/**
 * The old portal's hire and reject: moves to Hired or Rejected (recorded in the timeline), by the
 * owning recruiter only, from any open stage; a decided application answers as it always did.
 */
export async function decide(
  db: Db,
  actor: Actor | null,
  input: { applicationId: string; decision: Decision; key: string | undefined },
) {
  const recruiter = requireRole(actor, 'recruiter');
  const { applicationId, decision } = input;
  return once<DecisionResponse>(
    db,
    { userId: recruiter.id, key: input.key, route: `${decision} ${applicationId}` },
    async (tx) => {
      const { conversation: c } = await conversationFor(tx, recruiter, applicationId, ['recruiter'], {
        lock: true,
        refusal: 'You can only decide on applications to your own jobs',
      });
      if (c.stage === 'withdrawn') throw conflict('The candidate has withdrawn this application');
      const to = decision === 'accepted' ? 'hired' : 'rejected';
      const by = { id: recruiter.id, side: 'recruiter' as const, name: c.myName };
      const moved = isOpenStage(c.stage) && (await recordMove(tx, c, by, c.stage, to)).ok;
      if (!moved) throw conflict('A decision has already been made on this application');
      return { statusCode: 200, body: { success: true, message: decisionMessages[decision] } };
    },
  );
}

/**
 * The candidate takes back their own application while it is pending; the job's recruiter is told
 * in the same transaction. A withdrawn application stays (its job cannot be applied to again).
 */
export async function withdraw(
  db: Db,
  actor: Actor | null,
  input: { applicationId: string; key: string | undefined },
) {
  const candidate = requireRole(actor, 'candidate');
  const { applicationId } = input;
  return once<WithdrawResponse>(
    db,
    { userId: candidate.id, key: input.key, route: `withdraw ${applicationId}` },
    async (tx) => {
      const [found] = await tx
        .select({
          candidateId: applications.candidateId,
          companyId: jobs.recruiterId,
          title: jobs.title,
          urlPath: jobs.urlPath,
        })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(eq(applications.id, applicationId));
      if (!found) throw notFound('Application not found');
      if (found.candidateId !== candidate.id) throw forbidden('You can only withdraw your own applications');
      const { conversation: c } = await conversationFor(tx, candidate, applicationId, ['candidate'], {
        lock: true,
      });
      const by = { id: candidate.id, side: 'candidate' as const, name: c.candidateName };
      const moved = isOpenStage(c.stage) && (await recordMove(tx, c, by, c.stage, 'withdrawn')).ok;
      if (!moved) throw conflict('Only a pending application can be withdrawn');
      const text = `${await candidateName(tx, candidate.id)} withdrew their application for ${found.title}`;
      const team = await hiringTeam(tx, found.companyId);
      await delivery.notify(
        tx,
        team.map((userId) => ({
          userId,
          kind: 'application-withdrawn' as const,
          text,
          link: `/jobs/Info/Applicants/${found.urlPath}`,
        })),
      );
      const [row] = await selectMyApplications(tx, eq(applications.id, applicationId), 1);
      if (!row) throw new Error('The withdrawn application could not be read back');
      return { statusCode: 200, body: { success: true, message: 'Application withdrawn', data: row.data } };
    },
  );
}
