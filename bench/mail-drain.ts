// One mail benchmark run, printed as JSON on the last line (bench/mail.mjs runs them all):
//   --mode write    what queueing a mail adds to the write that causes it (p50/p95 of the calls,
//                   in a transaction, through the server's own PGlite process and socket)
//   --mode queued   N queued emails drained by a real server into maildev: emails per second
//   --mode digest   N candidates whose alerts matched a new job (queued by the job post's own
//                   statement), the daily digest moment reached: until every one is at maildev
//   --kill          kill -9 the server a third of the way through, restart it: lost, duplicates
// Besides the wall time, the CPU each process spent per email (the server with its render thread,
// its PGlite process, maildev): on a shared machine the wall time says more about the neighbours.
//   npx tsx bench/mail-drain.ts --mode queued --mails 1000 [--kill]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { freePort } from '../scripts/firebase-emulators.mjs';
import { startMailCatcher } from '../scripts/mail-catcher.mjs';
import { startServer } from '../scripts/server-process.mjs';
import { fold } from '../contract/search-text.ts';
import { openPglite, servePglite } from '../server/db/client.ts';
import { jobAlerts, jobs, mailOutbox, recruiterProfiles, users } from '../server/db/schema.ts';
import { queueNewApplicantMail } from '../server/delivery/mail/new-applicants.ts';
import { queueMail } from '../server/delivery/mail/queue-mail.ts';
import { notifyAlerts } from '../server/services/jobs/alert-service.ts';
import { searchColumns } from '../server/db/derived/job-fields.ts';
import { searchPatterns } from '../server/db/derived/search-patterns.ts';
import { cpuMs, serverPids } from './proc-cpu.ts';

const { values: args } = parseArgs({
  options: {
    mode: { type: 'string', default: 'queued' },
    mails: { type: 'string', default: '1000' },
    kill: { type: 'boolean', default: false },
  },
});
const n = Number(args.mails);
const tag = `bench${Date.now()}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-bench-mail-'));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
};

async function verifiedUsers(db: Awaited<ReturnType<typeof openPglite>>['db'], count: number) {
  const ids: string[] = [];
  for (let start = 0; start < count; start += 1000) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(1000, count - start) }, (_, k) => {
          const name = `${tag}-${start + k}`;
          return {
            username: name,
            usernameFolded: fold(name),
            email: `${name}@bench.example.com`,
            role: 'candidate' as const,
            emailVerifiedAt: new Date(),
          };
        }),
      )
      .returning({ id: users.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** What queueMail and the gathered new-applicant mail add to their transaction. */
async function writeCost() {
  const database = await servePglite(dataDir, () => process.exit(1));
  const [userId] = await verifiedUsers(database.db as never, 1);
  const timed = async (fn: (tx: never) => Promise<unknown>) => {
    const ms: number[] = [];
    for (let i = 0; i < 300; i++) {
      await database.db.transaction(async (tx) => {
        const t0 = performance.now();
        await fn(tx as never);
        ms.push(performance.now() - t0);
      });
    }
    return { p50: percentile(ms, 50), p95: percentile(ms, 95) };
  };
  const id = userId as string;
  // The floor: one statement's round trip to the database process, in the same conditions.
  const roundTrip = await timed((tx) =>
    (tx as { execute: (q: unknown) => Promise<unknown> }).execute(sql`select 1`),
  );
  const essential = await timed((tx) =>
    queueMail(tx, { kind: 'verify', userId: id, to: 'x@bench.example.com', data: { name: 'X', link: '/v' } }),
  );
  const decision = await timed((tx) =>
    queueMail(tx, {
      kind: 'decision',
      userId: id,
      to: 'x@bench.example.com',
      data: { jobTitle: 'T', companyName: 'C', outcome: 'accepted', link: '/jobs' },
    }),
  );
  let job = 0;
  const applicant = await timed((tx) =>
    queueNewApplicantMail(tx, {
      recruiterId: id,
      jobId: crypto.randomUUID(),
      jobTitle: `Job ${job++}`,
      urlPath: 'job-x',
      candidateName: 'Ana',
    }),
  );
  await database.close();
  return { mode: 'write', roundTrip, essential, decision, applicant };
}

/** Queues the emails straight into the data dir, before any server runs on it. */
async function seed(): Promise<{ queueMs?: number }> {
  const database = await openPglite(dataDir);
  const { db } = database;
  let queueMs: number | undefined;
  if (args.mode === 'digest') {
    const ids = await verifiedUsers(db, n);
    const q = 'digest engineer';
    for (let start = 0; start < ids.length; start += 1000) {
      await db
        .insert(jobAlerts)
        .values(
          ids
            .slice(start, start + 1000)
            .map((userId) => ({ userId, q, patterns: searchPatterns(q), words: "'digest' & 'engin'" })),
        );
    }
    const job = { title: 'Digest Engineer', companyName: 'Bench Ltd', location: 'Porto', requiredSkills: [] };
    const [owner] = ids;
    if (!owner) throw new Error('no users to own the job');
    const [profile] = await db
      .insert(recruiterProfiles)
      .values({ userId: owner, currentCompany: job.companyName, currentCompanyFolded: fold(job.companyName) })
      .returning({ id: recruiterProfiles.id });
    const [posted] = await db
      .insert(jobs)
      .values({
        ...job,
        ...searchColumns(job),
        recruiterId: profile?.id ?? '',
        userId: owner,
        jobType: 'Full-Time',
        deadline: new Date(Date.now() + 86_400_000),
        description: 'Digests for everyone.',
        urlPath: 'digest-engineer-x1',
      })
      .returning({ id: jobs.id });
    const t0 = performance.now();
    await db.transaction((tx) =>
      notifyAlerts(tx, { ...job, id: posted?.id ?? '', urlPath: 'digest-engineer-x1' }, 120_000),
    );
    queueMs = performance.now() - t0;
    // 08:00 UTC has come: the digests are due.
    await db.update(mailOutbox).set({ dueAt: sql`now()` });
  } else {
    for (let start = 0; start < n; start += 1000) {
      await db.insert(mailOutbox).values(
        Array.from({ length: Math.min(1000, n - start) }, (_, k) => ({
          kind: 'verify' as const,
          userId: null,
          toAddress: `${tag}-${start + k}@bench.example.com`,
          data: { name: `Person ${start + k}`, link: `/verify-email?token=t${start + k}` },
          causeKey: `${tag}:${start + k}`,
        })),
      );
    }
  }
  await database.close();
  return { queueMs };
}

async function drain() {
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
    JWT_SECRET: `bench-${tag}-0123456789abcdef0123456789`,
    SMTP_URL: catcher.smtpUrl,
    DATABASE_URL: undefined,
  };
  const start = async () => startServer({ port: await freePort(), quiet: true, timeoutMs: 120_000, env });
  let server = await start();
  const t0 = performance.now();
  const cpu = { server: 0, database: 0, catcher: -cpuMs(catcher.pid) };
  let pids = serverPids(server.pid);
  const since = () => ({ server: cpuMs(pids.server), database: cpuMs(pids.database) });
  let base = since();
  const addCpu = () => {
    const now = since();
    cpu.server += now.server - base.server;
    cpu.database += now.database - base.database;
  };
  let killedAt: number | undefined;
  if (args.kill) {
    while ((await total()) < n / 3) {
      addCpu();
      base = since();
      await new Promise((r) => setTimeout(r, 20));
    }
    await server.stop('SIGKILL');
    killedAt = await total();
    server = await start();
    pids = serverPids(server.pid);
    base = since();
  }
  // With a kill, the dead server's claimed rows wait for their lease: the wait is part of the run.
  let seen = 0;
  for (;;) {
    seen = await total();
    if (seen >= n) break;
    if (performance.now() - t0 > 600_000) break;
    // Not more often: maildev sorts its whole inbox for each count, CPU taken from the run.
    await new Promise((r) => setTimeout(r, 250));
  }
  const drainMs = performance.now() - t0;
  addCpu();
  cpu.catcher += cpuMs(catcher.pid);
  await new Promise((r) => setTimeout(r, 2000)); // a duplicate would still be arriving
  const all = (await (await fetch(`${catcher.webUrl}/api/email`)).json()) as {
    to: { address: string }[];
    headers: Record<string, string>;
  }[];
  // Per address (one cause each), the Message-IDs that reached it: one copy of a Message-ID sent
  // again is shown once by mail providers; a second Message-ID is a duplicate the user sees.
  const perAddress = new Map<string, string[]>();
  for (const m of all) {
    const address = m.to[0]?.address ?? '';
    if (address.startsWith(tag))
      perAddress.set(address, [...(perAddress.get(address) ?? []), m.headers['message-id'] ?? '']);
  }
  const copies = [...perAddress.values()];
  await server.stop('SIGTERM');
  await catcher.stop();
  return {
    mode: args.mode,
    mails: n,
    kill: args.kill,
    killedAt,
    queueMs: seeded.queueMs,
    drainMs,
    perSecond: (n / drainMs) * 1000,
    lost: n - perAddress.size,
    duplicates: copies.filter((ids) => new Set(ids).size > 1).length,
    resentSameMessageId: copies.filter((ids) => ids.length > new Set(ids).size).length,
    cpuMsPerMail: {
      server: cpu.server / n,
      database: cpu.database / n,
      catcher: cpu.catcher / n,
    },
  };
}

try {
  const result = args.mode === 'write' ? await writeCost() : await drain();
  console.log(JSON.stringify(result));
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
