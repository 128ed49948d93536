// Deleting an account while its company has other members: the company, its jobs, their
// applicants and the candidates' messages stay with the team; a sole owner hands over first. The
// company's profile is its owner's to edit.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers, jobs, messages, recruiterProfiles, users } from '../../server/db/schema.ts';
import { hashPassword } from '../../server/services/accounts/passwords.ts';
import { handOverFirst } from '../../server/services/team/leaving-company.ts';
import { call, createTestContext, type TestContext, type TestUser } from './harness.ts';
import { hiring, send } from './hiring-fixtures.ts';
import { newKey, postJob } from './jobs-fixtures.ts';
import { teammate } from './team-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const password = 'correct horse battery';
async function deleteAccount(user: TestUser) {
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, user.id));
  return call(ctx, 'POST', '/api/account/delete', { token: user.token, body: { password } });
}
const jobRow = async (id: string) => (await ctx.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe('deleting the account of a member of a company with other members', () => {
  it("a recruiter's jobs, applicants and candidate messages pass to the owner", async () => {
    const owner = (await hiring(ctx)).recruiter;
    const second = await teammate(ctx, owner, 'recruiter');
    const h = await hiring(ctx, second);
    await send(ctx, h.candidate, h.applicationId, 'Any news?', { 'idempotency-key': newKey() });
    expect((await deleteAccount(second)).status).toBe(200);
    expect((await jobRow(h.job._id))?.userId).toBe(owner.id);
    const board = await call(ctx, 'GET', `/api/jobs/${h.job._id}/board`, { token: owner.token });
    expect(board.body.data.cards.map((c: { applicationId: string }) => c.applicationId)).toEqual([
      h.applicationId,
    ]);
    const [kept] = await ctx.db.select().from(messages).where(eq(messages.applicationId, h.applicationId));
    expect(kept).toMatchObject({ text: 'Any news?', recipientId: owner.id });
  });

  it('a founder who handed ownership over leaves the company, its profile and jobs to the owner', async () => {
    const h = await hiring(ctx);
    const founder = h.recruiter;
    const heir = await teammate(ctx, founder, 'recruiter');
    expect(
      (await call(ctx, 'POST', '/api/team/owner', { token: founder.token, body: { userId: heir.id } }))
        .status,
    ).toBe(200);
    const [company] = await ctx.db
      .select()
      .from(recruiterProfiles)
      .where(eq(recruiterProfiles.userId, founder.id));
    expect((await deleteAccount(founder)).status).toBe(200);
    const [after] = await ctx.db
      .select()
      .from(recruiterProfiles)
      .where(eq(recruiterProfiles.id, company?.id ?? ''));
    expect(after).toMatchObject({ userId: heir.id, currentCompany: company?.currentCompany });
    expect((await jobRow(h.job._id))?.userId).toBe(heir.id);
    const team = await call(ctx, 'GET', '/api/team', { token: heir.token });
    expect(team.body.data).toMatchObject({ companyId: company?.id, myRole: 'owner' });
    expect(team.body.data.members.map((m: { userId: string }) => m.userId)).toEqual([heir.id]);
  });

  it('the owner edits the company profile after a handover; the founder no longer can', async () => {
    const h = await hiring(ctx);
    const heir = await teammate(ctx, h.recruiter, 'recruiter');
    await call(ctx, 'POST', '/api/team/owner', { token: h.recruiter.token, body: { userId: heir.id } });
    const edit = (user: TestUser, companyDescription: string) =>
      call(ctx, 'PUT', '/api/recruiter/companyprofile', { token: user.token, body: { companyDescription } });
    expect((await edit(heir, 'We ship data platforms.')).status).toBe(200);
    const refused = await edit(h.recruiter, 'Founded by me');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only the company's owner can edit its profile");
    const [company] = await ctx.db
      .select()
      .from(recruiterProfiles)
      .where(eq(recruiterProfiles.userId, h.recruiter.id));
    expect(company?.companyDescription).toBe('We ship data platforms.');
  });

  it('a sole owner is asked to hand over first, and nothing is deleted', async () => {
    const h = await hiring(ctx);
    const second = await teammate(ctx, h.recruiter, 'recruiter');
    const refused = await deleteAccount(h.recruiter);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, message: handOverFirst });
    expect(await ctx.db.select().from(users).where(eq(users.id, h.recruiter.id))).toHaveLength(1);
    expect((await jobRow(h.job._id))?.userId).toBe(h.recruiter.id);
    expect(
      await ctx.db.select().from(companyMembers).where(eq(companyMembers.userId, second.id)),
    ).toHaveLength(1);
  });

  it('a company with no other member goes with its account, as before', async () => {
    const h = await hiring(ctx);
    const job = await postJob(ctx, h.recruiter, { JobTitle: 'Second role' });
    expect((await deleteAccount(h.recruiter)).status).toBe(200);
    expect(await jobRow(job._id)).toBeUndefined();
    expect(await jobRow(h.job._id)).toBeUndefined();
  });
});
