// A burst of 1,000 queued pushes, drained by the server's push worker into a local stand-in push
// service (a child process that answers 201, as a push service does): how fast it drains, and the
// p99 of reads (GET /api/notifications, autocannon in its own process) while it drains, against the
// same reads just before (at a steady rate). PGlite by default, PostgreSQL with DATABASE_URL.
// BENCH_ENCRYPT=here encrypts on the server's main thread instead, for the comparison with the
// app's own encryption thread.
//   npx tsx bench/push-drain.ts [--pushes 1000] [--seconds 6] [--rate 100]
import { spawn } from 'node:child_process';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openPostgres, servePglite } from '../server/db/client.ts';
import { notifications, pushOutbox, pushSubscriptions, users } from '../server/db/schema.ts';
import { webPushSender } from '../server/delivery/push/notification-sender.ts';
import { encryptHere } from '../server/delivery/push/push-encrypt.ts';
import { loadVapid } from '../server/delivery/push/vapid.ts';
import { startSession } from '../server/services/accounts/sessions.ts';

const { values: args } = parseArgs({
  options: {
    pushes: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '6' },
    // A steady load the server answers with room to spare, as reads come in real use: at full
    // saturation p99 is only queueing, and any other work at all would move it.
    rate: { type: 'string', default: '100' },
  },
});
const rate = Number(args.rate);
const pushes = Number(args.pushes);
const seconds = Number(args.seconds);
const root = path.resolve(import.meta.dirname, '..');

/** The stand-in push service: its own process, so its work is not the server's. */
async function startSink(): Promise<{ origin: string; stop: () => void }> {
  const code = `
    const http = require('node:http');
    const server = http.createServer((req, res) => { req.resume(); req.on('end', () => res.writeHead(201).end()); });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve) =>
    child.stdout.once('data', (d) => resolve(String(d).trim())),
  );
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

type Load = { p50: number; p99: number; rps: number; errors: number };
/** autocannon in a child process for `duration` seconds. */
function load(url: string, token: string, duration: number): Promise<Load> {
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/autocannon/autocannon.js'),
      ...[
        '-c',
        '8',
        '-R',
        String(rate),
        '-d',
        String(duration),
        '-j',
        '-H',
        `authorization=Bearer ${token}`,
        url,
      ],
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  return new Promise((resolve, reject) =>
    child.on('exit', () => {
      try {
        const r = JSON.parse(out);
        resolve({
          p50: r.latency.p50,
          p99: r.latency.p99,
          rps: r.requests.average,
          errors: r.errors + r.non2xx,
        });
      } catch (err) {
        reject(err);
      }
    }),
  );
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-push-drain-'));
const sink = await startSink();
process.once('exit', () => sink.stop()); // also when this run fails
const database = process.env.DATABASE_URL
  ? await openPostgres(process.env.DATABASE_URL)
  : await servePglite(dir, () => {}); // PGlite as the server runs it: in a process of its own
const config = loadConfig({
  DATA_DIR: dir,
  STATIC_DIR: path.join(dir, 'none'),
  LOG_LEVEL: 'silent',
  JWT_SECRET: randomBytes(32).toString('hex'),
  READ_CACHE: 'false',
  PUSH_STANDIN_ORIGIN: sink.origin,
  PUSH_CONCURRENCY: process.env.PUSH_CONCURRENCY ?? '8',
});
const encryptHereToo = process.env.BENCH_ENCRYPT === 'here';
const app = await buildApp(
  config,
  database,
  encryptHereToo
    ? { notificationSender: webPushSender(loadVapid(config), config.push.timeoutMs, encryptHere) }
    : {},
);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const db = database.db;

// One reader with 2,000 notifications; 100 devices of other users that the burst goes to.
const [reader] = await db
  .insert(users)
  .values({
    username: 'Reader',
    usernameFolded: 'reader',
    email: `reader-${randomUUID()}@example.com`,
    role: 'recruiter',
  })
  .returning();
if (!reader) throw new Error('no reader');
await db.insert(notifications).values(
  Array.from({ length: 2000 }, (_, i) => ({
    userId: reader.id,
    kind: 'new-applicant' as const,
    text: `Candidate ${i} applied`,
    link: '/jobs',
    readAt: i % 3 ? new Date() : null,
  })),
);
const people = await db
  .insert(users)
  .values(
    Array.from({ length: 100 }, (_, i) => ({
      username: `D${i}`,
      usernameFolded: `d${i}`,
      email: `d-${randomUUID()}@example.com`,
      role: 'candidate' as const,
    })),
  )
  .returning({ id: users.id });
const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const devices = await db
  .insert(pushSubscriptions)
  .values(
    people.map((p) => ({
      userId: p.id,
      endpoint: `${sink.origin}/push/${randomUUID()}`,
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
      topics: ['applicants' as const],
    })),
  )
  .returning({ id: pushSubscriptions.id });
const token = await startSession(app.db, app.tokens, reader.id, 'bench');
const url = `${base}/api/notifications?limit=20`;

await load(url, token, 2); // warm-up
const before = await load(url, token, seconds);

await db.insert(pushOutbox).values(
  Array.from({ length: pushes }, (_, i) => ({
    subscriptionId: devices[i % devices.length]!.id,
    topic: 'applicants' as const,
    body: `Candidate ${i} applied to Role ${i}`,
    url: '/jobs/Info/Applicants/role',
  })),
);
const during = load(url, token, seconds);
await new Promise((r) => setTimeout(r, 300)); // the load is running
const t0 = performance.now();
const loopBefore = performance.eventLoopUtilization();
app.pushWorker.wake();
while ((await db.$count(pushOutbox)) > 0) await app.pushWorker.idle();
const drainMs = performance.now() - t0;
// How long the server's main thread was busy during the drain (its reads wait for that).
const mainBusyMs = performance.eventLoopUtilization(loopBefore).active;
const loaded = await during;

await app.close();
await database.close();
sink.stop();
fs.rmSync(dir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    database: database.kind,
    pushes,
    concurrency: config.push.concurrency,
    encryption: encryptHereToo ? 'main thread' : 'worker thread',
    drainMs,
    mainBusyMs,
    perSecond: (pushes * 1000) / drainMs,
    rate,
    before,
    during: loaded,
  }),
);
