// Who is on which company's team, and as what. Every rule about a company's jobs and applicants
// asks here: the server decides, from the member's row, never from what the client says.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { MemberRole } from '../../../contract/team.ts';
import type { Db, Tx } from '../../db/client.ts';
import { companyMembers, recruiterProfiles, users } from '../../db/schema.ts';
import { forbidden } from '../../http-error.ts';
import { type Actor, requireActor } from '../common/actor.ts';

export type Membership = { companyId: string; role: MemberRole };

/** The roles that act on the company's jobs and applicants (an Interviewer does not, yet). */
export const hiringRoles: readonly MemberRole[] = ['owner', 'recruiter'];

/** A member row's role (a column of a hand-written join) is one of `hiringRoles`. */
export const isHiringRole = (role: SQL) => inArray(role, [...hiringRoles]);

/** A teammate's name as the team sees it: their recruiter profile's name, else the username. */
export const memberNameSql = sql<string>`coalesce(
  (select nullif(rp.name, '') from ${recruiterProfiles} rp where rp.user_id = ${users.id}), ${users.username})`;

export async function membershipOf(db: Db | Tx, userId: string): Promise<Membership | undefined> {
  const [row] = await db
    .select({ companyId: companyMembers.companyId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  return row;
}

/** The caller's company, when they are on a team; 403 for anyone else (a candidate, a new account). */
export async function requireMember(
  db: Db | Tx,
  actor: Actor | null,
): Promise<Membership & { actor: Actor }> {
  const me = requireActor(actor);
  const membership = me.role === 'recruiter' ? await membershipOf(db, me.id) : undefined;
  if (!membership) throw forbidden('Only members of a company team can do this');
  return { ...membership, actor: me };
}

/** The caller's company when they own it; 403 for its other members. */
export async function requireOwner(db: Db | Tx, actor: Actor | null) {
  const member = await requireMember(db, actor);
  if (member.role !== 'owner') throw forbidden("Only the company's owner can manage its team");
  return member;
}

/** Whether the user may act on the company's jobs and applicants: its Owners and Recruiters. */
export function hiresFor(db: Db | Tx, userId: string, companyId: string) {
  return db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.userId, userId),
        eq(companyMembers.companyId, companyId),
        inArray(companyMembers.role, [...hiringRoles]),
      ),
    )
    .then((rows) => rows.length > 0);
}

/** The user ids of the company's Owners and Recruiters: who hears of its applicants. */
export async function hiringTeam(db: Db | Tx, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.role, [...hiringRoles])));
  return rows.map((r) => r.userId);
}
