// Three API processes behind a real HAProxy, on one PostgreSQL and one Redis, each request to the
// next server in turn. What one server holds, three hold: the per-IP sign-in limit is 20 a minute in
// all (not 60); an account's lockout holds on every server; a push written on server 1 is sent once,
// within a second; a message written through server 2 reaches a thread open on server 3 within 3 s;
// a job closed through server 1 is refused by server 3 at once.
// Needs PostgreSQL (DATABASE_URL), redis-server and haproxy: skipped without DATABASE_URL, as the
// other PostgreSQL tests (.ci/run sets it, and installs the two).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../scripts/server-process.mjs';
import { openStream } from '../api/live-stream.ts';
import { startPushStandIn } from '../api/push-standin.ts';
import { type RedisProcess, startRedis } from '../redis-server.ts';
import { type Balancer, startHaproxy } from './haproxy.ts';
import { type ApiUser, api, newUser, postJob, startApi } from './helpers.ts';

const adminUrl = process.env.DATABASE_URL;
const name = `hireloop_three_${randomBytes(5).toString('hex')}`;
const servers: ServerProcess[] = [];
let redis: RedisProcess;
let balancer: Balancer;
let standIn: Awaited<ReturnType<typeof startPushStandIn>>;

/** A sign-in through the balancer from a client address of the test's choosing. */
async function signinFrom(address: string, email: string) {
  const res = await fetch(`${balancer.url}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ useremail: email, userpassword: 'not-the-password' }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await res.json()) as { message: string };
  return { status: res.status, server: res.headers.get('x-server'), message: body.message };
}

async function until(check: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 10));
  }
  return true;
}

const title = adminUrl
  ? 'three API processes behind HAProxy on one PostgreSQL and one Redis'
  : 'three API processes behind HAProxy — SKIPPED: DATABASE_URL is not set';

describe.skipIf(!adminUrl)(title, () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    redis = await startRedis();
    standIn = await startPushStandIn();
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redis.url,
      // The balancer and the test's clients are all on 127.0.0.1: believe it about the client.
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_AUTH_PER_MINUTE: '20',
      RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '10',
      PUSH_STANDIN_ORIGIN: standIn.origin,
      // Nothing here waits for a poll: a write wakes the workers (its own, and by NOTIFY the others).
      PUSH_OUTBOX_POLL_MS: '60000',
      MAIL_OUTBOX_POLL_MS: '60000',
    };
    // One after the other: the first migrates, the others find it done.
    for (let i = 0; i < 3; i++) servers.push(await startApi(env));
    balancer = await startHaproxy(servers.map((s) => s.url));
  }, 180_000);

  afterAll(async () => {
    await balancer?.stop();
    for (const s of servers) await s.stop();
    await redis?.stop();
    await standIn?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('counts the per-IP sign-in limit once: 20 a minute in all, not 60', async () => {
    const answers = [];
    for (let i = 0; i < 26; i++) answers.push(await signinFrom('10.20.0.1', `ip-${i}@three.example.com`));
    expect(new Set(answers.map((a) => a.server))).toEqual(new Set(['s1', 's2', 's3']));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(20);
    expect(answers.slice(20).map((a) => a.status)).toEqual([429, 429, 429, 429, 429, 429]);
  }, 240_000);

  it("holds an account's lockout on every server", async () => {
    const email = 'locked@three.example.com';
    for (let i = 0; i < 10; i++) expect((await signinFrom('10.20.0.2', email)).status).toBe(401);
    const after = [];
    for (let i = 0; i < 3; i++) after.push(await signinFrom('10.20.0.2', email));
    expect(after.map((a) => [a.server, a.status, a.message]).sort()).toEqual(
      ['s1', 's2', 's3'].map((s) => [
        s,
        429,
        'Too many attempts for this account, please wait 15 minutes and try again',
      ]),
    );
  }, 240_000);

  let recruiter: ApiUser;
  let candidate: ApiUser;
  let applicationId = '';
  let jobUrlPath = '';
  let jobId = '';

  it('sends a push written on server 1 once, within a second', async () => {
    recruiter = await newUser(balancer.url, 'recruiter');
    candidate = await newUser(balancer.url, 'candidate');
    const device = standIn.device();
    const subscribed = await api(balancer.url, 'POST', '/api/push/subscriptions', {
      token: recruiter.token,
      body: device.subscription,
    });
    expect(subscribed.status).toBe(201);
    const job = await postJob(balancer.url, recruiter, 'Three-server Engineer');
    jobUrlPath = job.UrlPath;
    jobId = job._id;
    const [one] = servers as [ServerProcess];
    const applied = await api(one.url, 'POST', `/api/candidate/applyjob/${job._id}`, {
      token: candidate.token,
      body: { Note: 'Written on server 1' },
    });
    expect(applied.status).toBe(201);
    applicationId = applied.body.data._id;
    const at = Date.now();
    expect(await until(() => device.received().length > 0, 5000)).toBe(true);
    const tookMs = Date.now() - at;
    await new Promise((r) => setTimeout(r, 1500));
    expect(device.received().map((d) => d.payload.tag)).toEqual(['applicants']);
    expect(tookMs).toBeLessThan(1000);
    console.log(`three servers: the push went out ${tookMs} ms after the apply answered`);
  }, 120_000);

  it('shows a message written through server 2 in a thread open on server 3 within 3 s', async () => {
    const [, two, three] = servers as [ServerProcess, ServerProcess, ServerProcess];
    const thread = await openStream(`${three.url}/api/events`, {
      authorization: `Bearer ${candidate.token}`,
    });
    try {
      expect(thread.status).toBe(200);
      for (let i = 0; i < 100 && thread.lastId() === null; i++) await new Promise((r) => setTimeout(r, 20));
      const at = Date.now();
      const sent = await api(two.url, 'POST', `/api/applications/${applicationId}/messages`, {
        token: recruiter.token,
        body: { text: 'Written through server 2' },
      });
      expect(sent.status).toBe(201);
      const events = [];
      while (Date.now() - at < 3000) {
        const [event] = await thread.next(1, 3000 - (Date.now() - at)).catch(() => [undefined]);
        if (!event) break;
        events.push(event.data as { type: string; messageId?: string });
        if (events.some((e) => e.type === 'message')) break;
      }
      expect(events).toContainEqual({ type: 'message', applicationId, messageId: sent.body.data._id });
      console.log(
        `three servers: the message reached server 3's stream ${Date.now() - at} ms after it was sent`,
      );
    } finally {
      thread.close();
    }
  }, 60_000);

  it('refuses on server 3 at once an apply to a job closed through server 1', async () => {
    const [one, , three] = servers as [ServerProcess, ServerProcess, ServerProcess];
    const other = await newUser(balancer.url, 'candidate');
    const closed = await api(one.url, 'PUT', `/api/recruiter/closeJob/${jobUrlPath}`, {
      token: recruiter.token,
    });
    expect(closed.status).toBe(200);
    const refused = await api(three.url, 'POST', `/api/candidate/applyjob/${jobId}`, {
      token: other.token,
      body: {},
    });
    expect([refused.status, refused.body.success]).toEqual([409, false]);
  }, 120_000);
});
