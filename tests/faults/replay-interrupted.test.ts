// A client replay interrupted mid-flight: the app's own outbox replay (src/offline/replay.ts, on a
// fake IndexedDB) sends a queued apply and a queued feed post through a small proxy. The proxy lets
// each request reach the server, waits for the server's answer (so the write is committed), then
// kills the server with SIGKILL and drops the connection: the client never hears back. After a
// restart on the same DATA_DIR the next replay sends the same Idempotency-Key, the server answers
// from storage, and exactly one row exists for each queued write.
import 'fake-indexeddb/auto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../scripts/server-process.mjs';
import { db } from '../../src/offline/db.ts';
import { enqueue } from '../../src/offline/outbox.ts';
import { replayOutbox } from '../../src/offline/replay.ts';
import { type ApiUser, allPages, newUser, postJob, startApi, tempDir } from './helpers.ts';

const dataDir = tempDir('faults-replay');
let server: ServerProcess;
let mode: 'kill-after-commit' | 'pass' = 'pass';
let killedAfterCommit = 0;

/** Forwards to the current server; in kill mode, kills it once it has answered and drops the client. */
const proxy = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const target = new URL(server.url);
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const body: Buffer[] = [];
        answer.on('data', (c) => body.push(c));
        answer.on('end', async () => {
          if (mode === 'kill-after-commit') {
            // The server committed and answered; the client will never know.
            killedAfterCommit++;
            await server.stop('SIGKILL');
            req.socket.destroy();
            return;
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(Buffer.concat(body));
        });
      },
    );
    upstream.on('error', () => req.socket.destroy());
    upstream.end(Buffer.concat(chunks));
  });
});

let base = '';
/** The replay's fetch: its relative /api URLs go to the proxy. */
const fetchImpl = ((input: RequestInfo | URL, init?: RequestInit) =>
  fetch(`${base}${String(input)}`, { ...init, signal: AbortSignal.timeout(10_000) })) as typeof fetch;

let recruiter: ApiUser;
let candidate: ApiUser;
let job: { _id: string; UrlPath: string };

beforeAll(async () => {
  server = await startApi({ DATA_DIR: dataDir });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  recruiter = await newUser(server.url, 'recruiter');
  candidate = await newUser(server.url, 'candidate');
  job = await postJob(server.url, recruiter, 'Replay target');
}, 60_000);

afterAll(async () => {
  await server.stop('SIGKILL');
  await new Promise((r) => proxy.close(r));
  await db.delete();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('client replay interrupted between commit and answer', () => {
  it.each([
    ['an apply', 'apply' as const],
    ['a feed post', 'post' as const],
  ])(
    'leaves exactly one row for %s',
    async (_name, kind) => {
      const content = `Queued offline ${Date.now()}`;
      const entry = await enqueue({
        kind,
        token: kind === 'apply' ? candidate.token : recruiter.token,
        ref: {},
        request:
          kind === 'apply'
            ? { method: 'POST', path: `/candidate/applyjob/${job._id}`, body: { Note: 'from the outbox' } }
            : { method: 'POST', path: '/feed/post', body: { content } },
      });

      mode = 'kill-after-commit';
      const first = await replayOutbox({ fetchImpl });
      expect(first).toEqual({ sent: 0, failed: 0, waiting: 1 });
      expect(killedAfterCommit).toBeGreaterThan(0);
      const waiting = await db.outbox.get(entry.id);
      expect(waiting?.state).toBe('pending');
      expect(waiting?.attempts).toBe(1);

      // The server comes back on the same data; the device retries when the backoff is over.
      mode = 'pass';
      server = await startApi({ DATA_DIR: dataDir });
      const settled: unknown[] = [];
      const second = await replayOutbox({
        fetchImpl,
        now: () => Date.now() + 10 * 60_000,
        onSettled: (_e, outcome, body) => settled.push([outcome, body]),
      });
      expect(second).toEqual({ sent: 1, failed: 0, waiting: 0 });
      expect(await db.outbox.get(entry.id)).toBeUndefined();

      if (kind === 'apply') {
        const mine = await allPages<{ _id: string; jobId: { _id: string } }>(
          server.url,
          '/api/activity',
          candidate.token,
        );
        const rows = mine.filter((a) => a.jobId._id === job._id);
        expect(rows).toHaveLength(1);
        expect(settled).toEqual([
          ['sent', expect.objectContaining({ data: expect.objectContaining({ _id: rows[0]!._id }) })],
        ]);
      } else {
        const posts = (
          await allPages<{ _id: string; content: string }>(server.url, '/api/feed/posts')
        ).filter((p) => p.content === content);
        expect(posts).toHaveLength(1);
        expect(settled).toEqual([
          ['sent', expect.objectContaining({ data: expect.objectContaining({ _id: posts[0]!._id }) })],
        ]);
      }
    },
    60_000,
  );
});
