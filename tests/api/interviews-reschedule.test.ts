// The team reschedules and cancels an interview: each change mails everyone with the invitation's
// SEQUENCE raised, and every refusal changes nothing.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewInterviewers, interviewReminders } from '../../server/db/schema.ts';
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

  it('an empty video link removes it: the interview moves to a place, never to nowhere', async () => {
    const { applicationId } = await applicationAt(ctx, team);
    const id = (await schedule(ctx, team.owner, applicationId, scheduleBody(team))).body.data._id;
    await refused(
      ctx,
      () => interviewCall(ctx, team.owner, 'PATCH', id, { videoUrl: '' }),
      400,
      'Give a place or a video link for the interview',
    );
    const moved = await interviewCall(ctx, team.owner, 'PATCH', id, {
      videoUrl: '',
      location: 'Head office',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ videoUrl: null, location: 'Head office', sequence: 1 });
    // A form's empty video field beside a place schedules in person.
    const { applicationId: other } = await applicationAt(ctx, team);
    const inPerson = await schedule(
      ctx,
      team.owner,
      other,
      scheduleBody(team, { videoUrl: '', location: 'Lab 2' }),
    );
    expect(inPerson.body.data).toMatchObject({ videoUrl: null, location: 'Lab 2' });
  });

  it('refuses an empty change, bad fields, a stranger and an unknown interview, changing nothing', async () => {
    const { applicationId, candidate } = await applicationAt(ctx, team);
    const id = (await schedule(ctx, team.owner, applicationId, scheduleBody(team))).body.data._id;
    await refused(
      ctx,
      () => interviewCall(ctx, team.owner, 'PATCH', id, {}),
      400,
      'Nothing to change: give the fields to change',
    );
    await refused(
      ctx,
      () => interviewCall(ctx, team.owner, 'PATCH', id, { times: [hoursFromNow(-2)] }),
      400,
      'A proposed time is in the past: choose times from now on',
    );
    await refused(
      ctx,
      () => interviewCall(ctx, team.owner, 'PATCH', id, { interviewerIds: [rival.id] }),
      400,
      "Every interviewer must be a member of your company's team",
    );
    for (const who of [candidate, rival, team.interviewers[0]]) {
      await refused(
        ctx,
        () => interviewCall(ctx, who, 'PATCH', id, { title: 'Mine now' }),
        403,
        "Only the company's recruiters can change its interviews",
      );
    }
    await refused(
      ctx,
      () => interviewCall(ctx, team.owner, 'PATCH', unknownId, { title: 'x' }),
      404,
      'Interview not found',
    );
  });

  it('cancelling mails METHOD:CANCEL to everyone; a cancelled interview changes no more', async () => {
    const { applicationId, candidate } = await applicationAt(ctx, team);
    const id = (await schedule(ctx, team.owner, applicationId, scheduleBody(team))).body.data._id;
    await refused(
      ctx,
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
      ctx,
      () => interviewCall(ctx, team.owner, 'POST', `${id}/cancel`),
      409,
      'This interview is already cancelled',
    );
    await refused(
      ctx,
      () => interviewCall(ctx, team.owner, 'PATCH', id, { title: 'Again' }),
      409,
      'This interview was cancelled',
    );
  });
});

describe('a member the owner removes from the team', () => {
  it('is taken off the interviews still to come: cancelled for them, updated for the others', async () => {
    const removal = await company(ctx, 'Removal Co');
    const { applicationId } = await applicationAt(ctx, removal);
    const scheduled = await schedule(ctx, removal.recruiter, applicationId, scheduleBody(removal));
    const id = scheduled.body.data._id;
    const [leaving, ...staying] = removal.interviewers;
    const res = await call(ctx, 'DELETE', `/api/team/members/${leaving.id}`, { token: removal.owner.token });
    expect(res.status).toBe(200);
    const onIt = await ctx.db
      .select()
      .from(interviewInterviewers)
      .where(eq(interviewInterviewers.interviewId, id));
    expect(onIt.map((r) => r.userId).sort()).toEqual(staying.map((u) => u.id).sort());
    const reminders = await ctx.db
      .select()
      .from(interviewReminders)
      .where(and(eq(interviewReminders.interviewId, id), eq(interviewReminders.userId, leaving.id)));
    expect(reminders).toEqual([]);
    const update = (await interviewMails(ctx, id)).filter((m) => m.causeKey.includes(':1:'));
    expect(update.find((m) => m.toAddress === leaving.email)?.data).toMatchObject({
      event: 'cancelled',
      calendar: { method: 'CANCEL', sequence: 1 },
    });
    expect(update.find((m) => m.toAddress === staying[0].email)?.data).toMatchObject({
      event: 'changed',
      calendar: { method: 'REQUEST', sequence: 1 },
    });
  });
});
