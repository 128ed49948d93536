// Scheduling an interview: who may, what it needs, what it writes and mails, and every refusal
// answered {success:false, message} with the database unchanged.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews, notifications } from '../../server/db/schema.ts';
import { fingerprint } from './db-fingerprint.ts';
import { createTestContext, type TestContext, type TestUser } from './harness.ts';
import {
  applicationAt,
  type Company,
  company,
  hoursFromNow,
  interviewMails,
  schedule,
  scheduleBody,
} from './interview-fixtures.ts';
import { makeRecruiter, unknownId } from './jobs-fixtures.ts';

let ctx: TestContext;
let team: Company;
let rival: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  team = await company(ctx);
  rival = await makeRecruiter(ctx, 'Rival Co');
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

describe('scheduling refusals change nothing', () => {
  const refusals: [string, number, string, (t: Company) => Record<string, unknown>][] = [
    [
      'a proposed time in the past',
      400,
      'A proposed time is in the past',
      () => ({ times: [hoursFromNow(-1)] }),
    ],
    [
      'one past time among future ones',
      400,
      'in the past',
      () => ({ times: [hoursFromNow(5), hoursFromNow(-5)] }),
    ],
    [
      'six times',
      400,
      'Propose at most 5 times',
      () => ({ times: [1, 2, 3, 4, 5, 6].map((h) => hoursFromNow(h * 24)) }),
    ],
    ['no time', 400, 'Give at least one time', () => ({ times: [] })],
    [
      'the same time twice',
      400,
      'The same time is proposed twice',
      () => ({ times: [hoursFromNow(9), hoursFromNow(9)] }),
    ],
    [
      'neither a place nor a video link',
      400,
      'Give a place or a video link',
      () => ({ videoUrl: undefined, location: '  ' }),
    ],
    [
      'an interviewer of another company',
      400,
      "member of your company's team",
      () => ({ interviewerIds: [rival.id] }),
    ],
    ['an unknown interviewer', 400, "member of your company's team", () => ({ interviewerIds: [unknownId] })],
    ['no interviewer', 400, 'Choose at least one interviewer', () => ({ interviewerIds: [] })],
    ['a length not offered', 400, 'The length must be one of', () => ({ durationMinutes: 50 })],
    ['an unknown time zone', 400, 'This time zone is not known', () => ({ timeZone: 'Mars/Olympus' })],
    [
      'a time without its offset',
      400,
      'A time must be a date and time',
      () => ({ times: ['2030-01-01T10:00:00'] }),
    ],
    [
      'a video link that is no web address',
      400,
      'The video link must be a web address',
      () => ({ videoUrl: 'zoom' }),
    ],
    ['no title', 400, 'The title is required', () => ({ title: ' ' })],
  ];
  it.each(refusals)('%s: %i', async (_what, status, message, change) => {
    const { applicationId } = await applicationAt(ctx, team);
    const before = await fingerprint(ctx);
    const res = await schedule(ctx, team.owner, applicationId, scheduleBody(team, change(team)));
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ success: false, message: expect.stringContaining(message) });
    expect(await fingerprint(ctx)).toEqual(before);
  });

  it('an application outside the Interview stage: 409', async () => {
    for (const stage of ['applied', 'screening', 'offer']) {
      const { applicationId } = await applicationAt(ctx, team, stage);
      const before = await fingerprint(ctx);
      const res = await schedule(ctx, team.owner, applicationId, scheduleBody(team));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        success: false,
        message: 'Interviews can only be scheduled for an application at the Interview stage',
      });
      expect(await fingerprint(ctx)).toEqual(before);
    }
  });

  it('by anyone but the company’s Owners and Recruiters: 403; an unknown application: 404', async () => {
    const { applicationId, candidate } = await applicationAt(ctx, team);
    const before = await fingerprint(ctx);
    for (const who of [candidate, rival, team.interviewers[0]]) {
      const res = await schedule(ctx, who, applicationId, scheduleBody(team));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        success: false,
        message: "Only the company's recruiters can schedule interviews",
      });
    }
    const unknown = await schedule(ctx, team.owner, unknownId, scheduleBody(team));
    expect(unknown.status).toBe(404);
    expect((await schedule(ctx, team.owner, 'nope', scheduleBody(team))).status).toBe(400);
    expect(await fingerprint(ctx)).toEqual(before);
    expect(await ctx.db.select().from(interviews).where(eq(interviews.applicationId, applicationId))).toEqual(
      [],
    );
  });
});
