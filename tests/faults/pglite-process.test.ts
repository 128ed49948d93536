// Faults on the database process: the server runs PGlite in a child process. When that process is
// killed during a burst of applies, the server stops at once with a clear line (never hangs on a
// database that is gone), a restart on the same DATA_DIR finds every acknowledged apply, and a
// replay of the burst leaves exactly one row per key. When the server itself is killed, its database
// process goes too, and a server started at once on the same directory runs on its own one.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ServerProcess } from '../../scripts/server-process.mjs';
import { type ApiUser, allPages, api, newUser, postJob, startApi, tempDir } from './helpers.ts';

const dataDir = tempDir('faults-pglite-process');
const started: ServerProcess[] = [];
afterAll(async () => {
  for (const s of started) await s.stop('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The database process of the server on dataDir, from the file it keeps there. */
const databasePid = (): number => JSON.parse(fs.readFileSync(path.join(dataDir, 'pglite.pid'), 'utf8')).pid;

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat[stat.lastIndexOf(')') + 2] !== 'Z';
  } catch {
    return false;
  }
}

type Apply = { key: string; url: string; user: ApiUser; ackId?: string };

describe('the PGlite database process', () => {
  let server: ServerProcess;
  const applies: Apply[] = [];
  let candidates: ApiUser[] = [];

  it('killed during applies: the server stops with a clear line, and no acknowledged apply is lost', async () => {
    server = await startApi({ DATA_DIR: dataDir });
    started.push(server);
    const recruiter = await newUser(server.url, 'recruiter');
    candidates = await Promise.all([1, 2].map(() => newUser(server.url, 'candidate')));
    const jobs = [];
    for (let i = 0; i < 30; i++) jobs.push(await postJob(server.url, recruiter, `Process fault job ${i}`));
    for (const [i, job] of jobs.entries()) {
      for (const user of candidates) {
        applies.push({
          key: `process-${Date.now()}-${i}-${user.id}`,
          url: `/api/candidate/applyjob/${job._id}`,
          user,
        });
      }
    }
    let next = 0;
    let acked = 0;
    let killed = false;
    const worker = async () => {
      while (next < applies.length) {
        const apply = applies[next++]!;
        try {
          const res = await api(server.url, 'POST', apply.url, {
            token: apply.user.token,
            body: {},
            key: apply.key,
            timeoutMs: 5000,
          });
          if (res.status === 201) {
            apply.ackId = res.body.data._id;
            acked++;
          } else if (!killed) throw new Error(`unexpected ${res.status} ${JSON.stringify(res.body)}`);
        } catch (err) {
          if (!killed) throw err;
        }
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    await vi.waitUntil(() => acked >= 15, { timeout: 30_000, interval: 5 });
    const pid = databasePid();
    killed = true;
    process.kill(pid, 'SIGKILL');
    // The server ends by itself, promptly, and says why.
    const exit = await Promise.race([server.exited, delay(10_000, 'still running')]);
    expect(exit).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain(`The PGlite database process (pid ${pid}) was killed (SIGKILL)`);
    await Promise.all(workers);

    server = await startApi({ DATA_DIR: dataDir });
    started.push(server);
    const applicationIds = new Set<string>();
    for (const c of candidates) {
      for (const a of await allPages<{ _id: string }>(server.url, '/api/activity', c.token)) {
        applicationIds.add(a._id);
      }
    }
    const acknowledged = applies.filter((a) => a.ackId);
    expect(acknowledged.length).toBeGreaterThanOrEqual(15);
    expect(acknowledged.filter((a) => !applicationIds.has(a.ackId!))).toEqual([]);
  }, 90_000);

  it('a replay of every apply after the restart leaves exactly one row per key', async () => {
    for (const apply of applies) {
      const res = await api(server.url, 'POST', apply.url, {
        token: apply.user.token,
        body: {},
        key: apply.key,
      });
      expect([apply.key, res.status]).toEqual([apply.key, 201]);
      if (apply.ackId) expect(res.body.data._id).toBe(apply.ackId);
    }
    let applications = 0;
    for (const c of candidates) applications += (await allPages(server.url, '/api/activity', c.token)).length;
    expect(applications).toBe(applies.length);
  }, 60_000);

  it('goes with its server: after a kill -9 of the server, a new one starts on its own database process', async () => {
    const before = databasePid();
    await server.stop('SIGKILL');
    server = await startApi({ DATA_DIR: dataDir });
    started.push(server);
    expect(databasePid()).not.toBe(before);
    expect(alive(before)).toBe(false);
    expect((await api(server.url, 'GET', '/api/health')).body).toMatchObject({ database: 'pglite' });
    const applications = await allPages(server.url, '/api/activity', candidates[0]!.token);
    expect(applications.length).toBe(applies.length / 2);
  }, 60_000);
});
