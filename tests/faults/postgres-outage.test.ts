// Losing PostgreSQL mid-request: a request is held inside the database (a lock taken by this test),
// then every connection of the server is terminated (pg_terminate_backend, what a failover or an
// admin restart does to a client). The request answers 503 {success:false, message} with Retry-After,
// never a 500; the pool reconnects and the server serves again; nothing acknowledged is lost.
// Needs a PostgreSQL server: runs when DATABASE_URL is set (CI sets it), is skipped otherwise.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerProcess } from '../../scripts/server-process.mjs';
import { type ApiUser, allPages, api, newUser, postJob, startApi } from './helpers.ts';

const adminUrl = process.env.DATABASE_URL;
const name = `hireloop_fault_${randomBytes(5).toString('hex')}`;
const dbUrl = () => {
  const u = new URL(adminUrl!);
  u.pathname = `/${name}`;
  return u.toString();
};

let server: ServerProcess | undefined;
let admin: pg.Client | undefined;
let recruiter: ApiUser;

/** Terminates every connection to the test database but the admin's own. */
async function terminateServerConnections(client: pg.Client) {
  const res = await client.query(
    'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return res.rowCount ?? 0;
}

const title = adminUrl
  ? 'losing PostgreSQL mid-request (pg_terminate_backend)'
  : 'losing PostgreSQL mid-request — SKIPPED: DATABASE_URL is not set (no PostgreSQL server to break)';

describe.skipIf(!adminUrl)(title, () => {
  beforeAll(async () => {
    const setup = new pg.Client({ connectionString: adminUrl });
    await setup.connect();
    await setup.query(`create database ${name}`);
    await setup.end();
    server = await startApi({ DATABASE_URL: dbUrl() });
    admin = new pg.Client({ connectionString: dbUrl() });
    await admin.connect();
    recruiter = await newUser(server.url, 'recruiter');
  }, 60_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await admin?.end().catch(() => {});
    const drop = new pg.Client({ connectionString: adminUrl });
    await drop.connect();
    await drop.query(`drop database if exists ${name} with (force)`);
    await drop.end();
  });

  it('answers 503 for the request in flight, then recovers when the database is back', async () => {
    const before = await postJob(server!.url, recruiter, 'Before the outage');
    // Hold the next read of jobs inside PostgreSQL.
    await admin!.query('begin');
    await admin!.query('lock table jobs in access exclusive mode');
    const inFlight = api(server!.url, 'GET', '/api/getjob', { token: recruiter.token, timeoutMs: 20_000 });
    const readWaitsForLock = async () =>
      (
        await admin!.query(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        )
      ).rows[0].n > 0;
    await vi.waitUntil(readWaitsForLock, { timeout: 10_000, interval: 50 });
    const terminated = await terminateServerConnections(admin!);
    expect(terminated).toBeGreaterThan(0);
    const res = await inFlight;
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      success: false,
      message: 'The service is temporarily unavailable, please try again shortly',
    });
    expect(res.headers.get('retry-after')).toBe('5');
    await admin!.query('rollback');

    // The pool drops the dead connections and opens new ones.
    const recovered = async () => {
      const { status } = await api(server!.url, 'GET', '/api/getjob', { token: recruiter.token });
      if (status !== 200) expect(status).toBe(503);
      return status === 200;
    };
    await vi.waitUntil(recovered, { timeout: 15_000, interval: 200 });
    const after = await postJob(server!.url, recruiter, 'After the outage');
    const mine = await allPages<{ _id: string }>(server!.url, '/api/getjob', recruiter.token);
    expect(mine.map((j) => j._id)).toEqual(expect.arrayContaining([before._id, after._id]));
  }, 60_000);

  it('keeps every acknowledged write of a burst while connections are cut twice (503s, never 500)', async () => {
    const tag = `pg-burst-${Date.now()}`;
    const keys = Array.from({ length: 60 }, (_, i) => `${tag}-${i}`);
    const outcome = new Map<string, number>();
    let next = 0;
    const worker = async () => {
      while (next < keys.length) {
        const key = keys[next++]!;
        const res = await api(server!.url, 'POST', '/api/feed/post', {
          token: recruiter.token,
          key,
          body: { content: `${tag} ${key}` },
        });
        outcome.set(key, res.status);
        if (res.status !== 201) expect(res.body).toEqual({ success: false, message: expect.any(String) });
      }
    };
    let finished = false;
    const all = Promise.all(Array.from({ length: 4 }, worker)).finally(() => {
      finished = true;
    });
    all.catch(() => {});
    const started = (n: number) => () => next >= n || finished;
    await vi.waitUntil(started(15), { timeout: 30_000, interval: 2 });
    await terminateServerConnections(admin!);
    await vi.waitUntil(started(35), { timeout: 30_000, interval: 2 });
    await terminateServerConnections(admin!);
    await all.catch((err) => {
      throw new Error(`${err}\n--- server output ---\n${server!.output()}`);
    });
    const statuses = [...outcome.values()];
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
    // Acknowledged ones are all there; the refused ones are retried (as the outbox would) exactly once.
    for (const key of keys.filter((k) => outcome.get(k) !== 201)) {
      const retried = async () =>
        (
          await api(server!.url, 'POST', '/api/feed/post', {
            token: recruiter.token,
            key,
            body: { content: `${tag} ${key}` },
          })
        ).status === 201;
      await vi.waitUntil(retried, { timeout: 10_000, interval: 100 });
    }
    const posts = (await allPages<{ content: string }>(server!.url, '/api/feed/posts')).filter((p) =>
      p.content.startsWith(tag),
    );
    expect(posts).toHaveLength(keys.length);
    console.log(
      `PostgreSQL outage burst: ${keys.length} writes, ${statuses.filter((s) => s === 201).length} acknowledged, ${statuses.filter((s) => s === 503).length} answered 503, 0 lost, 0 duplicated`,
    );
  }, 60_000);
});
