// Interviews in bulk, straight into the database: one company and job, then for each interview a
// candidate's application and one interviewer (every person a distinct user with a confirmed
// address, so a mail's address names its reminder), scheduled two hours ahead, and its reminders
// written by the services' own syncInterviewReminders. Shared by bench/interview-reminders-run.ts
// and the cross-server test (tests/api/interview-reminders-servers.test.ts).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fold } from '../contract/search-text.ts';
import type { Db } from '../server/db/client.ts';
import { makeUrlPath, searchColumns } from '../server/db/derived/job-fields.ts';
import {
  applications,
  interviewInterviewers,
  interviewReminders,
  interviews,
  jobs,
  recruiterProfiles,
  users,
} from '../server/db/schema.ts';
import { syncInterviewReminders } from '../server/services/interviews/reminders.ts';

const chunk = 500;

async function confirmedUsers(
  db: Db,
  tag: string,
  from: number,
  count: number,
  role: 'candidate' | 'recruiter',
) {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, k) => {
        const name = `${tag}-${from + k}`;
        return {
          username: name,
          usernameFolded: fold(name),
          email: `${name}@reminders.example.com`,
          role,
          emailVerifiedAt: new Date(),
        };
      }),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

/** `count` interviews two hours ahead: 2 × count reminders, due in an hour. Returns the addresses' tag. */
export async function seedInterviews(db: Db, count: number, tag = `rem${Date.now()}`): Promise<string> {
  const [owner] = await confirmedUsers(db, `${tag}-owner`, 0, 1, 'recruiter');
  const company = 'Reminder Labs';
  const [profile] = await db
    .insert(recruiterProfiles)
    .values({ userId: owner as string, currentCompany: company, currentCompanyFolded: fold(company) })
    .returning({ id: recruiterProfiles.id });
  const job = { title: 'Reminder Engineer', companyName: company, location: 'Porto', requiredSkills: [] };
  const [posted] = await db
    .insert(jobs)
    .values({
      ...job,
      ...searchColumns(job),
      recruiterId: profile?.id ?? '',
      userId: owner as string,
      jobType: 'Full-Time',
      deadline: new Date(Date.now() + 30 * 86_400_000),
      description: 'Interviews for everyone.',
      urlPath: makeUrlPath(`${job.title} ${tag}`),
    })
    .returning({ id: jobs.id });
  const startsAt = new Date(Date.now() + 2 * 3600_000);
  for (let from = 0; from < count; from += chunk) {
    const size = Math.min(chunk, count - from);
    const candidates = await confirmedUsers(db, `${tag}-c`, from, size, 'candidate');
    const interviewers = await confirmedUsers(db, `${tag}-i`, from, size, 'recruiter');
    const applied = await db
      .insert(applications)
      .values(
        candidates.map((candidateId) => ({
          jobId: posted?.id ?? '',
          candidateId,
          stage: 'interview' as const,
        })),
      )
      .returning({ id: applications.id });
    const ids = applied.map(() => randomUUID());
    await db.insert(interviews).values(
      applied.map((a, k) => ({
        id: ids[k],
        applicationId: a.id,
        title: 'Technical interview',
        durationMinutes: 45,
        videoUrl: 'https://meet.example.com/abc',
        startsAt,
        timeZone: 'Europe/Lisbon',
        status: 'scheduled' as const,
      })),
    );
    await db
      .insert(interviewInterviewers)
      .values(ids.map((interviewId, k) => ({ interviewId, userId: interviewers[k] as string })));
    for (const id of ids) await db.transaction((tx) => syncInterviewReminders(tx, id));
  }
  return tag;
}

/** Time passes: every waiting reminder falls due at `at` (SQL), all in the same minute. */
export const remindersDueAt = (db: Db, at = sql`now()`) =>
  db.update(interviewReminders).set({ dueAt: at }).where(sql`${interviewReminders.sentAt} is null`);
