// Times one user's notifications read (what GET /api/notifications runs: one query for the first
// page with the unread count and newest time, the ETag's parts) with N notifications stored.
//   DATABASE_URL=postgres://… npx tsx bench/notifications-read.ts --notifications 10000
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../server/db/client.ts';
import { notifications, users } from '../server/db/schema.ts';
import type { Actor } from '../server/services/common/actor.ts';
import { readNotifications } from '../server/services/notifications/notification-service.ts';
import { fold } from '../contract/search-text.ts';

const { values: args } = parseArgs({
  options: { notifications: { type: 'string', default: '10000' }, reads: { type: 'string', default: '300' } },
});
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const database = await openPostgres(url);
const db = database.db;

const [user] = await db
  .insert(users)
  .values({
    username: 'Busy Recruiter',
    usernameFolded: fold('Busy Recruiter'),
    email: `busy-${randomUUID()}@example.com`,
    role: 'recruiter',
  })
  .returning();
const me: Actor = {
  id: user!.id,
  role: 'recruiter',
  username: user!.username,
  email: user!.email,
  image: null,
};
const total = Number(args.notifications);
for (let done = 0; done < total; done += 1000) {
  await db.insert(notifications).values(
    Array.from({ length: Math.min(1000, total - done) }, (_, i) => ({
      userId: me.id,
      kind: 'new-applicant' as const,
      text: `Candidate ${done + i} applied to Role ${done + i}`,
      link: '/jobs/Info/Applicants/role',
      // A third still unread: the count reads the partial index.
      readAt: (done + i) % 3 === 0 ? null : new Date(),
    })),
  );
}
await db.execute(sql`analyze notifications`);
const times: number[] = [];
for (let i = 0; i < Number(args.reads); i++) {
  const t0 = performance.now();
  await readNotifications(db, me, { limit: 20 }, 'limit=20');
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
console.log(JSON.stringify({ notifications: total, reads: times.length, p50: q(0.5), p95: q(0.95) }));
await database.close();
