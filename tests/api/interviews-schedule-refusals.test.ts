// Scheduling an interview: who may, what it needs, and every refusal answered
// {success:false, message} with the database unchanged.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews } from '../../server/db/schema.ts';
import { fingerprint } from './db-fingerprint.ts';
import { createTestContext, type TestContext, type TestUser } from './harness.ts';
import {
  applicationAt,
  type Company,
  company,
  hoursFromNow,
  schedule,
  scheduleBody,
} from './interview-scheduling-fixtures.ts';
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
    [
      'a javascript: video link',
      400,
      'The video link must be a web address (https://…)',
      () => ({ videoUrl: 'javascript:alert(document.cookie)' }),
    ],
    [
      'a data: video link',
      400,
      'The video link must be a web address (https://…)',
      () => ({ videoUrl: 'data:text/html,<script>alert(1)</script>' }),
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
