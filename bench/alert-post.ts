// Times posting a job (the service, in its transaction with the alert match) against N stored alerts.
// Every candidate has one device subscribed to pushes, so each post also writes its push-outbox rows.
//   DATABASE_URL=postgres://… npx tsx bench/alert-post.ts --alerts 10000 --posts 40
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { openPostgres } from '../server/db/client.ts';
import { createECDH, randomBytes } from 'node:crypto';
import {
  jobAlerts,
  notifications,
  pushOutbox,
  pushSubscriptions,
  recruiterProfiles,
  users,
} from '../server/db/schema.ts';
import type { Actor } from '../server/services/common/actor.ts';
import { searchPatterns } from '../server/db/derived/search-patterns.ts';
import { postJob } from '../server/services/jobs/job-service.ts';
import { fold } from '../contract/search-text.ts';

const { values: args } = parseArgs({
  options: { alerts: { type: 'string', default: '10000' }, posts: { type: 'string', default: '40' } },
});
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const database = await openPostgres(url);
const db = database.db;

const words = [
  'rust',
  'kotlin',
  'react',
  'berlin',
  'lisbon',
  'remote',
  'data',
  'go',
  'sql',
  'design',
  'ml',
  'ops',
];
const types = [null, 'Full-Time', 'Contract', 'Internship'] as const;
let seed = 7;
const pick = <T>(list: readonly T[]) => {
  seed = (seed * 1664525 + 1013904223) % 2 ** 32;
  return list[seed % list.length] as T;
};

const [recruiter] = await db
  .insert(users)
  .values({
    username: 'Bench Recruiter',
    usernameFolded: fold('Bench Recruiter'),
    email: `bench-${randomUUID()}@example.com`,
    role: 'recruiter',
  })
  .returning();
await db
  .insert(recruiterProfiles)
  .values({ userId: recruiter!.id, currentCompany: 'Bench Co', currentCompanyFolded: fold('Bench Co') });
const alertCount = Number(args.alerts);
for (let done = 0; done < alertCount; done += 1000) {
  // Ten alerts per candidate, the most one may have.
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: 100 }, () => ({
        username: 'C',
        usernameFolded: 'c',
        email: `c-${randomUUID()}@example.com`,
        role: 'candidate' as const,
      })),
    )
    .returning({ id: users.id });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  await db.insert(pushSubscriptions).values(
    people.map((p) => ({
      userId: p.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/bench-${randomUUID()}`,
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
      topics: ['applicants' as const, 'decisions' as const, 'job-alerts' as const],
    })),
  );
  await db.insert(jobAlerts).values(
    people.flatMap((p) =>
      Array.from({ length: 10 }, () => {
        const q = seed % 3 === 0 ? pick(words) : `${pick(words)} ${pick(words)}`;
        return { userId: p.id, q, patterns: searchPatterns(q), jobType: pick(types) };
      }),
    ),
  );
}
const actor: Actor = {
  id: recruiter!.id,
  role: 'recruiter',
  username: 'Bench Recruiter',
  email: recruiter!.email,
  image: null,
};
const times: number[] = [];
for (let i = 0; i < Number(args.posts); i++) {
  const body = {
    JobTitle: `${pick(words)} engineer ${i}`,
    CompanyName: 'Bench Co',
    Location: pick(['Berlin', 'Lisbon', 'Remote']),
    JobType: pick(['Full-Time', 'Contract', 'Internship'] as const),
    RequiredSkills: [pick(words), pick(words)],
    ApplicationDeadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    JobDescription: 'Benchmark job.',
    SalaryRange: undefined,
    ExperienceLevel: undefined,
  };
  const t0 = performance.now();
  // The app's default window: alerts of later posts join the waiting pushes, as in production.
  await postJob(db, actor, body, 120_000);
  times.push(performance.now() - t0);
}
const n = await db.$count(notifications);
const pushes = await db.$count(pushOutbox);
times.sort((a, b) => a - b);
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
console.log(
  JSON.stringify({
    alerts: alertCount,
    posts: times.length,
    p50: q(0.5),
    p95: q(0.95),
    notifications: n,
    pushes,
  }),
);
await database.close();
