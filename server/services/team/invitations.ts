// The owner's invitations by email: a link that works once, for 7 days, accepted by whoever holds
// the invited address once signed in (a new account signs up first). The secret goes only into
// the mail; the row keeps its SHA-256, so a copy of the rows joins nobody.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { type InviteBody, invitationDays, invitationLink, memberRoleLabels } from '../../../contract/team.ts';
import type { Db } from '../../db/client.ts';
import { companyInvitations, companyMembers, recruiterProfiles, users } from '../../db/schema.ts';
import { delivery } from '../../delivery/delivery.ts';
import { conflict, forbidden, HttpError } from '../../http-error.ts';
import { type Actor, requireActor } from '../common/actor.ts';
import { membershipOf, requireOwner } from './membership.ts';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
const secretShape = /^[A-Za-z0-9_-]{43}$/;
const otherCompany = 'This address already belongs to another company';

/** POST /team/invitations: the owner invites an address as Recruiter or Interviewer. */
export async function invite(db: Db, actor: Actor | null, body: InviteBody) {
  return db.transaction(async (tx) => {
    const owner = await requireOwner(tx, actor);
    const [taken] = await tx
      .select({ companyId: companyMembers.companyId })
      .from(users)
      .innerJoin(companyMembers, eq(companyMembers.userId, users.id))
      .where(eq(users.email, body.email));
    if (taken) {
      throw conflict(
        taken.companyId === owner.companyId ? 'This person is already on your team' : otherCompany,
      );
    }
    const [company] = await tx
      .select({ name: recruiterProfiles.currentCompany })
      .from(recruiterProfiles)
      .where(eq(recruiterProfiles.id, owner.companyId));
    const secret = randomBytes(32).toString('base64url');
    const [row] = await tx
      .insert(companyInvitations)
      .values({
        companyId: owner.companyId,
        email: body.email,
        role: body.role,
        tokenHash: hashOf(secret),
        invitedBy: owner.actor.id,
        expiresAt: new Date(Date.now() + invitationDays * 24 * 60 * 60_000),
      })
      .returning();
    if (!row) throw new Error('The invitation could not be saved');
    await delivery.queueMail(tx, {
      kind: 'team-invite',
      userId: null,
      to: body.email,
      data: {
        companyName: company?.name || 'a company',
        invitedBy: owner.actor.username,
        role: memberRoleLabels[body.role],
        link: invitationLink(secret),
      },
      causeKey: `team-invite:${row.id}`,
    });
    return {
      success: true as const,
      message: `Invitation sent to ${body.email}`,
      data: { _id: row.id, email: row.email, role: row.role, expiresAt: row.expiresAt.toISOString() },
    };
  });
}

/**
 * POST /team/invitations/accept: the signed-in holder of the invited address joins the team. A
 * new account (no role yet) becomes a recruiter's account by it, as onboarding would make it.
 */
export async function acceptInvitation(db: Db, actor: Actor | null, token: string) {
  const me = requireActor(actor);
  if (!secretShape.test(token)) throw new HttpError(400, 'This invitation link is not valid');
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.tokenHash, hashOf(token)))
      .for('update');
    if (!invitation) throw new HttpError(400, 'This invitation link is not valid');
    if (invitation.usedAt) throw new HttpError(410, 'This invitation was already used');
    if (invitation.expiresAt.getTime() <= Date.now()) {
      throw new HttpError(410, 'This invitation has expired: ask the owner for a new one');
    }
    if (invitation.email !== me.email.toLowerCase()) {
      throw forbidden(`This invitation was sent to ${invitation.email}: sign in with that address`);
    }
    if (me.role === 'candidate') {
      throw conflict("A candidate's account cannot join a company: sign up with another address");
    }
    const current = await membershipOf(tx, me.id);
    if (current) {
      throw conflict(
        current.companyId === invitation.companyId ? 'You are already on this team' : otherCompany,
      );
    }
    await tx
      .update(users)
      .set({ role: 'recruiter' })
      .where(and(eq(users.id, me.id), isNull(users.role)));
    await tx
      .insert(companyMembers)
      .values({ userId: me.id, companyId: invitation.companyId, role: invitation.role });
    await tx
      .update(companyInvitations)
      .set({ usedAt: new Date() })
      .where(eq(companyInvitations.id, invitation.id));
    const [company] = await tx
      .select({ name: recruiterProfiles.currentCompany })
      .from(recruiterProfiles)
      .where(eq(recruiterProfiles.id, invitation.companyId));
    const companyName = company?.name ?? '';
    return {
      success: true as const,
      message: `Welcome to ${companyName || 'the team'}`,
      role: 'recruiter' as const,
      data: { companyName, memberRole: invitation.role },
    };
  });
}
