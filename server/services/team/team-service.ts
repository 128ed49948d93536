// The Team screen's reads and the owner's changes: roles, removals, handing ownership over. A
// company always keeps an owner: each change locks the team's rows and checks that one is left.
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { type MemberRole, memberRoleLabels, type Team } from '../../../contract/team.ts';
import type { Db, Tx } from '../../db/client.ts';
import { companyInvitations, companyMembers, recruiterProfiles, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import type { Actor } from '../common/actor.ts';
import { memberNameSql, requireMember, requireOwner } from './membership.ts';

const lastOwner = 'A company needs an owner: make someone else owner first';

export async function readTeam(db: Db | Tx, companyId: string, myRole: MemberRole): Promise<Team> {
  const [company] = await db
    .select({ name: recruiterProfiles.currentCompany })
    .from(recruiterProfiles)
    .where(eq(recruiterProfiles.id, companyId));
  const members = await db
    .select({
      userId: companyMembers.userId,
      name: memberNameSql,
      email: users.email,
      role: companyMembers.role,
      joinedAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(
      sql`array_position(array['owner','recruiter','interviewer'], ${companyMembers.role})`,
      asc(users.username),
    );
  const invitations =
    myRole === 'owner'
      ? await db
          .select()
          .from(companyInvitations)
          .where(
            and(
              eq(companyInvitations.companyId, companyId),
              isNull(companyInvitations.usedAt),
              gt(companyInvitations.expiresAt, sql`now()`),
            ),
          )
          .orderBy(sql`${companyInvitations.createdAt} desc`)
      : [];
  return {
    companyId,
    companyName: company?.name ?? '',
    myRole,
    members: members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
    invitations: invitations.map((i) => ({
      _id: i.id,
      email: i.email,
      role: i.role,
      expiresAt: i.expiresAt.toISOString(),
    })),
  };
}

/** GET /team: every member sees their company's team. */
export async function myTeam(db: Db, actor: Actor | null): Promise<Team> {
  const { companyId, role } = await requireMember(db, actor);
  return readTeam(db, companyId, role);
}

/** The team's rows, oldest member first, locked: concurrent changes to one team run one after the other. */
export async function lockedTeam(tx: Tx, companyId: string) {
  return tx
    .select({ userId: companyMembers.userId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(companyMembers.createdAt, companyMembers.userId)
    .for('update');
}

async function ownerChange(
  db: Db,
  actor: Actor | null,
  userId: string,
  change: (tx: Tx, team: { userId: string; role: MemberRole }[], companyId: string) => Promise<string>,
) {
  return db.transaction(async (tx) => {
    const owner = await requireOwner(tx, actor);
    const team = await lockedTeam(tx, owner.companyId);
    if (!team.some((m) => m.userId === userId)) throw notFound('This person is not on your team');
    const message = await change(tx, team, owner.companyId);
    const after = await requireOwner(tx, actor).catch(() => undefined);
    return {
      success: true as const,
      message,
      data: await readTeam(tx, owner.companyId, after?.role ?? 'recruiter'),
    };
  });
}

const ownersBut = (team: { userId: string; role: MemberRole }[], userId: string) =>
  team.filter((m) => m.role === 'owner' && m.userId !== userId).length;

/** PATCH /team/members/:userId: the owner gives a member another role. */
export function changeRole(db: Db, actor: Actor | null, userId: string, role: MemberRole) {
  return ownerChange(db, actor, userId, async (tx, team) => {
    const member = team.find((m) => m.userId === userId);
    if (member?.role === role) throw badRequest(`This member is already ${memberRoleLabels[role]}`);
    if (member?.role === 'owner' && ownersBut(team, userId) === 0) throw conflict(lastOwner);
    await tx.update(companyMembers).set({ role }).where(eq(companyMembers.userId, userId));
    return `Now ${memberRoleLabels[role]}`;
  });
}

/** What leaves the company's work with a member, in the transaction that removes them. */
export type MemberLeaving = (tx: Tx, companyId: string, userId: string) => Promise<void>;

/**
 * DELETE /team/members/:userId: the member leaves the team; the jobs they posted stay with it.
 * `leaving` takes them off what the team still has them on (the interviews still to come).
 */
export function removeMember(db: Db, actor: Actor | null, userId: string, leaving: MemberLeaving) {
  return ownerChange(db, actor, userId, async (tx, team, companyId) => {
    const member = team.find((m) => m.userId === userId);
    if (member?.role === 'owner' && ownersBut(team, userId) === 0) throw conflict(lastOwner);
    await leaving(tx, companyId, userId);
    await tx.delete(companyMembers).where(eq(companyMembers.userId, userId));
    return 'Removed from the team';
  });
}

/** POST /team/owner: the owner hands ownership to a member and stays on as a Recruiter. */
export function handOver(db: Db, actor: Actor | null, userId: string) {
  return ownerChange(db, actor, userId, async (tx) => {
    const me = actor?.id ?? '';
    if (userId === me) throw badRequest('You already own this company');
    await tx.update(companyMembers).set({ role: 'owner' }).where(eq(companyMembers.userId, userId));
    await tx.update(companyMembers).set({ role: 'recruiter' }).where(eq(companyMembers.userId, me));
    return 'Ownership handed over';
  });
}
