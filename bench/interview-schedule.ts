// What an interview's mails cost the write that schedules it, on PGlite as the server runs it (its
// own process). Three variants run the same schedule (checks, rows, overlap warnings) on their own
// application and answer with it: "none" sends nothing; "bell" writes the candidate's bell (with
// its push and live event) as the service does; "mailed" is the service itself: the same bell and
// the 4 mails (the candidate and 3 interviewers, with their invitations) in the same statement.
// They take turns, so all see the same machine. Goal: mailed p50 - bell p50 < 5 ms.
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
import { delivery } from '../server/delivery/delivery.ts';

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
const total = 3 * (runs + warmUp);
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
type Variant = 'none' | 'bell' | 'mailed';
const variants: Variant[] = ['none', 'bell', 'mailed'];
const times: Record<Variant, number[]> = { none: [], bell: [], mailed: [] };
// Each round's own difference too: on a shared machine its median moves less than the p50s do.
const added: number[] = [];
/** The variants' write: the schedule; with the candidate's bell as the service writes it; or the service itself. */
async function write(variant: Variant, applicationId: string, n: number) {
  if (variant === 'mailed') return scheduleInterview(db, actor, applicationId, body(n));
  return db.transaction(async (tx) => {
    const { row, c } = await writeInterview(tx, actor, applicationId, body(n));
    if (variant === 'bell') {
      await delivery.notify(tx, [
        {
          userId: c.candidateId,
          kind: 'interview',
          text: `An interview is scheduled: ${c.jobTitle}`,
          link: `/applications/${c.id}`,
        },
      ]);
    }
    return oneToWire(tx, row);
  });
}
for (let i = 0; i < runs + warmUp; i++) {
  // Each round in another order, so no variant always runs first.
  const order = variants.map((_, k) => variants[(k + i) % variants.length]!);
  const took: Partial<Record<Variant, number>> = {};
  for (const variant of order) {
    const n = variants.length * i + variants.indexOf(variant);
    const t0 = performance.now();
    await write(variant, applied[n]!.id, n);
    took[variant] = performance.now() - t0;
  }
  if (i < warmUp) continue;
  for (const v of variants) times[v].push(took[v]!);
  added.push(took.mailed! - took.bell!);
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
    none: stats(times.none),
    bell: stats(times.bell),
    mailed: stats(times.mailed),
    addedPaired: stats(added),
    mailsQueued: queued?.n ?? 0,
    expectedMails: 4 * (runs + warmUp),
  }),
);
