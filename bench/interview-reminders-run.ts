// One interview-reminder benchmark run, printed as JSON on its last line (bench/interview-reminders.mjs
// runs them): N reminders (N/2 interviews, a candidate and an interviewer each) all fall due at
// one instant, and a real server on PGlite sends them into maildev. Timed from that instant until
// the catcher holds a mail for every reminder. --kill: kill -9 the server once a third are at the
// catcher, start it again on the same data dir. Then, per person: mails (lost, sent twice under two
// Message-IDs, resent under the same one) and bells (lost, twice) from the database.
//   npx tsx bench/interview-reminders-run.ts --reminders 10000 [--kill]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { freePort } from '../scripts/firebase-emulators.mjs';
import { startMailCatcher } from '../scripts/mail-catcher.mjs';
import { startServer } from '../scripts/server-process.mjs';
import { openPglite } from '../server/db/client.ts';
import { remindersDueAt, seedInterviews } from './interview-seed.ts';
import { cpuMs, serverPids } from './proc-cpu.ts';

const { values: args } = parseArgs({
  options: { reminders: { type: 'string', default: '10000' }, kill: { type: 'boolean', default: false } },
});
const n = Number(args.reminders);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-bench-reminders-'));
/** Long enough for the server to be up when they fall due: the run times the sending only. */
const dueInS = 20;

async function seed() {
  const database = await openPglite(dataDir);
  const t0 = performance.now();
  const tag = await seedInterviews(database.db, n / 2);
  const seedMs = performance.now() - t0;
  await remindersDueAt(database.db, sql`now() + ${`${dueInS} seconds`}::interval`);
  const dueAt = Date.now() + dueInS * 1000;
  await database.close();
  return { tag, seedMs, dueAt };
}

/** Bells per person of the run, read once the server is gone. */
async function bells(tag: string) {
  const database = await openPglite(dataDir);
  const { rows } = await database.db.execute<{ n: number; people: number; unsent: number }>(sql`
    select
      (select count(*)::int from notifications nn join users u on u.id = nn.user_id
       where nn.kind = 'interview-reminder' and u.email like ${`${tag}-%`}) as n,
      (select count(distinct nn.user_id)::int from notifications nn join users u on u.id = nn.user_id
       where nn.kind = 'interview-reminder' and u.email like ${`${tag}-%`}) as people,
      (select count(*)::int from interview_reminders where sent_at is null) as unsent`);
  await database.close();
  return rows[0] ?? { n: 0, people: 0, unsent: -1 };
}

async function run() {
  const seeded = await seed();
  const catcher = await startMailCatcher({
    smtpPort: await freePort(),
    webPort: await freePort(),
    quiet: true,
  });
  const total = async () => {
    const res = await fetch(`${catcher.webUrl}/api/email/summary?limit=1`);
    return ((await res.json()) as { total: number }).total;
  };
  const env = {
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(os.tmpdir(), 'hireloop-no-dist'),
    JWT_SECRET: `bench-reminders-${seeded.tag}-0123456789abcdef`,
    SMTP_URL: catcher.smtpUrl,
    DATABASE_URL: undefined,
  };
  const start = async () => startServer({ port: await freePort(), quiet: true, timeoutMs: 120_000, env });
  let server = await start();
  const readyBeforeDueMs = seeded.dueAt - Date.now();
  while (Date.now() < seeded.dueAt) await new Promise((r) => setTimeout(r, 5));
  const t0 = performance.now();
  // CPU from the due instant: the server (with its threads), its PGlite process, maildev.
  const cpu = { server: 0, database: 0, catcher: -cpuMs(catcher.pid) };
  let pids = serverPids(server.pid);
  let base = { server: cpuMs(pids.server), database: cpuMs(pids.database) };
  const addCpu = () => {
    cpu.server += cpuMs(pids.server) - base.server;
    cpu.database += cpuMs(pids.database) - base.database;
  };
  let killedAt: number | undefined;
  if (args.kill) {
    while ((await total()) < n / 3) {
      addCpu();
      base = { server: cpuMs(pids.server), database: cpuMs(pids.database) };
      await new Promise((r) => setTimeout(r, 20));
    }
    await server.stop('SIGKILL');
    killedAt = await total();
    server = await start();
    pids = serverPids(server.pid);
    base = { server: cpuMs(pids.server), database: cpuMs(pids.database) };
  }
  let seen = await total();
  while (seen < n && performance.now() - t0 < 600_000) {
    // Not more often: maildev sorts its whole inbox for each count, CPU taken from the run.
    await new Promise((r) => setTimeout(r, 250));
    seen = await total();
  }
  const doneMs = performance.now() - t0;
  addCpu();
  cpu.catcher += cpuMs(catcher.pid);
  await new Promise((r) => setTimeout(r, 2000)); // a second copy would still be arriving
  const all = (await (await fetch(`${catcher.webUrl}/api/email`)).json()) as {
    to: { address: string }[];
    headers: Record<string, string>;
  }[];
  const perAddress = new Map<string, string[]>();
  for (const m of all) {
    const address = m.to[0]?.address ?? '';
    if (address.startsWith(seeded.tag))
      perAddress.set(address, [...(perAddress.get(address) ?? []), m.headers['message-id'] ?? '']);
  }
  const copies = [...perAddress.values()];
  await server.stop('SIGTERM');
  await catcher.stop();
  const bell = await bells(seeded.tag);
  return {
    reminders: n,
    kill: args.kill,
    seedMs: seeded.seedMs,
    readyBeforeDueMs,
    killedAt,
    seen,
    doneMs,
    perSecond: (n / doneMs) * 1000,
    lost: n - perAddress.size,
    duplicates: copies.filter((ids) => new Set(ids).size > 1).length,
    resentSameMessageId: copies.filter((ids) => ids.length > new Set(ids).size).length,
    bells: bell.n,
    bellsLost: n - bell.people,
    bellsTwice: bell.n - bell.people,
    unsent: bell.unsent,
    cpuMsPerReminder: { server: cpu.server / n, database: cpu.database / n, catcher: cpu.catcher / n },
  };
}

try {
  console.log(JSON.stringify(await run()));
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
