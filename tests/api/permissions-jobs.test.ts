// The permission matrix for the job and application calls: every call as every kind of caller, with
// the exact status. A refused write must leave nothing behind.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, jobs } from '../../server/db/schema.ts';
import { call, createTestContext, makeUser, type TestContext, type TestUser } from './harness.ts';
import { jobBody, makeCandidate, makeRecruiter, postJob } from './jobs-fixtures.ts';

const secret = randomBytes(32).toString('hex');
let ctx: TestContext;
const who = [
  'visitor',
  'candidate',
  'otherCandidate',
  'owner',
  'otherRecruiter',
  'noRole',
  'tampered',
  'expired',
] as const;
type Who = (typeof who)[number];
const tokens = {} as Record<Who, string | undefined>;
let owner: TestUser;
let candidate: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ env: { JWT_SECRET: secret } });
  owner = await makeRecruiter(ctx, 'Owner Co');
  candidate = await makeCandidate(ctx);
  const otherCandidate = await makeCandidate(ctx);
  const otherRecruiter = await makeRecruiter(ctx, 'Rival Co');
  const noRole = await makeUser(ctx, null);
  // The owner's signature on a payload that names someone else.
  const [header, , signature] = owner.token.split('.');
  const forged = Buffer.from(JSON.stringify({ sub: otherRecruiter.id, iat: 1, exp: 4102444800 })).toString(
    'base64url',
  );
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(owner.id)
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(new TextEncoder().encode(secret));
  Object.assign(tokens, {
    visitor: undefined,
    candidate: candidate.token,
    otherCandidate: otherCandidate.token,
    owner: owner.token,
    otherRecruiter: otherRecruiter.token,
    noRole: noRole.token,
    tampered: `${header}.${forged}.${signature}`,
    expired,
  });
});
afterAll(() => ctx.close());

type Attempt = {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  body?: unknown;
  check?: (ok: boolean) => Promise<void>;
};

/** Each call prepares fresh state per attempt, so one caller's success cannot change the next one's. */
const calls: Array<{ name: string; expected: Record<Who, number>; prepare: () => Promise<Attempt> }> = [
  {
    name: 'POST /postjob',
    expected: row(401, 403, 403, 201, 201, 403, 401, 401),
    prepare: async () => {
      const title = `Matrix ${randomBytes(4).toString('hex')}`;
      return {
        method: 'POST',
        url: '/api/postjob',
        body: jobBody({ JobTitle: title }),
        check: async (ok) => {
          const rows = await ctx.db.select().from(jobs).where(eq(jobs.title, title));
          expect(rows).toHaveLength(ok ? 1 : 0);
        },
      };
    },
  },
  {
    name: 'GET /getjob',
    expected: row(401, 403, 403, 200, 200, 403, 401, 401),
    prepare: async () => ({ method: 'GET', url: '/api/getjob' }),
  },
  {
    name: 'GET /getAllJobs',
    expected: row(200, 200, 200, 200, 200, 200, 200, 200),
    prepare: async () => ({ method: 'GET', url: '/api/getAllJobs?q=matrix&type=full-time' }),
  },
  {
    name: 'GET /recruiter/postinfo/:UrlPath',
    expected: row(200, 200, 200, 200, 200, 200, 200, 200),
    prepare: async () => ({
      method: 'GET',
      url: `/api/recruiter/postinfo/${(await postJob(ctx, owner)).UrlPath}`,
    }),
  },
  {
    name: 'POST /candidate/applyjob/:jobId',
    expected: row(401, 201, 201, 403, 403, 403, 401, 401),
    prepare: async () => {
      const job = await postJob(ctx, owner);
      return {
        method: 'POST',
        url: `/api/candidate/applyjob/${job._id}`,
        body: { Note: 'hello' },
        check: async (ok) => {
          const rows = await ctx.db.select().from(applications).where(eq(applications.jobId, job._id));
          expect(rows).toHaveLength(ok ? 1 : 0);
        },
      };
    },
  },
  {
    name: 'GET /recruiter/applicant/:UrlPath',
    expected: row(401, 403, 403, 200, 403, 403, 401, 401),
    prepare: async () => {
      const job = await postJob(ctx, owner);
      await call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, { token: candidate.token });
      return { method: 'GET', url: `/api/recruiter/applicant/${job.UrlPath}` };
    },
  },
  ...(['acceptJob', 'rejectJob'] as const).map((verb) => ({
    name: `PUT /recruiter/${verb}/:applicationId`,
    expected: row(401, 403, 403, 200, 403, 403, 401, 401),
    prepare: async (): Promise<Attempt> => {
      const job = await postJob(ctx, owner);
      // The candidate who applied may not decide on their own application either.
      const applied = await call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, {
        token: candidate.token,
      });
      const id = applied.body.data._id as string;
      return {
        method: 'PUT',
        url: `/api/recruiter/${verb}/${id}`,
        check: async (ok) => {
          const [a] = await ctx.db.select().from(applications).where(eq(applications.id, id));
          expect(a?.status).toBe(ok ? (verb === 'acceptJob' ? 'accepted' : 'rejected') : 'pending');
        },
      };
    },
  })),
  {
    name: 'GET /activity',
    expected: row(401, 200, 200, 403, 403, 403, 401, 401),
    prepare: async () => ({ method: 'GET', url: '/api/activity' }),
  },
];

function row(...statuses: number[]): Record<Who, number> {
  return Object.fromEntries(who.map((w, i) => [w, statuses[i]])) as Record<Who, number>;
}

describe('permission matrix: jobs and applications', () => {
  const cases = calls.flatMap((c) => who.map((w) => [c.name, w, c.expected[w]] as const));
  it.each(cases)('%s as %s answers %i', async (name, w, status) => {
    const spec = calls.find((c) => c.name === name)!;
    const attempt = await spec.prepare();
    const res = await call(ctx, attempt.method, attempt.url, { token: tokens[w], body: attempt.body });
    expect(res.status).toBe(status);
    if (status >= 400) {
      expect(res.body).toEqual({ success: false, message: expect.any(String) });
      expect(res.body.message.length).toBeGreaterThan(0);
    } else {
      expect(res.body.success).toBe(true);
    }
    await attempt.check?.(status < 400);
  });

  it('tells a caller with an expired token to sign in again', async () => {
    const res = await call(ctx, 'GET', '/api/getjob', { token: tokens.expired });
    expect(res.body).toEqual({ success: false, message: 'Your session has expired, please sign in again' });
  });
});
