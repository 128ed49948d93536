// Who an application's hiring conversation belongs to: its candidate and its job's recruiter. Every
// hiring route reads the application through here, so the 404/403 rules are the same everywhere.
import { eq, sql } from 'drizzle-orm';
import type { Stage } from '../../../contract/hiring.ts';
import type { Db, Tx } from '../../db/client.ts';
import { applications, candidateProfiles, jobs, recruiterProfiles, users } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http-error.ts';
import { type Actor, requireActor } from '../common/actor.ts';

export type Side = 'candidate' | 'recruiter';

export type Conversation = {
  id: string;
  stage: Stage;
  createdAt: Date;
  candidateId: string;
  recruiterId: string;
  jobTitle: string;
  company: string;
  urlPath: string;
  candidateName: string;
  recruiterName: string;
};

/** The name each side is shown by: the profile's name, else the username. */
export const candidateNameSql = sql<string>`coalesce(nullif(${candidateProfiles.fullName}, ''), ${users.username})`;

async function load(db: Db | Tx, applicationId: string, lock: boolean): Promise<Conversation | undefined> {
  const recruiter = sql`(select coalesce(nullif(rp.name, ''), ru.username) from ${users} ru
    left join ${recruiterProfiles} rp on rp.user_id = ru.id where ru.id = ${jobs.userId})`;
  const query = db
    .select({
      id: applications.id,
      stage: applications.stage,
      createdAt: applications.createdAt,
      candidateId: applications.candidateId,
      recruiterId: jobs.userId,
      jobTitle: jobs.title,
      company: jobs.companyName,
      urlPath: jobs.urlPath,
      candidateName: candidateNameSql,
      recruiterName: sql<string>`${recruiter}`,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.candidateId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, applications.candidateId))
    .where(eq(applications.id, applicationId));
  const [row] = lock ? await query.for('update', { of: applications }) : await query;
  return row;
}

/**
 * The application and the caller's side of it. 404 when it does not exist; 403 when the caller is
 * neither its candidate nor its job's recruiter, or not on a side in `allowed`.
 */
export async function conversationFor(
  db: Db | Tx,
  actor: Actor | null,
  applicationId: string,
  allowed: readonly Side[],
  options: { lock?: boolean; refusal?: string } = {},
): Promise<{ conversation: Conversation; side: Side }> {
  const me = requireActor(actor);
  const conversation = await load(db, applicationId, options.lock ?? false);
  if (!conversation) throw notFound('Application not found');
  const side: Side | null =
    me.id === conversation.recruiterId && me.role === 'recruiter'
      ? 'recruiter'
      : me.id === conversation.candidateId && me.role === 'candidate'
        ? 'candidate'
        : null;
  if (!side || !allowed.includes(side)) {
    throw forbidden(options.refusal ?? 'You can only see applications to your own jobs, or your own');
  }
  return { conversation, side };
}

/** The other side's user id and name. */
export function otherSide(c: Conversation, side: Side) {
  return side === 'recruiter'
    ? { id: c.candidateId, name: c.candidateName }
    : { id: c.recruiterId, name: c.recruiterName };
}
