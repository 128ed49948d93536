// Interviews written straight into the database (the interview routes are built elsewhere), with
// confirmed addresses for everyone, and their reminders synced as the interview services do.
import { eq, inArray, sql } from 'drizzle-orm';
import { interviewInterviewers, interviewReminders, interviews, users } from '../../server/db/schema.ts';
import { syncInterviewReminders } from '../../server/services/interviews/reminders.ts';
import { makeUser, type TestContext, type TestUser } from './harness.ts';
import { hiring } from './hiring-fixtures.ts';

export type Scheduled = {
  id: string;
  applicationId: string;
  candidate: TestUser;
  interviewers: TestUser[];
};

export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600_000);

/** Runs the sync in a transaction of its own, as a service's write would. */
export const sync = (ctx: TestContext, interviewId: string) =>
  ctx.db.transaction((tx) => syncInterviewReminders(tx, interviewId));

export async function scheduleInterview(
  ctx: TestContext,
  options: { startsAt: Date; interviewers?: number; timeZone?: string },
): Promise<Scheduled> {
  const { candidate, applicationId } = await hiring(ctx);
  const interviewers: TestUser[] = [];
  for (let i = 0; i < (options.interviewers ?? 1); i++) interviewers.push(await makeUser(ctx, 'recruiter'));
  const everyone = [candidate, ...interviewers].map((u) => u.id);
  await ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(inArray(users.id, everyone));
  const [row] = await ctx.db
    .insert(interviews)
    .values({
      applicationId,
      title: 'Technical interview',
      durationMinutes: 45,
      videoUrl: 'https://meet.example.com/abc',
      startsAt: options.startsAt,
      timeZone: options.timeZone ?? 'Europe/Lisbon',
      status: 'scheduled',
    })
    .returning({ id: interviews.id });
  if (!row) throw new Error('interview not created');
  if (interviewers.length) {
    await ctx.db
      .insert(interviewInterviewers)
      .values(interviewers.map((u) => ({ interviewId: row.id, userId: u.id })));
  }
  await sync(ctx, row.id);
  return { id: row.id, applicationId, candidate, interviewers };
}

/** The interview's reminders, sent or not. */
export const remindersOf = (ctx: TestContext, interviewId: string) =>
  ctx.db.select().from(interviewReminders).where(eq(interviewReminders.interviewId, interviewId));

/** Time passes: the interview's reminders `minutesBefore` its start are due now. */
export const dueNow = (ctx: TestContext, interviewId: string, minutesBefore: number) =>
  ctx.db
    .update(interviewReminders)
    .set({ dueAt: sql`now()` })
    .where(
      sql`${interviewReminders.interviewId} = ${interviewId} and ${interviewReminders.minutesBefore} = ${minutesBefore}`,
    );
