// Interview reminders across servers: two server processes on one PostgreSQL sweep the same due
// reminders, each looking every second, and every reminder is sent once (one bell, one mail at the
// catcher per person). A reschedule that holds the interview while its reminders fall due keeps
// the sweeps off them, and the old time is never sent.
// Needs PostgreSQL (PGlite is one server): runs when DATABASE_URL is set, skipped otherwise.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../scripts/server-process.mjs';
import { type Database, openPostgres } from '../../server/db/client.ts';
import { interviewReminders, interviews, notifications, users } from '../../server/db/schema.ts';
import { syncInterviewReminders } from '../../server/services/interviews/reminders.ts';
import { remindersDueAt, seedInterviews } from '../../bench/interview-seed.ts';
import { startApi } from '../faults/helpers.ts';
import type { CaughtMail } from '../mail-inbox.ts';

const adminUrl = process.env.DATABASE_URL;
const name = `hireloop_reminders_${randomBytes(5).toString('hex')}`;
const servers: ServerProcess[] = [];
let database: Database;

/** Every mail the catcher holds to addresses of `tag`, by address. */
async function mailsByAddress(tag: string): Promise<Map<string, number>> {
  const res = await fetch(`${process.env.MAILDEV_WEB_URL}/api/email`, {
    signal: AbortSignal.timeout(10_000),
  });
  const all = (await res.json()) as CaughtMail[];
  const by = new Map<string, number>();
  for (const m of all) {
    const address = m.to[0]?.address ?? '';
    if (address.startsWith(tag)) by.set(address, (by.get(address) ?? 0) + 1);
  }
  return by;
}

async function until(done: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 250));
  }
  return true;
}

const title = adminUrl
  ? 'interview reminders swept by two server processes on one PostgreSQL'
  : 'interview reminders swept by two server processes on one PostgreSQL — SKIPPED: DATABASE_URL is not set';

describe.skipIf(!adminUrl)(title, () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    const env = {
      DATABASE_URL: url.toString(),
      SMTP_URL: process.env.SMTP_URL,
      // Both look every second, so they race for the same due rows.
      REMINDER_POLL_MS: '1000',
      REMINDER_BATCH: '50',
    };
    // One after the other: both run the migrations at start-up, the second finds them applied.
    servers.push(await startApi(env));
    servers.push(await startApi(env));
    database = await openPostgres(url.toString());
  }, 120_000);

  afterAll(async () => {
    for (const s of servers) await s.stop();
    await database?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('sends each of 600 due reminders once', { timeout: 180_000 }, async () => {
    const tag = await seedInterviews(database.db, 300, `two${randomBytes(3).toString('hex')}`);
    await remindersDueAt(database.db, sql`now() + interval '1 second'`);
    const unsent = async () =>
      (
        await database.db
          .select({ id: interviewReminders.id })
          .from(interviewReminders)
          .where(sql`sent_at is null`)
      ).length;
    expect(await until(async () => (await unsent()) === 0, 60_000)).toBe(true);
    expect(await until(async () => (await mailsByAddress(tag)).size === 600, 60_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 2000)); // a second copy would still be arriving
    const counts = [...(await mailsByAddress(tag)).values()];
    expect(counts).toHaveLength(600);
    expect(counts.every((n) => n === 1)).toBe(true);
    const bells = await database.db
      .select({ userId: notifications.userId, n: sql<number>`count(*)::int` })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(eq(notifications.kind, 'interview-reminder'), like(users.email, `${tag}-%`)))
      .groupBy(notifications.userId);
    expect(bells).toHaveLength(600);
    expect(bells.every((b) => b.n === 1)).toBe(true);
  });

  it('keeps the sweeps off an interview a reschedule holds, and never sends its old time', {
    timeout: 120_000,
  }, async () => {
    const tag = await seedInterviews(database.db, 2, `held${randomBytes(3).toString('hex')}`);
    const ids = (
      await database.db
        .select({ id: interviews.id })
        .from(interviews)
        .innerJoin(interviewReminders, eq(interviewReminders.interviewId, interviews.id))
        .innerJoin(users, eq(users.id, interviewReminders.userId))
        .where(like(users.email, `${tag}-%`))
    ).map((r) => r.id);
    const [held, other] = [...new Set(ids)];
    if (!held || !other) throw new Error('two interviews expected');
    let release = () => {};
    const released = new Promise<void>((r) => {
      release = r;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((r) => {
      locked = r;
    });
    // The reschedule: the interview's row is written (and so locked) first, the sync comes later.
    const reschedule = database.db.transaction(async (tx) => {
      await tx
        .update(interviews)
        .set({ startsAt: sql`now() + interval '3 days'` })
        .where(eq(interviews.id, held));
      locked();
      await released;
      await syncInterviewReminders(tx, held);
    });
    await isLocked;
    await database.db
      .update(interviewReminders)
      .set({ dueAt: sql`now()` })
      .where(inArray(interviewReminders.interviewId, [held, other]));
    const sentOf = async (id: string) =>
      (
        await database.db
          .select({ id: interviewReminders.id })
          .from(interviewReminders)
          .where(and(eq(interviewReminders.interviewId, id), sql`sent_at is not null`))
      ).length;
    // The other interview's reminders go; the held one's wait, though due, while both servers sweep.
    expect(await until(async () => (await sentOf(other)) === 2, 30_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 2000));
    expect(await sentOf(held)).toBe(0);
    release();
    await reschedule;
    const rows = await database.db
      .select()
      .from(interviewReminders)
      .where(eq(interviewReminders.interviewId, held));
    expect(rows).toHaveLength(4); // the new time's, a day and an hour before, not yet due
    expect(rows.every((r) => r.sentAt === null && r.dueAt.getTime() > Date.now() + 3600_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 2000));
    const mails = await mailsByAddress(tag);
    expect(mails.size).toBe(2); // the other interview's two people only
  });
});
