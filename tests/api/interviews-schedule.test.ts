// Scheduling an interview: what it writes and mails, whom it pushes, and the warning it goes
// through with (refusals: interviews-schedule-refusals.test.ts).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createECDH, randomBytes } from 'node:crypto';
import { notifications, pushOutbox, pushSubscriptions } from '../../server/db/schema.ts';
import { createTestContext, type TestContext } from './harness.ts';
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
  team = await company(ctx);
});
afterAll(() => ctx.close());

describe('scheduling an interview', () => {
  it('one time schedules it and queues one mail per person, with the candidate told in app', async () => {
    const { applicationId, candidate } = await applicationAt(ctx, team);
    const at = hoursFromNow(30);
    const res = await schedule(ctx, team.recruiter, applicationId, scheduleBody(team, { times: [at] }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Interview scheduled', warnings: [] });
    expect(res.body.data).toMatchObject({
      status: 'scheduled',
      startsAt: at,
      proposedTimes: [],
      sequence: 0,
    });
    expect(res.body.data.interviewers.map((i: { userId: string }) => i.userId).sort()).toEqual(
      team.interviewers.map((u) => u.id).sort(),
    );
    const mails = await interviewMails(ctx, res.body.data._id);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(
      [candidate, ...team.interviewers].map((u) => u.email).sort(),
    );
    expect(mails.every((m) => (m.data.calendar as { method: string }).method === 'REQUEST')).toBe(true);
    const bells = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, candidate.id), eq(notifications.kind, 'interview')));
    expect(bells.map((b) => b.text)).toEqual([
      'An interview is scheduled: Platform Engineer at Interview Co',
    ]);
  });

  it("pushes the candidate's devices that take news of their applications", async () => {
    const { applicationId, candidate } = await applicationAt(ctx, team);
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const [device] = await ctx.db
      .insert(pushSubscriptions)
      .values({
        userId: candidate.id,
        endpoint: `https://fcm.googleapis.com/fcm/send/interview-${randomBytes(4).toString('hex')}`,
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
        topics: ['decisions'],
      })
      .returning();
    const times = [hoursFromNow(30), hoursFromNow(40)];
    expect((await schedule(ctx, team.owner, applicationId, scheduleBody(team, { times }))).status).toBe(201);
    const pushes = await ctx.db.select().from(pushOutbox).where(eq(pushOutbox.subscriptionId, device!.id));
    expect(pushes.map((p) => [p.topic, p.body, p.url])).toEqual([
      [
        'decisions',
        'Choose a time for your interview: Platform Engineer at Interview Co',
        `/applications/${applicationId}`,
      ],
    ]);
  });

  it('two to five times are proposed: no time yet, the candidate gets a link to choose', async () => {
    const { applicationId, candidate } = await applicationAt(ctx, team);
    const times = [hoursFromNow(74), hoursFromNow(50), hoursFromNow(26)];
    const res = await schedule(ctx, team.owner, applicationId, scheduleBody(team, { times }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Times proposed to the candidate');
    expect(res.body.data).toMatchObject({
      status: 'proposed',
      startsAt: null,
      proposedTimes: [...times].sort(),
    });
    const mails = await interviewMails(ctx, res.body.data._id);
    expect(mails).toHaveLength(4);
    // Nothing for calendars until a time is chosen.
    expect(mails.every((m) => m.data.calendar === null && m.data.event === 'proposed')).toBe(true);
    const toCandidate = mails.find((m) => m.toAddress === candidate.email);
    expect(toCandidate?.data).toMatchObject({ forCandidate: true, link: `/applications/${applicationId}` });
  });

  it('goes through with a warning naming an interviewer already busy at that time', async () => {
    const busy = team.interviewers[0];
    const first = await applicationAt(ctx, team);
    const second = await applicationAt(ctx, team);
    const at = new Date(Date.UTC(2030, 5, 3, 13, 0)).toISOString();
    const a = await schedule(
      ctx,
      team.owner,
      first.applicationId,
      scheduleBody(team, { interviewerIds: [busy.id], times: [at] }),
    );
    expect(a.status).toBe(201);
    const halfAnHourLater = new Date(Date.UTC(2030, 5, 3, 13, 30)).toISOString();
    const b = await schedule(
      ctx,
      team.owner,
      second.applicationId,
      scheduleBody(team, { interviewerIds: [busy.id, team.interviewers[1].id], times: [halfAnHourLater] }),
    );
    expect(b.status).toBe(201);
    expect(b.body.warnings).toEqual([
      `${busy.username} already has an interview on Monday, 3 June 2030, 14:00–15:00 (Europe/Lisbon)`,
    ]);
    // Right after the first one ends: no overlap.
    const third = await applicationAt(ctx, team);
    const after = new Date(Date.UTC(2030, 5, 3, 14, 0)).toISOString();
    const c = await schedule(
      ctx,
      team.owner,
      third.applicationId,
      scheduleBody(team, { interviewerIds: [busy.id], times: [after] }),
    );
    expect(c.body.warnings).toEqual([expect.stringContaining(busy.username)]);
  });
});
