// Scale-out: two API processes (same JWT_SECRET, different ports, no shared memory) on one
// PostgreSQL behind a round-robin proxy written here. The core journey runs through the proxy with
// consecutive requests alternating between the two: register, sign in, onboard, post a job, apply,
// read the applicants, hire, read the history, post and read the feed. It passes only if every piece
// of state lives in the database (and Firebase), never in one process's memory.
// Needs PostgreSQL (PGlite is one process by design): runs when DATABASE_URL is set, skipped otherwise.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../scripts/server-process.mjs';
import { api, candidateProfile, jobBody, startApi } from './helpers.ts';

const adminUrl = process.env.DATABASE_URL;
const name = `hireloop_scale_${randomBytes(5).toString('hex')}`;
const servers: ServerProcess[] = [];
const served: number[] = []; // which backend answered each request, in order
let proxy: http.Server;
let base = '';

/** Round robin over the backends; every request is forwarded whole, the answer streamed back. */
function roundRobin(backends: string[]) {
  let next = 0;
  return http.createServer((req, res) => {
    const i = next++ % backends.length;
    served.push(i);
    const target = new URL(backends[i]!);
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: 'bad gateway' }));
    });
    req.pipe(upstream);
  });
}

const title = adminUrl
  ? 'two API processes on one PostgreSQL behind a round robin'
  : 'two API processes on one PostgreSQL behind a round robin — SKIPPED: DATABASE_URL is not set';

describe.skipIf(!adminUrl)(title, () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    // One after the other: both run the migrations at start-up, the second finds them applied.
    servers.push(await startApi({ DATABASE_URL: url.toString() }));
    servers.push(await startApi({ DATABASE_URL: url.toString() }));
    proxy = roundRobin(servers.map((s) => s.url));
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    for (const s of servers) await s.stop();
    await new Promise((r) => proxy?.close(r));
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('runs the whole journey with requests alternating between the two processes', async () => {
    const step = async (
      method: string,
      url: string,
      status: number,
      options: Parameters<typeof api>[3] = {},
    ) => {
      const res = await api(base, method, url, options);
      expect([method, url, res.status, res.body]).toEqual([method, url, status, expect.anything()]);
      return res.body;
    };
    const password = 'scale-out-password';
    const people = { recruiter: '', candidate: '' };
    const tokens = { recruiter: '', candidate: '' };
    const ids = { recruiter: '', candidate: '' };
    for (const role of ['recruiter', 'candidate'] as const) {
      people[role] = `${role}-${randomBytes(4).toString('hex')}@scale.example.com`;
      await step('POST', '/api/signup', 201, {
        body: { username: role, useremail: people[role], userpassword: password },
      });
      // The email is taken for the other process too.
      await step('POST', '/api/signup', 409, {
        body: { username: role, useremail: people[role], userpassword: password },
      });
      const session = await step('POST', '/api/signin', 200, {
        body: { useremail: people[role], userpassword: password },
      });
      tokens[role] = session.token;
      ids[role] = session.user._id;
      expect(session.role).toBeNull();
    }
    // A token signed by one process is accepted by the other (same JWT_SECRET).
    await step('POST', '/api/onboard-recruiter', 201, {
      token: tokens.recruiter,
      body: { name: 'Scale Recruiter', currentCompany: 'Scale Co', currentRole: 'Talent' },
    });
    await step('POST', '/api/onboard-recruiter', 409, { token: tokens.recruiter, body: {} });
    await step('POST', '/api/onboard-candidate', 201, {
      token: tokens.candidate,
      body: candidateProfile(ids.candidate),
    });
    const account = await step('GET', '/api/candidate/Account', 200, { token: tokens.candidate });
    expect(account.role).toBe('candidate');

    const job = (
      await step('POST', '/api/postjob', 201, {
        token: tokens.recruiter,
        body: jobBody('Scale-out Engineer'),
      })
    ).data;
    const mine = await step('GET', '/api/getjob', 200, { token: tokens.recruiter });
    expect(mine.data.map((j: { _id: string }) => j._id)).toEqual([job._id]);
    // The public job read is cached per process; both must see the apply at once.
    for (let i = 0; i < 2; i++) {
      expect((await step('GET', `/api/recruiter/postinfo/${job.UrlPath}`, 200)).ApplicationsReceived).toBe(0);
    }
    const key = `scale-${randomBytes(6).toString('hex')}`;
    const applied = await step('POST', `/api/candidate/applyjob/${job._id}`, 201, {
      token: tokens.candidate,
      key,
      body: { Note: 'Through the round robin' },
    });
    // The replay goes to the other process and is answered from the database.
    const replay = await api(base, 'POST', `/api/candidate/applyjob/${job._id}`, {
      token: tokens.candidate,
      key,
      body: { Note: 'Through the round robin' },
    });
    expect([replay.status, replay.headers.get('idempotent-replayed'), replay.body.data._id]).toEqual([
      201,
      'true',
      applied.data._id,
    ]);
    await step('POST', `/api/candidate/applyjob/${job._id}`, 409, { token: tokens.candidate, body: {} });
    for (let i = 0; i < 2; i++) {
      expect((await step('GET', `/api/recruiter/postinfo/${job.UrlPath}`, 200)).ApplicationsReceived).toBe(1);
    }
    const applicants = await step('GET', `/api/recruiter/applicant/${job.UrlPath}`, 200, {
      token: tokens.recruiter,
    });
    expect(applicants.map((a: { _id: string }) => a._id)).toEqual([applied.data._id]);
    await step('PUT', `/api/recruiter/acceptJob/${applied.data._id}`, 200, { token: tokens.recruiter });
    await step('PUT', `/api/recruiter/rejectJob/${applied.data._id}`, 409, { token: tokens.recruiter });
    for (let i = 0; i < 2; i++) {
      const history = await step('GET', '/api/activity', 200, { token: tokens.candidate });
      expect(history.map((a: { Accept: boolean; status: string }) => [a.Accept, a.status])).toEqual([
        [true, 'accepted'],
      ]);
    }
    const post = await step('POST', '/api/feed/post', 201, {
      token: tokens.recruiter,
      body: { content: 'Hired!' },
    });
    for (let i = 0; i < 2; i++) {
      const feed = await step('GET', '/api/feed/posts', 200);
      expect(feed.data.map((p: { _id: string }) => p._id)).toContain(post.data._id);
    }
    const companies = await step('GET', '/api/companies', 200);
    expect(companies.data.map((c: { currentCompany: string }) => c.currentCompany)).toContain('Scale Co');

    // Strict alternation: 0, 1, 0, 1, … and both processes did half of the work.
    expect(served.length).toBeGreaterThanOrEqual(28);
    expect(served.every((b, i) => b === i % 2)).toBe(true);
    console.log(`scale-out journey: ${served.length} requests alternating over 2 processes, 0 lost`);
  }, 120_000);
});
