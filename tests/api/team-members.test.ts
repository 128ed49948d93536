import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers, jobs } from '../../server/db/schema.ts';
import { call, createTestContext, type TestContext, type TestUser } from './harness.ts';
import { makeCandidate, makeRecruiter, postJob, unknownId } from './jobs-fixtures.ts';
import { teammate } from './team-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const setRole = (by: TestUser, userId: string, role: unknown) =>
  call(ctx, 'PATCH', `/api/team/members/${userId}`, { token: by.token, body: { role } });
const remove = (by: TestUser, userId: string) =>
  call(ctx, 'DELETE', `/api/team/members/${userId}`, { token: by.token });
const handOver = (by: TestUser, userId: string) =>
  call(ctx, 'POST', '/api/team/owner', { token: by.token, body: { userId } });
const roleOf = async (userId: string) =>
  (await ctx.db.select().from(companyMembers).where(eq(companyMembers.userId, userId)))[0]?.role;
const lastOwner = 'A company needs an owner: make someone else owner first';

describe("the owner manages the company's team", () => {
  it('changes a role, and refuses the same role, an unknown role and an unknown member', async () => {
    const owner = await makeRecruiter(ctx);
    const member = await teammate(ctx, owner, 'recruiter');
    const changed = await setRole(owner, member.id, 'interviewer');
    expect(changed.status).toBe(200);
    expect(changed.body.data.members).toContainEqual(
      expect.objectContaining({ userId: member.id, role: 'interviewer' }),
    );
    expect(await roleOf(member.id)).toBe('interviewer');
    expect(await setRole(owner, member.id, 'interviewer')).toMatchObject({
      status: 400,
      body: { message: 'This member is already Interviewer' },
    });
    expect((await setRole(owner, member.id, 'boss')).status).toBe(400);
    expect((await setRole(owner, 'not-an-id', 'recruiter')).status).toBe(400);
    expect(await setRole(owner, unknownId, 'recruiter')).toMatchObject({
      status: 404,
      body: { success: false, message: 'This person is not on your team' },
    });
  });

  it('refuses to leave a company without an owner', async () => {
    const owner = await makeRecruiter(ctx);
    expect(await setRole(owner, owner.id, 'recruiter')).toMatchObject({
      status: 409,
      body: { message: lastOwner },
    });
    expect(await remove(owner, owner.id)).toMatchObject({ status: 409, body: { message: lastOwner } });
    expect(await roleOf(owner.id)).toBe('owner');
    const second = await teammate(ctx, owner, 'recruiter');
    expect((await setRole(owner, second.id, 'owner')).status).toBe(200);
    expect((await setRole(owner, owner.id, 'recruiter')).status).toBe(200);
    expect(await roleOf(owner.id)).toBe('recruiter');
  });

  it('removes a member, whose jobs stay with the company', async () => {
    const owner = await makeRecruiter(ctx);
    const member = await teammate(ctx, owner, 'recruiter');
    const job = await postJob(ctx, owner);
    await ctx.db.update(jobs).set({ userId: member.id }).where(eq(jobs.id, job._id));
    const removed = await remove(owner, member.id);
    expect(removed.status).toBe(200);
    expect(removed.body.data.members.map((m: { userId: string }) => m.userId)).toEqual([owner.id]);
    expect(await roleOf(member.id)).toBeUndefined();
    const listings = await call(ctx, 'GET', '/api/getjob', { token: owner.token });
    expect(listings.body.data.map((j: { _id: string }) => j._id)).toEqual([job._id]);
    expect((await call(ctx, 'GET', `/api/jobs/${job._id}/board`, { token: member.token })).status).toBe(403);
    expect((await call(ctx, 'GET', '/api/team', { token: member.token })).status).toBe(403);
  });

  it('hands ownership over: the old owner stays on as a Recruiter and manages no more', async () => {
    const owner = await makeRecruiter(ctx);
    const heir = await teammate(ctx, owner, 'interviewer');
    expect(await handOver(owner, owner.id)).toMatchObject({
      status: 400,
      body: { message: 'You already own this company' },
    });
    const handed = await handOver(owner, heir.id);
    expect(handed).toMatchObject({
      status: 200,
      body: { message: 'Ownership handed over', data: { myRole: 'recruiter' } },
    });
    expect(await roleOf(heir.id)).toBe('owner');
    expect(await roleOf(owner.id)).toBe('recruiter');
    expect((await remove(owner, heir.id)).status).toBe(403);
    expect((await remove(heir, owner.id)).status).toBe(200);
  });

  it("refuses everyone but the owner, and another company's members", async () => {
    const owner = await makeRecruiter(ctx);
    const recruiter = await teammate(ctx, owner, 'recruiter');
    const interviewer = await teammate(ctx, owner, 'interviewer');
    const stranger = await makeRecruiter(ctx, 'Other Co');
    const candidate = await makeCandidate(ctx);
    for (const by of [recruiter, interviewer, candidate]) {
      expect((await setRole(by, interviewer.id, 'recruiter')).status).toBe(403);
      expect((await remove(by, interviewer.id)).status).toBe(403);
      expect((await handOver(by, interviewer.id)).status).toBe(403);
    }
    expect((await remove(stranger, recruiter.id)).status).toBe(404);
    expect((await handOver(stranger, recruiter.id)).status).toBe(404);
    expect((await call(ctx, 'DELETE', `/api/team/members/${recruiter.id}`)).status).toBe(401);
    expect(await roleOf(recruiter.id)).toBe('recruiter');
    expect(await roleOf(interviewer.id)).toBe('interviewer');
    const seen = await call(ctx, 'GET', '/api/team', { token: interviewer.token });
    expect(seen.body.data).toMatchObject({ myRole: 'interviewer', invitations: [] });
    expect((await call(ctx, 'GET', '/api/team', { token: candidate.token })).status).toBe(403);
  });
});
