// The candidate chooses a proposed time; each read shows only what its reader may see; the device
// reports its time zone.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.ts';
import { call, createTestContext, type TestContext, type TestUser } from './harness.ts';
import {
  applicationAt,
  type Company,
  company,
  hoursFromNow,
  interviewCall,
  interviewMails,
  refused,
  schedule,
  scheduleBody,
} from './interview-scheduling-fixtures.ts';
import { makeCandidate, makeRecruiter } from './jobs-fixtures.ts';

let ctx: TestContext;
let team: Company;
let rival: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  team = await company(ctx);
  rival = await makeRecruiter(ctx, 'Rival Co');
});
afterAll(() => ctx.close());

async function proposed(times = [hoursFromNow(30), hoursFromNow(54)]) {
  const app = await applicationAt(ctx, team);
  const res = await schedule(ctx, team.owner, app.applicationId, scheduleBody(team, { times }));
  expect(res.status).toBe(201);
  return { ...app, interview: res.body.data, times };
}

describe('the candidate chooses a proposed time', () => {
  it('schedules it at that time, raises the sequence and mails everyone the invitation', async () => {
    const { candidate, interview, times } = await proposed();
    const res = await interviewCall(ctx, candidate, 'POST', `${interview._id}/choose`, {
      startsAt: times[1],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'scheduled',
      startsAt: times[1],
      proposedTimes: [],
      sequence: 1,
    });
    const mails = (await interviewMails(ctx, interview._id)).filter((m) => m.causeKey.includes(':1:'));
    expect(mails.map((m) => m.toAddress).sort()).toEqual(
      [candidate, ...team.interviewers].map((u) => u.email).sort(),
    );
    expect(mails.every((m) => (m.data.calendar as { method: string }).method === 'REQUEST')).toBe(true);
  });

  it('a time that was not proposed: 400, nothing changes', async () => {
    const { candidate, interview } = await proposed();
    for (const startsAt of [hoursFromNow(31), '2030-01-01T10:00:00Z']) {
      await refused(
        ctx,
        () => interviewCall(ctx, candidate, 'POST', `${interview._id}/choose`, { startsAt }),
        400,
        'Choose one of the proposed times',
      );
    }
    await refused(
      ctx,
      () => interviewCall(ctx, candidate, 'POST', `${interview._id}/choose`, { startsAt: 'soon' }),
      400,
      'A time must be a date and time',
    );
  });

  it('only its candidate, and only while times are proposed', async () => {
    const { candidate, interview, times } = await proposed();
    const other = await makeCandidate(ctx);
    for (const who of [other, team.owner, team.interviewers[0]]) {
      await refused(
        ctx,
        () => interviewCall(ctx, who, 'POST', `${interview._id}/choose`, { startsAt: times[0] }),
        403,
        'Only the candidate can choose a time',
      );
    }
    expect(
      (await interviewCall(ctx, candidate, 'POST', `${interview._id}/choose`, { startsAt: times[0] })).status,
    ).toBe(200);
    await refused(
      ctx,
      () => interviewCall(ctx, candidate, 'POST', `${interview._id}/choose`, { startsAt: times[1] }),
      409,
      'This interview already has its time',
    );
  });
});

describe('reading an application’s interviews', () => {
  it('the team and the candidate see all; an interviewer only theirs; anyone else nothing', async () => {
    const { applicationId, candidate } = await applicationAt(ctx, team);
    const [a, b] = team.interviewers;
    const withA = await schedule(
      ctx,
      team.owner,
      applicationId,
      scheduleBody(team, { interviewerIds: [a.id] }),
    );
    const withB = await schedule(
      ctx,
      team.owner,
      applicationId,
      scheduleBody(team, { interviewerIds: [b.id] }),
    );
    const read = (who: TestUser) =>
      call(ctx, 'GET', `/api/applications/${applicationId}/interviews`, { token: who.token });
    for (const who of [team.owner, team.recruiter, candidate]) {
      expect((await read(who)).body.data.map((i: { _id: string }) => i._id)).toEqual([
        withB.body.data._id,
        withA.body.data._id,
      ]);
    }
    expect((await read(a)).body.data.map((i: { _id: string }) => i._id)).toEqual([withA.body.data._id]);
    expect((await read(team.interviewers[2])).status).toBe(403);
    expect((await read(rival)).status).toBe(403);
    expect((await read(await makeCandidate(ctx))).status).toBe(403);
  });
});

describe('the device reports its time zone', () => {
  it('is stored and used for the times in that person’s mails; an unknown zone is refused', async () => {
    const { applicationId, candidate } = await applicationAt(ctx, team);
    const res = await call(ctx, 'PUT', '/api/account/time-zone', {
      token: candidate.token,
      body: { timeZone: 'Asia/Tokyo' },
    });
    expect(res.status).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, candidate.id));
    expect(row?.timeZone).toBe('Asia/Tokyo');
    await refused(
      ctx,
      () =>
        call(ctx, 'PUT', '/api/account/time-zone', {
          token: candidate.token,
          body: { timeZone: 'Nowhere/City' },
        }),
      400,
      'This time zone is not known',
    );
    const id = (await schedule(ctx, team.owner, applicationId, scheduleBody(team))).body.data._id;
    const mails = await interviewMails(ctx, id);
    expect(mails.find((m) => m.toAddress === candidate.email)?.data.timeZone).toBe('Asia/Tokyo');
    expect(mails.find((m) => m.toAddress === team.interviewers[0].email)?.data.timeZone).toBe(
      'Europe/Lisbon',
    );
  });
});
