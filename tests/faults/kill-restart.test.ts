// Faults on the embedded database (PGlite in DATA_DIR): the server is killed with SIGKILL in the
// middle of a burst of writes (feed posts and applies, each with an Idempotency-Key), restarted on
// the same directory (the dead process's lock file is taken over), and every write it acknowledged
// with a 201 is there. Replaying every request of the burst afterwards leaves exactly one row per key.
// Meanwhile a second server on the same directory refuses to start.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ServerProcess } from '../../scripts/server-process.mjs';
import { type ApiUser, allPages, api, newUser, postJob, serverEnv, startApi, tempDir } from './helpers.ts';

const dataDir = tempDir('faults-kill');
const started: ServerProcess[] = [];
afterAll(async () => {
  for (const s of started) await s.stop('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Op = {
  key: string;
  kind: 'post' | 'apply';
  url: string;
  user: ApiUser;
  body: unknown;
  /** The id the server acknowledged (201), if it did. */
  ackId?: string;
};

let server: ServerProcess;
const ops: Op[] = [];
const burstTag = `burst-${Date.now()}`;
let candidates: ApiUser[] = [];

describe('kill -9 during a write burst (PGlite)', () => {
  it('loses no acknowledged write across a SIGKILL and a restart on the same DATA_DIR', async () => {
    server = await startApi({ DATA_DIR: dataDir });
    started.push(server);
    const recruiter = await newUser(server.url, 'recruiter');
    candidates = await Promise.all([1, 2, 3].map(() => newUser(server.url, 'candidate')));
    const jobs = [];
    for (let i = 0; i < 20; i++) jobs.push(await postJob(server.url, recruiter, `Fault job ${i}`));

    // The burst: posts by the recruiter and applies by each candidate to distinct jobs, interleaved.
    for (let i = 0; i < 60; i++) {
      const candidate = candidates[i % 3]!;
      const job = jobs[Math.floor(i / 3) % jobs.length]!;
      ops.push({
        key: `${burstTag}-post-${i}`,
        kind: 'post',
        url: '/api/feed/post',
        user: recruiter,
        body: { content: `${burstTag} post ${i}` },
      });
      ops.push({
        key: `${burstTag}-apply-${i}`,
        kind: 'apply',
        url: `/api/candidate/applyjob/${job._id}`,
        user: candidate,
        body: { Note: `${burstTag} ${i}` },
      });
    }
    let next = 0;
    let acked = 0;
    let killed = false;
    const worker = async () => {
      while (next < ops.length) {
        const op = ops[next++]!;
        try {
          const res = await api(server.url, 'POST', op.url, {
            token: op.user.token,
            body: op.body,
            key: op.key,
            timeoutMs: 5000,
          });
          if (res.status === 201) {
            op.ackId = res.body.data._id;
            acked++;
          } else if (!killed) {
            throw new Error(`unexpected ${res.status} ${JSON.stringify(res.body)}`);
          }
        } catch (err) {
          if (!killed) throw err;
        }
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    // Kill while requests are in flight: after a third of the burst was acknowledged.
    await vi.waitUntil(() => acked >= 40, { timeout: 30_000, interval: 5 });
    killed = true;
    const deadPid = server.pid;
    const exit = await server.stop('SIGKILL');
    expect(exit.signal).toBe('SIGKILL');
    await Promise.all(workers);
    const acknowledged = ops.filter((o) => o.ackId);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    expect(acknowledged.length).toBeLessThan(ops.length);
    // The dead server's lock is still there; the restart takes it over.
    const lockFile = path.join(dataDir, 'server.lock');
    const lockHolder = () => JSON.parse(fs.readFileSync(lockFile, 'utf8')).pid;
    expect(lockHolder()).toBe(deadPid);

    server = await startApi({ DATA_DIR: dataDir });
    started.push(server);
    expect(lockHolder()).toBe(server.pid);

    // Every acknowledged write is there, under the id it was acknowledged with.
    const postIds = new Set(
      (await allPages<{ _id: string; content: string }>(server.url, '/api/feed/posts'))
        .filter((p) => p.content.startsWith(burstTag))
        .map((p) => p._id),
    );
    const applicationIds = new Set<string>();
    for (const c of candidates) {
      for (const a of await allPages<{ _id: string }>(server.url, '/api/activity', c.token)) {
        applicationIds.add(a._id);
      }
    }
    const lost = acknowledged.filter((o) => !(o.kind === 'post' ? postIds : applicationIds).has(o.ackId!));
    expect(lost).toEqual([]);
    console.log(
      `kill -9: ${ops.length} writes in the burst, ${acknowledged.length} acknowledged before the kill, 0 lost`,
    );
  }, 90_000);

  it('answers a replay of every request of the burst from storage: exactly one row per key', async () => {
    let replayed = 0;
    for (const op of ops) {
      const res = await api(server.url, 'POST', op.url, { token: op.user.token, body: op.body, key: op.key });
      expect([op.key, res.status]).toEqual([op.key, 201]);
      if (op.ackId) {
        // An acknowledged write is answered from storage with the same row, never written twice.
        expect(res.headers.get('idempotent-replayed')).toBe('true');
        expect(res.body.data._id).toBe(op.ackId);
      }
      if (res.headers.get('idempotent-replayed') === 'true') replayed++;
    }
    const posts = (await allPages<{ content: string }>(server.url, '/api/feed/posts')).filter((p) =>
      p.content.startsWith(burstTag),
    );
    expect(posts.length).toBe(ops.filter((o) => o.kind === 'post').length);
    expect(new Set(posts.map((p) => p.content)).size).toBe(posts.length);
    let applications = 0;
    for (const c of candidates) applications += (await allPages(server.url, '/api/activity', c.token)).length;
    expect(applications).toBe(ops.filter((o) => o.kind === 'apply').length);
    console.log(
      `replay after restart: ${ops.length} requests, ${replayed} answered from storage, 0 duplicated`,
    );
  }, 60_000);

  it('refuses to start a second server on the same PGlite directory, with a clear message', async () => {
    const second = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, ...serverEnv({ DATA_DIR: dataDir, PORT: '0' }) } as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    second.stdout.on('data', (d) => (output += d));
    second.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => second.kill('SIGKILL'), 30_000);
    const code = await new Promise<number | null>((res) => second.once('exit', (c) => res(c)));
    clearTimeout(timer);
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(output).toContain(
      `The data directory ${dataDir} is in use by another Hireloop server (pid ${server.pid})`,
    );
    // The first server is unharmed.
    expect((await api(server.url, 'GET', '/api/health')).status).toBe(200);
    // A clean stop releases the lock.
    await server.stop();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 60_000);
});
