// An application that closes (rejected, hired, withdrawn) cancels its interviews still to come in
// the same transaction, as the cancel route would: status, SEQUENCE, METHOD:CANCEL, reminders.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewReminders, interviews } from '../../server/db/schema.ts';
import { call, createTestContext, type TestContext, type TestUser } from './harness.ts';
import { move } from './hiring-fixtures.ts';
import {
  applicationAt,
  type Company,
  company,
  hoursFromNow,
  interviewMails,
  schedule,
  scheduleBody,
} from './interview-scheduling-fixtures.ts';

let ctx: TestContext;
let team: Company;
beforeAll(async () => {
  ctx = await createTestContext();
  team = await company(ctx, 'Closing Co');
});
afterAll(() => ctx.close());

const rowOf = async (id: string) => (await ctx.db.select().from(interviews).where(eq(interviews.id, id)))[0];
const remindersOf = (id: string) =>
  ctx.db.select().from(interviewReminders).where(eq(interviewReminders.interviewId, id));

/** An application at Interview with one scheduled and one proposed interview, both ahead. */
async function withInterviews() {
  const app = await applicationAt(ctx, team);
  const one = await schedule(ctx, team.owner, app.applicationId, scheduleBody(team));
  const two = await schedule(
    ctx,
    team.owner,
    app.applicationId,
    scheduleBody(team, { times: [hoursFromNow(30), hoursFromNow(54)] }),
  );
  expect([one.status, two.status]).toEqual([201, 201]);
  const scheduled: string = one.body.data._id;
  expect(await remindersOf(scheduled)).toHaveLength(8);
  return { ...app, scheduled, proposed: two.body.data._id as string };
}

async function expectCancelledForEveryone(id: string, candidate: TestUser) {
  expect(await rowOf(id)).toMatchObject({ status: 'cancelled', sequence: 1 });
  const mails = (await interviewMails(ctx, id)).filter((m) => m.causeKey.includes(':1:'));
  expect(mails.map((m) => m.toAddress).sort()).toEqual(
    [candidate, ...team.interviewers].map((u) => u.email).sort(),
  );
  expect(mails.every((m) => (m.data as { event: string }).event === 'cancelled')).toBe(true);
  expect(await remindersOf(id)).toEqual([]);
}

describe('an application that closes cancels its interviews still to come', () => {
  it('a move to Rejected: the scheduled one goes off calendars (CANCEL), the proposed one is cancelled', async () => {
    const { applicationId, candidate, scheduled, proposed } = await withInterviews();
    const res = await move(ctx, team.recruiter, applicationId, { from: 'interview', to: 'rejected' });
    expect(res.status).toBe(201);
    await expectCancelledForEveryone(scheduled, candidate);
    await expectCancelledForEveryone(proposed, candidate);
    const cancels = (await interviewMails(ctx, scheduled)).filter((m) => m.causeKey.includes(':1:'));
    const methods = cancels.map((m) => (m.data as { calendar: { method: string } }).calendar.method);
    expect(methods).toEqual(['CANCEL', 'CANCEL', 'CANCEL', 'CANCEL']);
  });

  it('the old portal’s accept (Hired) cancels them too', async () => {
    const { applicationId, candidate, scheduled, proposed } = await withInterviews();
    const res = await call(ctx, 'PUT', `/api/recruiter/acceptJob/${applicationId}`, {
      token: team.owner.token,
    });
    expect(res.status).toBe(200);
    await expectCancelledForEveryone(scheduled, candidate);
    await expectCancelledForEveryone(proposed, candidate);
  });

  it('the candidate’s withdrawal cancels them too', async () => {
    const { applicationId, candidate, scheduled, proposed } = await withInterviews();
    const res = await call(ctx, 'PUT', `/api/candidate/withdraw/${applicationId}`, {
      token: candidate.token,
    });
    expect(res.status).toBe(200);
    await expectCancelledForEveryone(scheduled, candidate);
    await expectCancelledForEveryone(proposed, candidate);
  });

  it('leaves past and cancelled interviews as they were, and a move to Offer leaves them all', async () => {
    const { applicationId, scheduled } = await withInterviews();
    const [past] = await ctx.db
      .insert(interviews)
      .values({
        applicationId,
        title: 'Yesterday',
        durationMinutes: 30,
        location: 'Office',
        startsAt: new Date(Date.now() - 86_400_000),
        timeZone: 'Europe/Lisbon',
        status: 'scheduled',
      })
      .returning();
    await ctx.db
      .update(interviews)
      .set({ status: 'cancelled', sequence: 4 })
      .where(eq(interviews.id, scheduled));
    expect((await move(ctx, team.owner, applicationId, { from: 'interview', to: 'offer' })).status).toBe(201);
    const offered = await ctx.db.select().from(interviews).where(eq(interviews.applicationId, applicationId));
    expect(offered.filter((r) => r.status === 'proposed' && r.sequence === 0)).toHaveLength(1);

    expect((await move(ctx, team.owner, applicationId, { from: 'offer', to: 'rejected' })).status).toBe(201);
    expect(await rowOf(past?.id ?? '')).toMatchObject({ status: 'scheduled', sequence: 0 });
    expect(await rowOf(scheduled)).toMatchObject({ status: 'cancelled', sequence: 4 });
    expect(await interviewMails(ctx, past?.id ?? '')).toEqual([]);
  });
});
