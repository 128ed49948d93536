// An application at the Interview stage of a company with an owner, a recruiter and three
// interviewers, every address confirmed (interview mail goes to confirmed addresses only), made
// through the real routes; and the interview calls.
import { and, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { expect } from 'vitest';
import { mailOutbox, users } from '../../server/db/schema.ts';
import { renderMail } from '../../server/delivery/mail/render.ts';
import { call, type TestContext, type TestUser } from './harness.ts';
import { applyAs, move } from './hiring-fixtures.ts';
import { makeCandidate, makeRecruiter, postJob } from './jobs-fixtures.ts';
import { teammate } from './team-fixtures.ts';

export type Company = {
  owner: TestUser;
  recruiter: TestUser;
  interviewers: [TestUser, TestUser, TestUser];
};

const confirm = (ctx: TestContext, user: TestUser) =>
  ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));

export async function company(ctx: TestContext, name = 'Interview Co'): Promise<Company> {
  const owner = await makeRecruiter(ctx, name);
  const team = {
    owner,
    recruiter: await teammate(ctx, owner, 'recruiter'),
    interviewers: [
      await teammate(ctx, owner, 'interviewer'),
      await teammate(ctx, owner, 'interviewer'),
      await teammate(ctx, owner, 'interviewer'),
    ] as Company['interviewers'],
  };
  for (const user of [team.owner, team.recruiter, ...team.interviewers]) await confirm(ctx, user);
  return team;
}

/** A new candidate's application to a new job of the company, moved to `stage`. */
export async function applicationAt(ctx: TestContext, team: Company, stage = 'interview') {
  const job = await postJob(ctx, team.owner, { JobTitle: 'Platform Engineer', CompanyName: 'Interview Co' });
  const candidate = await makeCandidate(ctx);
  await confirm(ctx, candidate);
  const applicationId = await applyAs(ctx, candidate, job._id);
  if (stage !== 'applied') {
    const moved = await move(ctx, team.owner, applicationId, { from: 'applied', to: stage });
    expect(moved.status).toBe(201);
  }
  return { candidate, applicationId, job };
}

/** An instant `hours` from now, on the minute. */
export const hoursFromNow = (hours: number) =>
  new Date(Math.floor((Date.now() + hours * 3600_000) / 60_000) * 60_000).toISOString();

export const scheduleBody = (team: Company, overrides: Record<string, unknown> = {}) => ({
  title: 'Technical interview',
  durationMinutes: 60,
  videoUrl: 'https://meet.example.com/abc-defg',
  interviewerIds: team.interviewers.map((u) => u.id),
  times: [hoursFromNow(48)],
  timeZone: 'Europe/Lisbon',
  ...overrides,
});

export const schedule = (ctx: TestContext, by: TestUser, applicationId: string, body: unknown) =>
  call(ctx, 'POST', `/api/applications/${applicationId}/interviews`, { token: by.token, body });

export const interviewCall = (
  ctx: TestContext,
  by: TestUser,
  method: 'PATCH' | 'POST',
  path: string,
  body?: unknown,
) => call(ctx, method, `/api/interviews/${path}`, { token: by.token, body });

/** The interview mails queued for an interview, oldest first. */
export async function interviewMails(ctx: TestContext, interviewId: string) {
  return ctx.db
    .select()
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.kind, 'interview'), sql`${mailOutbox.causeKey} like ${`interview:${interviewId}:%`}`),
    )
    .orderBy(mailOutbox.createdAt, mailOutbox.toAddress);
}

/** A queued interview mail rendered as the worker renders it, its invitation parsed by ical.js. */
export function rendered(data: unknown) {
  const mail = renderMail('interview', data, { origin: 'https://hireloop.example.com' });
  const calendar = mail.icalEvent ? new ICAL.Component(ICAL.parse(mail.icalEvent.content)) : null;
  const event = calendar ? new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined) : null;
  return { mail, calendar, event };
}
