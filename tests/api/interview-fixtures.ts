// Interviews straight in the database, for the scorecard tests: the interview routes are not what
// these tests are about, only who is asked to interview and what they may then see and write.
import { eq } from 'drizzle-orm';
import { applications, interviewInterviewers, interviews } from '../../server/db/schema.ts';
import { call, type TestContext, type TestUser } from './harness.ts';

/** An interview of the application (moved to the Interview stage) with these interviewers. */
export async function interviewOf(
  ctx: TestContext,
  applicationId: string,
  interviewers: TestUser[],
  options: { status?: 'scheduled' | 'proposed' | 'cancelled'; title?: string } = {},
): Promise<string> {
  await ctx.db.update(applications).set({ stage: 'interview' }).where(eq(applications.id, applicationId));
  const [row] = await ctx.db
    .insert(interviews)
    .values({
      applicationId,
      title: options.title ?? 'Technical interview',
      durationMinutes: 60,
      videoUrl: 'https://meet.example.com/abc',
      startsAt: new Date(Date.now() + 86_400_000),
      timeZone: 'Europe/Lisbon',
      status: options.status ?? 'scheduled',
    })
    .returning();
  if (!row) throw new Error('interview not created');
  if (interviewers.length > 0) {
    await ctx.db
      .insert(interviewInterviewers)
      .values(interviewers.map((u) => ({ interviewId: row.id, userId: u.id })));
  }
  return row.id;
}

export const setCriteria = (ctx: TestContext, user: TestUser, jobId: string, criteria: unknown) =>
  call(ctx, 'PUT', `/api/jobs/${jobId}/scorecard-criteria`, { token: user.token, body: { criteria } });

export const submit = (
  ctx: TestContext,
  user: TestUser,
  interviewId: string,
  body: unknown,
  headers?: Record<string, string>,
) => call(ctx, 'POST', `/api/interviews/${interviewId}/scorecard`, { token: user.token, body, headers });

export const scorecardsOf = (ctx: TestContext, user: TestUser, applicationId: string) =>
  call(ctx, 'GET', `/api/applications/${applicationId}/scorecards`, { token: user.token });
