// Every write of an interview announces itself to the open tabs of the candidate, the company's
// hiring team and the interviewers on it (one taken off too), so an open application page asks
// for its interviews again; nobody else hears of it. Read from the live events the writes commit.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents } from '../../server/db/schema.ts';
import { createTestContext, type TestContext, type TestUser } from './harness.ts';
import { move } from './hiring-fixtures.ts';
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
beforeAll(async () => {
  ctx = await createTestContext();
  team = await company(ctx, 'Live Co');
});
afterAll(() => ctx.close());

/** Who each announcement of this interview went to, oldest first, as sorted user ids. */
async function announced(interviewId: string) {
  const rows = await ctx.db
    .select()
    .from(liveEvents)
    .where(sql`${liveEvents.event}->>'interviewId' = ${interviewId}`)
    .orderBy(liveEvents.id);
  return rows.map((r) => ({ event: r.event, to: [...r.userIds].sort() }));
}

const ids = (...people: TestUser[]) => people.map((u) => u.id).sort();

describe('live events of interviews', () => {
  it('schedule, change, choose and cancel each tell the candidate, the team and the interviewers', async () => {
    const { applicationId, candidate } = await applicationAt(ctx, team);
    const [ana, ben, cleo] = team.interviewers;
    const res = await schedule(
      ctx,
      team.owner,
      applicationId,
      scheduleBody(team, { interviewerIds: [ana.id, ben.id], times: [hoursFromNow(30), hoursFromNow(54)] }),
    );
    expect(res.status).toBe(201);
    const id: string = res.body.data._id;
    const times: string[] = res.body.data.proposedTimes;
    expect((await interviewCall(ctx, team.recruiter, 'PATCH', id, { interviewerIds: [ana.id] })).status).toBe(
      200,
    );
    expect((await interviewCall(ctx, candidate, 'POST', `${id}/choose`, { startsAt: times[0] })).status).toBe(
      200,
    );
    expect((await interviewCall(ctx, team.owner, 'POST', `${id}/cancel`)).status).toBe(200);

    const event = { type: 'interview', applicationId, interviewId: id };
    const everyone = ids(candidate, team.owner, team.recruiter, ana);
    expect(await announced(id)).toEqual([
      { event, to: ids(candidate, team.owner, team.recruiter, ana, ben) },
      // Ben, taken off, is told too: his open page no longer shows it.
      { event, to: ids(candidate, team.owner, team.recruiter, ana, ben) },
      { event, to: everyone },
      { event, to: everyone },
    ]);
    expect((await announced(id)).some((a) => a.to.includes(cleo.id))).toBe(false);
  });

  it('an application closed by a move announces the interviews it cancels', async () => {
    const { applicationId, candidate } = await applicationAt(ctx, team);
    const res = await schedule(ctx, team.owner, applicationId, scheduleBody(team));
    const id: string = res.body.data._id;
    expect((await move(ctx, team.owner, applicationId, { from: 'interview', to: 'rejected' })).status).toBe(
      201,
    );
    const last = (await announced(id)).at(-1);
    expect(last).toEqual({
      event: { type: 'interview', applicationId, interviewId: id },
      to: ids(candidate, team.owner, team.recruiter, ...team.interviewers),
    });
    expect(await announced(id)).toHaveLength(2);
  });
});
