// GET /api/interviews/mine: where a member finds the applications they interview. Theirs only (on
// it, or scheduled by them), of their own company, not cancelled, at most a week old, soonest first.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews } from '../../server/db/schema.ts';
import { call, createTestContext, type TestContext, type TestUser } from './harness.ts';
import {
  applicationAt,
  type Company,
  company,
  hoursFromNow,
  interviewCall,
  schedule,
  scheduleBody,
} from './interview-scheduling-fixtures.ts';

let ctx: TestContext;
let team: Company;
let rival: Company;
beforeAll(async () => {
  ctx = await createTestContext();
  team = await company(ctx, 'Mine Co');
  rival = await company(ctx, 'Other Co');
});
afterAll(() => ctx.close());

const mine = (user: TestUser) => call(ctx, 'GET', '/api/interviews/mine', { token: user.token });
const idsOf = async (user: TestUser) => {
  const res = await mine(user);
  expect(res.status).toBe(200);
  return (res.body.data as { _id: string }[]).map((i) => i._id);
};

async function scheduled(by: TestUser, interviewers: TestUser[], times: string[], of = team) {
  const { applicationId } = await applicationAt(ctx, of);
  const body = scheduleBody(of, { interviewerIds: interviewers.map((u) => u.id), times });
  const res = await schedule(ctx, by, applicationId, body);
  expect(res.status).toBe(201);
  return { applicationId, id: res.body.data._id as string };
}

describe('GET /api/interviews/mine', () => {
  it('lists an interviewer’s interviews soonest first, with the candidate, the job and the link', async () => {
    const [alice, bob] = team.interviewers;
    const later = await scheduled(team.recruiter, [alice], [hoursFromNow(72)]);
    const sooner = await scheduled(team.recruiter, [alice, bob], [hoursFromNow(26)]);
    const proposed = await scheduled(team.recruiter, [alice], [hoursFromNow(40), hoursFromNow(50)]);
    const res = await mine(alice);
    expect(res.status).toBe(200);
    expect(res.body.data.map((i: { _id: string }) => i._id)).toEqual([sooner.id, proposed.id, later.id]);
    expect(res.body.data[0]).toMatchObject({
      applicationId: sooner.applicationId,
      status: 'scheduled',
      jobTitle: 'Platform Engineer',
      link: `/applications/${sooner.applicationId}`,
    });
    expect(res.body.data[0].candidateName).toEqual(expect.any(String));
    expect(res.body.data[0].candidateName).not.toBe('');
    expect(await idsOf(bob)).toEqual([sooner.id]);
    // The recruiter who scheduled them finds them too; a teammate on none finds none.
    expect(await idsOf(team.recruiter)).toEqual([sooner.id, proposed.id, later.id]);
    expect(await idsOf(team.interviewers[2])).toEqual([]);
  });

  it('leaves out cancelled ones, ones more than a week old, and other companies’ ones', async () => {
    const [, , carol] = team.interviewers;
    const gone = await scheduled(team.owner, [carol], [hoursFromNow(30)]);
    expect((await interviewCall(ctx, team.owner, 'POST', `${gone.id}/cancel`)).status).toBe(200);
    const recent = await scheduled(team.owner, [carol], [hoursFromNow(30)]);
    const old = await scheduled(team.owner, [carol], [hoursFromNow(31)]);
    // Held a few days ago, and eight days ago (written straight in: the API refuses past times).
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await ctx.db
      .update(interviews)
      .set({ startsAt: daysAgo(3) })
      .where(eq(interviews.id, recent.id));
    await ctx.db
      .update(interviews)
      .set({ startsAt: daysAgo(8) })
      .where(eq(interviews.id, old.id));
    await scheduled(rival.owner, [rival.interviewers[0]], [hoursFromNow(30)], rival);
    expect(await idsOf(carol)).toEqual([recent.id]);
    expect(await idsOf(rival.interviewers[1])).toEqual([]);
  });

  it('refuses a candidate and an account with no company: 403 with a message', async () => {
    const { candidate } = await applicationAt(ctx, team);
    const res = await mine(candidate);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: 'Only members of a company team can do this' });
    expect((await call(ctx, 'GET', '/api/interviews/mine')).status).toBe(401);
  });
});
