// Who an application's hiring conversation belongs to: its candidate and the hiring team of its
// job's company (its Owners and Recruiters), and who may look in on it: a member of that company
// asked to interview the candidate (an interview not cancelled). Every hiring route reads the
// application through here, so the 404/403 rules are the same everywhere.
import { eq, sql } from 'drizzle-orm';
import type { Stage } from '../../../contract/hiring.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  applications,
  candidateProfiles,
  companyMembers,
  interviewInterviewers,
  interviews,
  jobs,
  recruiterProfiles,
  users,
} from '../../db/schema.ts';
import { forbidden, notFound } from '../../http-error.ts';
import { type Actor, requireActor } from '../common/actor.ts';
import { isHiringRole } from '../team/membership.ts';

export type Side = 'candidate' | 'recruiter';
/** The two sides, and an interviewer of the application who is not on its hiring team. */
export type Viewer = Side | 'interviewer';

export type Conversation = {
  id: string;
  stage: Stage;
  createdAt: Date;
  candidateId: string;
  /** The job's poster: the stored recipient of the candidate's messages. */
  recruiterId: string;
  /** The job's company (its recruiter profile's id). */
  companyId: string;
  jobTitle: string;
  company: string;
  urlPath: string;
  candidateName: string;
  recruiterName: string;
  /** The user ids of the company's Owners and Recruiters: who hears of the application. */
  team: string[];
  /** Whether the caller is an Owner or a Recruiter of the job's company. */
  hires: boolean;
  /** Whether the caller, a member of the job's company, is an interviewer of this application. */
  interviews: boolean;
  /** The caller's name as the team and the candidate see it. */
  myName: string;
};

/** The name each side is shown by: the profile's name, else the username. */
export const candidateNameSql = sql<string>`coalesce(nullif(${candidateProfiles.fullName}, ''), ${users.username})`;

async function load(
  db: Db | Tx,
  me: string,
  applicationId: string,
  lock: boolean,
): Promise<Conversation | undefined> {
  const recruiter = sql`(select coalesce(nullif(rp.name, ''), ru.username) from ${users} ru
    left join ${recruiterProfiles} rp on rp.user_id = ru.id where ru.id = ${jobs.userId})`;
  const myName = sql<string>`(select coalesce(nullif(mp.name, ''), nullif(mc.full_name, ''), mu.username)
    from ${users} mu left join ${recruiterProfiles} mp on mp.user_id = mu.id
    left join ${candidateProfiles} mc on mc.user_id = mu.id where mu.id = ${me})`;
  const team = sql<string[]>`array(select tm.user_id::text from ${companyMembers} tm
    where tm.company_id = ${jobs.recruiterId} and ${isHiringRole(sql`tm.role`)} order by tm.user_id)`;
  const hires = sql<boolean>`exists (select 1 from ${companyMembers} cm where cm.user_id = ${me}
    and cm.company_id = ${jobs.recruiterId} and ${isHiringRole(sql`cm.role`)})`;
  const asked = sql<boolean>`exists (select 1 from ${interviewInterviewers} ii
    join ${interviews} iv on iv.id = ii.interview_id
    join ${companyMembers} im on im.user_id = ii.user_id and im.company_id = ${jobs.recruiterId}
    where ii.user_id = ${me} and iv.application_id = ${applications.id} and iv.status <> 'cancelled')`;
  const query = db
    .select({
      id: applications.id,
      stage: applications.stage,
      createdAt: applications.createdAt,
      candidateId: applications.candidateId,
      recruiterId: jobs.userId,
      companyId: jobs.recruiterId,
      jobTitle: jobs.title,
      company: jobs.companyName,
      urlPath: jobs.urlPath,
      candidateName: candidateNameSql,
      recruiterName: sql<string>`${recruiter}`,
      team,
      hires,
      interviews: asked,
      myName,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.candidateId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, applications.candidateId))
    .where(eq(applications.id, applicationId));
  const [row] = lock ? await query.for('update', { of: applications }) : await query;
  return row;
}

function viewerOf(conversation: Conversation, me: Actor): Viewer | null {
  if (conversation.hires && me.role === 'recruiter') return 'recruiter';
  if (me.id === conversation.candidateId && me.role === 'candidate') return 'candidate';
  if (conversation.interviews && me.role === 'recruiter') return 'interviewer';
  return null;
}

/**
 * The application and the caller's side of it. 404 when it does not exist; 403 when the caller is
 * neither its candidate, nor on its company's hiring team, nor one of its interviewers, or is not
 * one of `allowed`.
 */
export async function conversationFor<A extends Viewer>(
  db: Db | Tx,
  actor: Actor | null,
  applicationId: string,
  allowed: readonly A[],
  options: { lock?: boolean; refusal?: string } = {},
): Promise<{ conversation: Conversation; side: A }> {
  const me = requireActor(actor);
  const conversation = await load(db, me.id, applicationId, options.lock ?? false);
  if (!conversation) throw notFound('Application not found');
  const side = viewerOf(conversation, me);
  if (!side || !(allowed as readonly Viewer[]).includes(side)) {
    throw forbidden(options.refusal ?? 'You can only see applications to your own jobs, or your own');
  }
  return { conversation, side: side as A };
}

/** The other side's user id and name. */
export function otherSide(c: Conversation, side: Side) {
  return side === 'recruiter'
    ? { id: c.candidateId, name: c.candidateName }
    : { id: c.recruiterId, name: c.recruiterName };
}
