// After scheduling: the candidate chooses a proposed time, the team reschedules and cancels, each
// read shows only what its reader may see, and the device reports its time zone.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.ts';
import { fingerprint } from './db-fingerprint.ts';
import { call, createTestContext, type TestContext, type TestUser } from './harness.ts';
import {
  applicationAt,
  type Company,
  company,
  hoursFromNow,
  interviewCall,
  interviewMails,
  schedule,
  scheduleBody,
} from './interview-fixtures.ts';
import { makeCandidate, makeRecruiter, unknownId } from './jobs-fixtures.ts';

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

/** The refusal's answer, and nothing changed anywhere. */
async function refused(attempt: () => ReturnType<typeof call>, status: number, message: string) {
  const before = await fingerprint(ctx);
  const res = await attempt();
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ success: false, message });
  expect(await fingerprint(ctx)).toEqual(before);
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
        () => interviewCall(ctx, candidate, 'POST', `${interview._id}/choose`, { startsAt }),
        400,
        'Choose one of the proposed times',
      );
    }
    await refused(
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
        () => interviewCall(ctx, who, 'POST', `${interview._id}/choose`, { startsAt: times[0] }),
        403,
        'Only the candidate can choose a time',
      );
    }
    expect(
      (await interviewCall(ctx, candidate, 'POST', `${interview._id}/choose`, { startsAt: times[0] })).status,
    ).toBe(200);
    await refused(
      () => interviewCall(ctx, candidate, 'POST', `${interview._id}/choose`, { startsAt: times[1] }),
      409,
      'This interview already has its time',
    );
  });
});

describe('the team reschedules and cancels', () => {
  it('a new time mails an update with a higher sequence; a removed interviewer is told it is cancelled', async () => {
    const { applicationId } = await applicationAt(ctx, team);
    const first = await schedule(ctx, team.recruiter, applicationId, scheduleBody(team));
    const id = first.body.data._id;
    const [kept, , dropped] = team.interviewers;
    const later = hoursFromNow(100);
    const res = await interviewCall(ctx, team.owner, 'PATCH', id, {
      times: [later],
      interviewerIds: [kept.id, team.interviewers[1].id],
      location: 'Rua Augusta 1, Lisbon',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ startsAt: later, sequence: 1, location: 'Rua Augusta 1, Lisbon' });
    const update = (await interviewMails(ctx, id)).filter((m) => m.causeKey.includes(':1:'));
    const toDropped = update.find((m) => m.toAddress === dropped.email);
    expect(toDropped?.data).toMatchObject({
      event: 'cancelled',
      calendar: { method: 'CANCEL', sequence: 1 },
    });
    expect(update.find((m) => m.toAddress === kept.email)?.data).toMatchObject({
      event: 'changed',
      calendar: { method: 'REQUEST', sequence: 1, startsAt: later },
    });
    expect(update).toHaveLength(4);
  });

  it('refuses an empty change, bad fields, a stranger and an unknown interview, changing nothing', async () => {
    const { applicationId, candidate } = await applicationAt(ctx, team);
    const id = (await schedule(ctx, team.owner, applicationId, scheduleBody(team))).body.data._id;
    await refused(
      () => interviewCall(ctx, team.owner, 'PATCH', id, {}),
      400,
      'Nothing to change: give the fields to change',
    );
    await refused(
      () => interviewCall(ctx, team.owner, 'PATCH', id, { times: [hoursFromNow(-2)] }),
      400,
      'A proposed time is in the past: choose times from now on',
    );
    await refused(
      () => interviewCall(ctx, team.owner, 'PATCH', id, { interviewerIds: [rival.id] }),
      400,
      "Every interviewer must be a member of your company's team",
    );
    for (const who of [candidate, rival, team.interviewers[0]]) {
      await refused(
        () => interviewCall(ctx, who, 'PATCH', id, { title: 'Mine now' }),
        403,
        "Only the company's recruiters can change its interviews",
      );
    }
    await refused(
      () => interviewCall(ctx, team.owner, 'PATCH', unknownId, { title: 'x' }),
      404,
      'Interview not found',
    );
  });

  it('cancelling mails METHOD:CANCEL to everyone; a cancelled interview changes no more', async () => {
    const { applicationId, candidate } = await applicationAt(ctx, team);
    const id = (await schedule(ctx, team.owner, applicationId, scheduleBody(team))).body.data._id;
    await refused(
      () => interviewCall(ctx, candidate, 'POST', `${id}/cancel`),
      403,
      "Only the company's recruiters can change its interviews",
    );
    const res = await interviewCall(ctx, team.recruiter, 'POST', `${id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', sequence: 1 });
    const cancels = (await interviewMails(ctx, id)).filter((m) => m.causeKey.includes(':1:'));
    expect(cancels).toHaveLength(4);
    expect(cancels.every((m) => (m.data.calendar as { method: string }).method === 'CANCEL')).toBe(true);
    await refused(
      () => interviewCall(ctx, team.owner, 'POST', `${id}/cancel`),
      409,
      'This interview is already cancelled',
    );
    await refused(
      () => interviewCall(ctx, team.owner, 'PATCH', id, { title: 'Again' }),
      409,
      'This interview was cancelled',
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
