// Interview reminders end to end on one server: syncInterviewReminders writes due rows from the
// interview's row, the sweep sends each once it is due (a bell, and a mail through real SMTP to the
// local catcher), and reschedules and cancels replace or remove what has not gone yet.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  interviewInterviewers,
  interviews,
  mailOutbox,
  notificationPreferences,
  notifications,
  users,
} from '../../server/db/schema.ts';
import { listMail, waitForMail } from '../mail-inbox.ts';
import { call, createTestContext, type TestContext } from './harness.ts';
import { dueNow, hoursFromNow, remindersOf, scheduleInterview, sync } from './reminder-fixtures.ts';
import { startPushStandIn } from './push-standin.ts';

const origin = 'https://hireloop.example.com';
let ctx: TestContext;
let standIn: Awaited<ReturnType<typeof startPushStandIn>>;
beforeAll(async () => {
  standIn = await startPushStandIn();
  ctx = await createTestContext({
    env: { SMTP_URL: process.env.SMTP_URL ?? '', PUBLIC_ORIGIN: origin, PUSH_STANDIN_ORIGIN: standIn.origin },
  });
});
afterAll(async () => {
  await ctx.close();
  await standIn.close();
});

/** The sweep, then the mail worker, until neither has anything due. */
async function sendDue() {
  await ctx.app.reminderSweep.idle();
  await ctx.app.mailWorker.idle();
}
const bellsOf = (userId: string) =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'interview-reminder')));
const ms = (d: Date) => d.getTime();

describe('syncInterviewReminders', () => {
  it('writes a reminder 24 hours and 1 hour before, for the candidate and each interviewer', async () => {
    const startsAt = hoursFromNow(72);
    const interview = await scheduleInterview(ctx, { startsAt, interviewers: 2 });
    const rows = await remindersOf(ctx, interview.id);
    const people = [interview.candidate, ...interview.interviewers].map((u) => u.id).sort();
    expect(rows).toHaveLength(6);
    for (const minutesBefore of [1440, 60]) {
      const of = rows.filter((r) => r.minutesBefore === minutesBefore);
      expect(of.map((r) => r.userId).sort()).toEqual(people);
      for (const r of of) expect(ms(r.dueAt)).toBe(ms(startsAt) - minutesBefore * 60_000);
    }
    expect(rows.every((r) => r.sentAt === null)).toBe(true);
  });

  it('skips a reminder already in the past', async () => {
    const soon = await scheduleInterview(ctx, { startsAt: hoursFromNow(2) });
    expect((await remindersOf(ctx, soon.id)).map((r) => r.minutesBefore)).toEqual([60, 60]);
    const sooner = await scheduleInterview(ctx, { startsAt: hoursFromNow(0.5) });
    expect(await remindersOf(ctx, sooner.id)).toEqual([]);
  });

  it('removes what waits for an interviewer taken off the interview', async () => {
    const interview = await scheduleInterview(ctx, { startsAt: hoursFromNow(48), interviewers: 2 });
    const [kept, removed] = interview.interviewers;
    if (!kept || !removed) throw new Error('two interviewers expected');
    await ctx.db
      .delete(interviewInterviewers)
      .where(
        and(
          eq(interviewInterviewers.interviewId, interview.id),
          eq(interviewInterviewers.userId, removed.id),
        ),
      );
    await sync(ctx, interview.id);
    const people = new Set((await remindersOf(ctx, interview.id)).map((r) => r.userId));
    expect(people).toEqual(new Set([interview.candidate.id, kept.id]));
  });

  it('writes nothing for proposed times, and removes what waits on a cancel', async () => {
    const interview = await scheduleInterview(ctx, { startsAt: hoursFromNow(48) });
    expect(await remindersOf(ctx, interview.id)).toHaveLength(4);
    await ctx.db
      .update(interviews)
      .set({ status: 'proposed', startsAt: null })
      .where(eq(interviews.id, interview.id));
    await sync(ctx, interview.id);
    expect(await remindersOf(ctx, interview.id)).toEqual([]);
    await ctx.db
      .update(interviews)
      .set({ status: 'scheduled', startsAt: hoursFromNow(48) })
      .where(eq(interviews.id, interview.id));
    await sync(ctx, interview.id);
    expect(await remindersOf(ctx, interview.id)).toHaveLength(4);
    await ctx.db.update(interviews).set({ status: 'cancelled' }).where(eq(interviews.id, interview.id));
    await sync(ctx, interview.id);
    expect(await remindersOf(ctx, interview.id)).toEqual([]);
  });
});

describe('the reminder sweep', () => {
  it('sends a due reminder once: a bell and a mail in each person’s time zone, named', async () => {
    // 14:00 UTC, two days ahead, on a whole hour so the time shown is exact.
    const startsAt = new Date(Math.ceil(Date.now() / 86_400_000) * 86_400_000 + 86_400_000 + 14 * 3600_000);
    const interview = await scheduleInterview(ctx, { startsAt, interviewers: 1, timeZone: 'Europe/Lisbon' });
    const [interviewer] = interview.interviewers;
    if (!interviewer) throw new Error('no interviewer');
    await ctx.db.update(users).set({ timeZone: 'America/New_York' }).where(eq(users.id, interviewer.id));
    await dueNow(ctx, interview.id, 60);
    await sendDue();

    const toCandidate = await waitForMail(interview.candidate.email);
    expect(toCandidate.subject).toBe('Reminder: Technical interview in 1 hour');
    const lisbon = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Lisbon',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(startsAt);
    expect(toCandidate.text).toContain(`at ${lisbon} `);
    expect(toCandidate.text).toContain('(Europe/Lisbon)');
    expect(toCandidate.html).toContain(`href="${origin}/applications/${interview.applicationId}"`);
    const toInterviewer = await waitForMail(interviewer.email);
    expect(toInterviewer.text).toContain('(America/New_York)');
    expect(toInterviewer.text).toContain('at 09:00 Eastern Standard Time');

    const [bell] = await bellsOf(interviewer.id);
    expect(bell?.text).toMatch(
      /^Technical interview for .+ starts in 1 hour: .+ at 09:00 Eastern Standard Time \(America\/New_York\)$/,
    );
    expect(bell?.link).toBe(`/applications/${interview.applicationId}`);

    // Swept again, synced again after an edit, swept again: nothing goes twice.
    await sync(ctx, interview.id);
    await dueNow(ctx, interview.id, 60);
    await sendDue();
    expect(await listMail(interview.candidate.email)).toHaveLength(1);
    expect(await listMail(interviewer.email)).toHaveLength(1);
    expect(await bellsOf(interview.candidate.id)).toHaveLength(1);
    const rows = await remindersOf(ctx, interview.id);
    expect(rows.filter((r) => r.minutesBefore === 60).every((r) => r.sentAt !== null)).toBe(true);
    expect(rows.filter((r) => r.minutesBefore === 1440).every((r) => r.sentAt === null)).toBe(true);
  });

  it('pushes to a device subscribed after the interview was scheduled', async () => {
    const interview = await scheduleInterview(ctx, { startsAt: hoursFromNow(30) });
    const device = standIn.device();
    const subscribed = await call(ctx, 'POST', '/api/push/subscriptions', {
      token: interview.candidate.token,
      body: device.subscription,
    });
    expect(subscribed.status).toBe(201);
    await dueNow(ctx, interview.id, 1440);
    await ctx.app.reminderSweep.idle();
    await ctx.app.pushWorker.idle();
    const pushed = standIn.deliveries.filter((d) => d.device === device.id);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]?.payload).toMatchObject({
      title: 'Application update',
      url: `/applications/${interview.applicationId}`,
    });
    expect(String(pushed[0]?.payload.body)).toMatch(/^Technical interview for .+ starts in 24 hours: /);
    expect(standIn.failures).toEqual([]);
  });

  it('sends the new time after a reschedule, never the old one', async () => {
    const interview = await scheduleInterview(ctx, { startsAt: hoursFromNow(30) });
    const moved = hoursFromNow(50);
    await ctx.db.update(interviews).set({ startsAt: moved }).where(eq(interviews.id, interview.id));
    await sync(ctx, interview.id);
    const rows = await remindersOf(ctx, interview.id);
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => ms(r.startsAt) === ms(moved))).toBe(true);
    await dueNow(ctx, interview.id, 1440);
    await sendDue();
    const mail = await waitForMail(interview.candidate.email);
    expect(mail.subject).toBe('Reminder: Technical interview in 24 hours');
    const day = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Lisbon',
      day: 'numeric',
      month: 'long',
    }).format(moved);
    expect(mail.text).toContain(day);
    expect(await listMail(interview.candidate.email)).toHaveLength(1);
  });

  it('drops a due reminder whose interview moved without a sync, rather than send the old time', async () => {
    const interview = await scheduleInterview(ctx, { startsAt: hoursFromNow(30) });
    await ctx.db
      .update(interviews)
      .set({ startsAt: hoursFromNow(40) })
      .where(eq(interviews.id, interview.id));
    await dueNow(ctx, interview.id, 1440);
    await sendDue();
    expect((await remindersOf(ctx, interview.id)).map((r) => r.minutesBefore)).toEqual([60, 60]);
    expect(await bellsOf(interview.candidate.id)).toEqual([]);
  });

  it('leaves the mail out for someone who turned decisions email off; the bell still rings', async () => {
    const interview = await scheduleInterview(ctx, { startsAt: hoursFromNow(30) });
    await ctx.db
      .insert(notificationPreferences)
      .values({ userId: interview.candidate.id, kind: 'decisions', email: false });
    await dueNow(ctx, interview.id, 1440);
    await sendDue();
    expect(await bellsOf(interview.candidate.id)).toHaveLength(1);
    const queued = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.userId, interview.candidate.id));
    expect(queued).toEqual([]);
    const [interviewer] = interview.interviewers;
    await waitForMail(interviewer?.email ?? '');
  });
});

describe('a reschedule after the sweep, before the mail went', () => {
  let quiet: TestContext;
  // No SMTP_URL: swept mails wait in the outbox, as they do for the moment after a sweep.
  beforeAll(async () => {
    quiet = await createTestContext();
  });
  afterAll(() => quiet.close());

  it('withdraws the waiting mails of the old time', async () => {
    const interview = await scheduleInterview(quiet, { startsAt: hoursFromNow(30) });
    await dueNow(quiet, interview.id, 1440);
    await quiet.app.reminderSweep.idle();
    const waiting = () =>
      quiet.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'interview-reminder'), sql`${mailOutbox.sentAt} is null`));
    const before = await waiting();
    expect(before.filter((m) => m.userId === interview.candidate.id)).toHaveLength(1);
    await quiet.db
      .update(interviews)
      .set({ startsAt: hoursFromNow(50) })
      .where(eq(interviews.id, interview.id));
    await sync(quiet, interview.id);
    const people = new Set([interview.candidate.id, ...interview.interviewers.map((u) => u.id)]);
    expect((await waiting()).filter((m) => people.has(m.userId ?? ''))).toEqual([]);
    // The old time's sent rows stay; the new time has its own, waiting.
    const rows = await remindersOf(quiet, interview.id);
    expect(rows.filter((r) => r.sentAt !== null)).toHaveLength(2);
    expect(rows.filter((r) => r.sentAt === null)).toHaveLength(4);
  });
});
