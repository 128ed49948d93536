// What an interview's mails cost the write that schedules it, on PGlite as the server runs it (its
// own process). Both variants run the same schedule (checks, rows, overlap warnings) on their own
// application and answer with it; "mailed" also sends its notices in the same transaction (the candidate's and three
// interviewers' mails with their invitations, the candidate's bell and push), "none" sends none.
// They alternate, so both see the same machine. Goal: mailed p50 - none p50 < 5 ms.
//   npx tsx bench/interview-schedule.ts [--runs 200]
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { fold } from '../contract/search-text.ts';
import { servePglite } from '../server/db/client.ts';
import {
  applications,
  companyMembers,
  jobs,
  mailOutbox,
  recruiterProfiles,
  users,
} from '../server/db/schema.ts';
import type { Actor } from '../server/services/common/actor.ts';
import { oneToWire } from '../server/services/interviews/interview-rows.ts';
import { scheduleInterview, writeInterview } from '../server/services/interviews/schedule.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '200' } } });
const runs = Number(args.runs);
const warmUp = 20;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-interview-bench-'));
const database = await servePglite(dir, () => {});
const db = database.db;

const person = (name: string, role: 'candidate' | 'recruiter') => ({
  username: name,
  usernameFolded: fold(name),
  email: `${name}-${randomBytes(3).toString('hex')}@example.com`.toLowerCase(),
  role,
  // Interview mail goes to confirmed addresses only: every one is, so every mail is queued.
  emailVerifiedAt: new Date(),
});
const [owner] = await db.insert(users).values(person('bench-owner', 'recruiter')).returning();
if (!owner) throw new Error('no owner');
const [company] = await db
  .insert(recruiterProfiles)
  .values({
    userId: owner.id,
    name: 'Bench Owner',
    currentCompany: 'Bench Co',
    currentCompanyFolded: fold('Bench Co'),
  })
  .returning();
const interviewers = await db
  .insert(users)
  .values([1, 2, 3].map((i) => person(`bench-interviewer-${i}`, 'recruiter')))
  .returning();
await db
  .insert(companyMembers)
  .values(interviewers.map((u) => ({ userId: u.id, companyId: company!.id, role: 'interviewer' as const })));
const [job] = await db
  .insert(jobs)
  .values({
    userId: owner.id,
    recruiterId: company!.id,
    title: 'Bench Engineer',
    companyName: 'Bench Co',
    location: 'Lisbon',
    jobType: 'Full-Time',
    requiredSkills: ['TypeScript'],
    deadline: new Date(Date.now() + 30 * 86_400_000),
    description: 'Benchmarks.',
    urlPath: `bench-engineer-${randomBytes(4).toString('hex')}`,
    searchText: 'bench engineer',
    titleFolded: 'bench engineer',
    locationFolded: 'lisbon',
  })
  .returning();
const total = 2 * (runs + warmUp);
const candidates = await db
  .insert(users)
  .values(Array.from({ length: total }, (_, i) => person(`bench-candidate-${i}`, 'candidate')))
  .returning({ id: users.id });
const applied = await db
  .insert(applications)
  .values(candidates.map((c) => ({ jobId: job!.id, candidateId: c.id, stage: 'interview' as const })))
  .returning({ id: applications.id });

const actor: Actor = {
  id: owner.id,
  role: 'recruiter',
  username: owner.username,
  email: owner.email,
  image: null,
};
// Each interview at an hour of its own: no overlap warnings pile up as the runs go on.
const body = (i: number) => ({
  title: 'Technical interview',
  durationMinutes: 60,
  videoUrl: 'https://meet.example.com/bench',
  interviewerIds: interviewers.map((u) => u.id),
  times: [new Date(Date.now() + (48 + i) * 3600_000).toISOString()],
  timeZone: 'Europe/Lisbon',
});
const mailed: number[] = [];
const none: number[] = [];
for (let i = 0; i < runs + warmUp; i++) {
  for (const variant of i % 2 ? (['none', 'mailed'] as const) : (['mailed', 'none'] as const)) {
    const n = 2 * i + (variant === 'mailed' ? 0 : 1);
    const applicationId = applied[n]!.id;
    const t0 = performance.now();
    if (variant === 'mailed') await scheduleInterview(db, actor, applicationId, body(n));
    else
      await db.transaction(async (tx) => {
        const { row } = await writeInterview(tx, actor, applicationId, body(n));
        return oneToWire(tx, row);
      });
    const ms = performance.now() - t0;
    if (i >= warmUp) (variant === 'mailed' ? mailed : none).push(ms);
  }
}
const [queued] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.kind, 'interview'));
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
};
await database.close();
fs.rmSync(dir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    runs,
    mailed: stats(mailed),
    none: stats(none),
    mailsQueued: queued?.n ?? 0,
    expectedMails: 4 * (runs + warmUp),
  }),
);
