// 3. Replay: a signed-in candidate visits /jobs online (service worker, replayer running), goes
// offline, 100 applies to 100 distinct jobs are queued, the network comes back, and we time until
// the outbox is empty (every entry answered 2xx and deleted), then count the server's applications.
//   node bench/replay.mjs [--quick] [--applies 100]
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  demo,
  ensureBuild,
  fmt,
  launchPersistent,
  log,
  machine,
  pgliteDataDir,
  quick,
  removeScratch,
  runBench,
  saveJson,
  signIn,
  sleep,
  startApp,
  table,
  today,
  work,
  writeSection,
} from './lib.mjs';

const { values: args } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, applies: { type: 'string' } },
});
const count = Number(args.applies ?? (quick ? 20 : 100));
const GOAL_MS = 5000;

/** Every application of the candidate (GET /api/activity: arrays, the next page in the Link header). */
async function myApplications(base, token) {
  const all = [];
  let next = '/api/activity?limit=50';
  while (next) {
    const res = await fetch(`${base}${next}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${next}: ${res.status}`);
    all.push(...(await res.json()));
    next = /^<([^>]+)>; rel="next"$/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
  }
  return all;
}

/** Outbox rows exactly as src/offline/outbox.ts enqueue() writes them (OutboxEntry, db.ts). */
function entriesFor(jobs, token) {
  const now = Date.now();
  return jobs.map((job, i) => ({
    id: crypto.randomUUID(),
    kind: 'apply',
    request: {
      method: 'POST',
      path: `/candidate/applyjob/${job._id}`,
      body: { Note: 'Queued offline by bench/replay.mjs' },
    },
    token,
    upload: null,
    ref: { jobId: job._id, UrlPath: job.UrlPath, JobTitle: job.JobTitle, CompanyName: job.CompanyName },
    state: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    error: null,
    createdAt: now + i,
  }));
}

const outboxCount = (page) =>
  page.evaluate(
    () =>
      new Promise((res, rej) => {
        const open = indexedDB.open('hireloop');
        open.onerror = () => rej(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const req = db.transaction('outbox').objectStore('outbox').getAll();
          req.onsuccess = () => {
            db.close();
            const rows = req.result;
            res({ total: rows.length, failed: rows.filter((r) => r.state === 'failed').length });
          };
        };
      }),
  );

export async function main() {
  ensureBuild();
  const dir = await pgliteDataDir(200, { copy: true });
  const server = await startApp({ DATA_DIR: dir });
  const profile = mkdtempSync(join(work, 'profile-'));
  log(`replay: server ${server.url} (pid ${server.pid}), ${count} applies`);
  let result;
  try {
    const context = await launchPersistent(profile);
    try {
      const session = await signIn(context, server.url, demo.candidate);
      const before = await myApplications(server.url, session.token);
      const applied = new Set(before.map((a) => a.jobId._id));
      const jobs = [];
      let cursor = null;
      while (jobs.length < count) {
        const page = await (
          await fetch(`${server.url}/api/getAllJobs?limit=50${cursor ? `&cursor=${cursor}` : ''}`)
        ).json();
        jobs.push(
          ...page.data.filter((j) => !applied.has(j._id) && new Date(j.ApplicationDeadline) > new Date()),
        );
        cursor = page.nextCursor;
        if (!cursor) break;
      }
      if (jobs.length < count) throw new Error(`only ${jobs.length} open jobs to apply to`);
      const targets = jobs.slice(0, count);

      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${server.url}/jobs`, { waitUntil: 'load' });
      await page.waitForSelector('main article', { timeout: 30_000 });
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await sleep(3500); // the replayer starts at the first idle moment (timeout 3 s)

      await context.setOffline(true);
      await page.evaluate(
        (rows) =>
          new Promise((res, rej) => {
            const open = indexedDB.open('hireloop');
            open.onerror = () => rej(open.error);
            open.onsuccess = () => {
              const db = open.result;
              const tx = db.transaction('outbox', 'readwrite');
              for (const row of rows) tx.objectStore('outbox').put(row);
              tx.oncomplete = () => {
                db.close();
                res(null);
              };
              tx.onerror = () => rej(tx.error);
            };
          }),
        entriesFor(targets, session.token),
      );
      await sleep(1000); // offline for a moment: the replayer must leave them queued
      const queued = await outboxCount(page);
      if (queued.total !== count) throw new Error(`expected ${count} queued entries, found ${queued.total}`);

      const t0 = performance.now();
      await context.setOffline(false); // fires `online` in the page: the replayer starts
      let left = queued;
      const deadline = t0 + 60_000;
      while (left.total > 0 && performance.now() < deadline) {
        await sleep(25);
        left = await outboxCount(page);
        if (left.total > 0 && left.total === left.failed) break;
      }
      const ms = performance.now() - t0;

      const after = await myApplications(server.url, session.token);
      const targetIds = new Set(targets.map((j) => j._id));
      const jobIdOf = (a) => a.jobId._id;
      const mine = after.filter((a) => targetIds.has(jobIdOf(a)));
      const distinct = new Set(mine.map(jobIdOf)).size;
      result = {
        count,
        ms,
        leftInOutbox: left.total,
        failed: left.failed,
        onServer: mine.length,
        duplicates: mine.length - distinct,
        lost: count - distinct,
        otherNew: after.length - before.length - mine.length,
      };
      log(
        `replay: ${fmt(ms)} ms, ${result.onServer} on the server, ${result.duplicates} duplicates, ${result.lost} lost`,
      );
    } finally {
      await context.close();
    }
  } finally {
    await server.stop();
    removeScratch(dir);
    rmSync(profile, { recursive: true, force: true });
  }
  saveJson('replay', result);
  writeSection('replay', report(result));
}

function report(r) {
  const lines = [`## 3. Replay\n`, `${today()} · ${machine()}${quick ? ' · **--quick**' : ''}\n`];
  lines.push(
    `The demo candidate (${demo.candidate}) opens /jobs online in Chromium (service worker and replayer running),`,
    `the context goes offline (\`context.setOffline(true)\`) and ${r.count} applies to ${r.count} distinct open jobs are`,
    'queued by writing outbox rows into IndexedDB from page.evaluate, with the exact `OutboxEntry` shape of',
    'src/offline/db.ts (what `enqueue()` writes; nothing of the app is imported). Then the network comes back: the',
    "page's `online` event starts the app's own replayer. Timed from `setOffline(false)` until the outbox is empty",
    `(an entry is deleted only after a 2xx), polled every 25 ms. Then GET /api/activity counts the server's side. Goal < ${GOAL_MS} ms.\n`,
  );
  lines.push(
    table(
      [
        'applies',
        'until all acknowledged (ms)',
        'per apply (ms)',
        'on the server',
        'duplicates',
        'lost',
        'left in outbox',
        `< ${GOAL_MS} ms`,
      ],
      [
        [
          String(r.count),
          fmt(r.ms),
          fmt(r.ms / r.count, 1),
          String(r.onServer),
          String(r.duplicates),
          String(r.lost),
          String(r.leftInOutbox),
          r.ms < GOAL_MS && r.lost === 0 && r.duplicates === 0 ? 'pass' : '**miss**',
        ],
      ],
    ),
  );
  return lines.join('\n');
}

runBench(import.meta.url, main);
