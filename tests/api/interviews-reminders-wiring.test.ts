// Every write of an interview through its routes keeps its reminders in step: scheduled at a time,
// 24 hours and 1 hour before for the candidate and each interviewer; proposed, none until chosen;
// moved, the new time's; cancelled, none.
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewReminders } from '../../server/db/schema.ts';
import { createTestContext, type TestContext } from './harness.ts';
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
  team = await company(ctx);
});
afterAll(() => ctx.close());

/** The interview's unsent reminders as "minutes before @ start", one per person. */
async function waiting(interviewId: string) {
  const rows = await ctx.db
    .select()
    .from(interviewReminders)
    .where(eq(interviewReminders.interviewId, interviewId));
  return rows
    .filter((r) => r.sentAt === null)
    .map((r) => `${r.userId} ${r.minutesBefore} @ ${r.startsAt.toISOString()}`)
    .sort();
}
const expected = (people: string[], startsAt: string) =>
  people.flatMap((id) => [`${id} 1440 @ ${startsAt}`, `${id} 60 @ ${startsAt}`]).sort();

describe('reminders follow the interview routes', () => {
  it('schedule, reschedule and cancel', async () => {
    const { candidate, applicationId } = await applicationAt(ctx, team);
    const people = [candidate.id, ...team.interviewers.map((u) => u.id)];
    const first = hoursFromNow(48);
    const res = await schedule(ctx, team.owner, applicationId, scheduleBody(team, { times: [first] }));
    expect(res.status).toBe(201);
    const id = res.body.data._id;
    expect(await waiting(id)).toEqual(expected(people, first));

    const later = hoursFromNow(72);
    expect((await interviewCall(ctx, team.owner, 'PATCH', id, { times: [later] })).status).toBe(200);
    expect(await waiting(id)).toEqual(expected(people, later));

    expect((await interviewCall(ctx, team.owner, 'POST', `${id}/cancel`)).status).toBe(200);
    expect(await waiting(id)).toEqual([]);
  });

  it('proposed times wait for the candidate; choosing one writes its reminders', async () => {
    const { candidate, applicationId } = await applicationAt(ctx, team);
    const times = [hoursFromNow(30), hoursFromNow(54)];
    const res = await schedule(ctx, team.owner, applicationId, scheduleBody(team, { times }));
    const id = res.body.data._id;
    expect(await waiting(id)).toEqual([]);
    const chosen = await interviewCall(ctx, candidate, 'POST', `${id}/choose`, { startsAt: times[1] });
    expect(chosen.status).toBe(200);
    const people = [candidate.id, ...team.interviewers.map((u) => u.id)];
    expect(await waiting(id)).toEqual(expected(people, String(times[1])));
    const pending = await ctx.db.select().from(interviewReminders).where(isNull(interviewReminders.sentAt));
    expect(pending.every((r) => r.dueAt.getTime() > Date.now())).toBe(true);
  });
});
