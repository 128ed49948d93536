import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInvitations, companyMembers, mailOutbox, users } from '../../server/db/schema.ts';
import { call, createTestContext, makeUser, signFor, type TestContext, type TestUser } from './harness.ts';
import { makeCandidate, makeRecruiter } from './jobs-fixtures.ts';
import { accept, invitationSecret, invite, teammate } from './team-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const membersOf = (companyUserId: string) =>
  ctx.db.select().from(companyMembers).where(eq(companyMembers.userId, companyUserId));

describe('invitations to a company team', () => {
  it('a new recruiter owns the company of their profile', async () => {
    const owner = await makeRecruiter(ctx, 'Owned Co');
    const team = await call(ctx, 'GET', '/api/team', { token: owner.token });
    expect(team.status).toBe(200);
    expect(team.body.data).toMatchObject({ companyName: 'Owned Co', myRole: 'owner', invitations: [] });
    expect(team.body.data.members).toEqual([expect.objectContaining({ userId: owner.id, role: 'owner' })]);
  });

  it('mails a link that a new account accepts once, joining as the invited role', async () => {
    const owner = await makeRecruiter(ctx, 'Invites Co');
    const newcomer = await makeUser(ctx, null);
    const sent = await invite(ctx, owner, newcomer.email.toUpperCase(), 'recruiter');
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ email: newcomer.email, role: 'recruiter' });
    const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, newcomer.email));
    expect(mail).toMatchObject({
      kind: 'team-invite',
      data: { companyName: 'Invites Co', role: 'Recruiter' },
    });
    const pending = await call(ctx, 'GET', '/api/team', { token: owner.token });
    expect(pending.body.data.invitations).toHaveLength(1);

    const secret = await invitationSecret(ctx, newcomer.email);
    const joined = await accept(ctx, newcomer, secret);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({
      success: true,
      role: 'recruiter',
      data: { companyName: 'Invites Co' },
    });
    const [user] = await ctx.db.select().from(users).where(eq(users.id, newcomer.id));
    expect(user?.role).toBe('recruiter');
    const team = await call(ctx, 'GET', '/api/team', { token: newcomer.token });
    expect(team.body.data).toMatchObject({ myRole: 'recruiter', invitations: [] });
    expect(team.body.data.members.map((m: { role: string }) => m.role)).toEqual(['owner', 'recruiter']);

    const again = await accept(ctx, newcomer, secret);
    expect(again).toMatchObject({
      status: 410,
      body: { success: false, message: 'This invitation was already used' },
    });
  });

  it('refuses an expired, forged or malformed invitation, and changes nothing', async () => {
    const owner = await makeRecruiter(ctx);
    const late = await makeUser(ctx, null);
    await invite(ctx, owner, late.email, 'interviewer');
    const secret = await invitationSecret(ctx, late.email);
    await ctx.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.email, late.email));
    const expired = await accept(ctx, late, secret);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe('This invitation has expired: ask the owner for a new one');
    const forged = await accept(ctx, late, 'A'.repeat(43));
    expect(forged).toMatchObject({
      status: 400,
      body: { success: false, message: 'This invitation link is not valid' },
    });
    for (const token of ['short', 42, '', 'x'.repeat(300)]) {
      const bad = await accept(ctx, late, token);
      expect(bad.status).toBe(400);
      expect(bad.body.success).toBe(false);
    }
    expect(await membersOf(late.id)).toEqual([]);
  });

  it('is for the invited address only, and for nobody in another company', async () => {
    const owner = await makeRecruiter(ctx, 'First Co');
    const other = await makeRecruiter(ctx, 'Second Co');
    const invited = await makeUser(ctx, null);
    await invite(ctx, owner, invited.email, 'recruiter');
    const secret = await invitationSecret(ctx, invited.email);
    const stranger = await makeUser(ctx, null);
    const wrong = await accept(ctx, stranger, secret);
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(
      `This invitation was sent to ${invited.email}: sign in with that address`,
    );

    const taken = await invite(ctx, owner, other.email, 'recruiter');
    expect(taken).toMatchObject({
      status: 409,
      body: { success: false, message: 'This address already belongs to another company' },
    });
    // Invited before joining another company: the link no longer takes them.
    const mover = await makeUser(ctx, null);
    await invite(ctx, owner, mover.email, 'recruiter');
    const moverSecret = await invitationSecret(ctx, mover.email);
    await teammateOf(other, mover.email);
    const moved = await accept(ctx, { ...mover, role: 'recruiter' }, moverSecret);
    expect(moved).toMatchObject({
      status: 409,
      body: { message: 'This address already belongs to another company' },
    });
    const own = await invite(ctx, owner, owner.email, 'recruiter');
    expect(own).toMatchObject({ status: 409, body: { message: 'This person is already on your team' } });

    const candidate = await makeCandidate(ctx);
    await invite(ctx, owner, candidate.email, 'interviewer');
    const refused = await accept(ctx, candidate, await invitationSecret(ctx, candidate.email));
    expect(refused.status).toBe(409);
    expect(await membersOf(candidate.id)).toEqual([]);
  });

  it('only the owner invites, with a valid address and role', async () => {
    const owner = await makeRecruiter(ctx);
    const recruiter = await teammate(ctx, owner, 'recruiter');
    const interviewer = await teammate(ctx, owner, 'interviewer');
    const candidate = await makeCandidate(ctx);
    for (const by of [recruiter, interviewer, candidate]) {
      const res = await invite(ctx, by, 'someone@test.example.com', 'recruiter');
      expect(res.status).toBe(403);
      expect(res.body.success).toBe(false);
    }
    const anonymous = await call(ctx, 'POST', '/api/team/invitations', {
      body: { email: 'someone@test.example.com', role: 'recruiter' },
    });
    expect(anonymous.status).toBe(401);
    const badEmail = await invite(ctx, owner, 'not an address', 'recruiter');
    expect(badEmail).toMatchObject({ status: 400, body: { message: 'Please enter a valid email address' } });
    const badRole = await invite(ctx, owner, 'someone@test.example.com', 'owner');
    expect(badRole).toMatchObject({
      status: 400,
      body: { message: 'An invitation is for a Recruiter or an Interviewer' },
    });
  });
});

/** Joins the user of `email` to `owner`'s company through an invitation. */
async function teammateOf(owner: TestUser, email: string) {
  await invite(ctx, owner, email, 'recruiter');
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error('no such user');
  const secret = await invitationSecret(ctx, email);
  const res = await accept(ctx, { ...user, token: await signFor(ctx, user.id) }, secret);
  expect(res.status).toBe(200);
}
