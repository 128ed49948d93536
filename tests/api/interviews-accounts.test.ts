// Interviews and accounts: "Export my data" holds a person's interviews, and deleting the account
// of anyone an interview names (its candidate, an interviewer, its organiser) goes through.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewInterviewers, interviews } from '../../server/db/schema.ts';
import { linkedGoogleIdToken } from './account-data-fixtures.ts';
import { call, createTestContext, type TestContext, type TestUser } from './harness.ts';
import {
  applicationAt,
  type Company,
  company,
  schedule,
  scheduleBody,
} from './interview-scheduling-fixtures.ts';

let ctx: TestContext;
let team: Company;
beforeAll(async () => {
  ctx = await createTestContext();
  team = await company(ctx, 'Export Co');
});
afterAll(() => ctx.close());

const june = '2030-06-03T13:00:00.000Z';
const december = '2030-12-02T13:00:00.000Z';

async function deleteAccount(user: TestUser) {
  const idToken = await linkedGoogleIdToken(ctx, user.id);
  return call(ctx, 'POST', '/api/account/delete', { token: user.token, body: { idToken } });
}

describe('an export holds the interviews', () => {
  it("of the candidate's applications and of the interviewer's interviews, with the device zone", async () => {
    const { applicationId, candidate } = await applicationAt(ctx, team);
    await call(ctx, 'PUT', '/api/account/time-zone', {
      token: candidate.token,
      body: { timeZone: 'Asia/Tokyo' },
    });
    const [a, b] = team.interviewers;
    await schedule(
      ctx,
      team.owner,
      applicationId,
      scheduleBody(team, { interviewerIds: [a.id], times: [june] }),
    );
    await schedule(
      ctx,
      team.owner,
      applicationId,
      scheduleBody(team, { interviewerIds: [b.id], times: [june, december] }),
    );
    const mine = (await call(ctx, 'GET', '/api/account/export', { token: candidate.token })).body;
    expect(mine.account.timeZone).toBe('Asia/Tokyo');
    expect(mine.interviews).toEqual([
      expect.objectContaining({
        as: 'candidate',
        status: 'proposed',
        startsAt: null,
        proposedTimes: [june, december],
      }),
      expect.objectContaining({ as: 'candidate', status: 'scheduled', startsAt: june, proposedTimes: [] }),
    ]);
    const theirs = (await call(ctx, 'GET', '/api/account/export', { token: a.token })).body;
    expect(theirs.interviews).toEqual([
      expect.objectContaining({
        as: 'interviewer',
        jobTitle: 'Platform Engineer',
        company: 'Interview Co',
        startsAt: june,
      }),
    ]);
  });
});

describe('deleting an account an interview names', () => {
  it('the candidate: their interviews go with their application', async () => {
    const { applicationId, candidate } = await applicationAt(ctx, team);
    await schedule(ctx, team.owner, applicationId, scheduleBody(team));
    expect((await deleteAccount(candidate)).status).toBe(200);
    expect(await ctx.db.select().from(interviews).where(eq(interviews.applicationId, applicationId))).toEqual(
      [],
    );
  });

  it('an interviewer or the organiser: the interview stays, without them', async () => {
    const leaving = await company(ctx, 'Leaving Co');
    const { applicationId } = await applicationAt(ctx, leaving);
    const res = await schedule(ctx, leaving.recruiter, applicationId, scheduleBody(leaving));
    const id = res.body.data._id;
    expect((await deleteAccount(leaving.interviewers[0])).status).toBe(200);
    expect((await deleteAccount(leaving.recruiter)).status).toBe(200);
    const [row] = await ctx.db.select().from(interviews).where(eq(interviews.id, id));
    expect(row).toMatchObject({ status: 'scheduled', createdBy: null });
    const left = await ctx.db
      .select()
      .from(interviewInterviewers)
      .where(eq(interviewInterviewers.interviewId, id));
    expect(left.map((r) => r.userId).sort()).toEqual(
      [leaving.interviewers[1].id, leaving.interviewers[2].id].sort(),
    );
  });
});
