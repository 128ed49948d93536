// Generated hostile input for every route that takes a body, address parameters or a query:
// malformed JSON, wrong types, missing and unknown fields, 1 MB strings and oversized bodies, unicode
// edge cases and control characters, SQL- and script-looking text, bad numbers and invalid ids.
// Whatever is sent: never a 5xx; a refusal is 4xx with exactly {success:false, message} and leaves
// every table as it was; some families must be refused (and some with an exact status). Text that is
// merely unusual (emoji, RTL marks, "'; DROP TABLE") may be accepted: it is stored as sent.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, recruiterProfiles } from '../../server/db/schema.ts';
import { accountDataTargets } from './account-data-hostile.ts';
import { accountRecoveryTargets } from './account-recovery-hostile.ts';
import { hiringTargets } from './hiring-hostile.ts';
import { interviewTargets } from './interview-hostile.ts';
import { databaseHolds, fingerprint } from './db-fingerprint.ts';
import { unsubscribeCases } from './unsubscribe-hostile.ts';
import { googleIdToken } from './firebase-emulator.ts';
import { call, makeUser, type TestContext, type TestUser } from './harness.ts';
import { jobBody, newKey, postJob, unknownId } from './jobs-fixtures.ts';
import {
  candidateBody,
  onboardedCandidate,
  onboardedRecruiter,
  profileContext,
  recruiterBody,
} from './profile-fixtures.ts';

const MB = 1024 * 1024;
const bodyLimit = 256 * 1024;

/**
 * refused: must be 4xx (or the exact status given); any: 2xx or 4xx, never 5xx; ignored: the
 * request succeeds (2xx) and no row of any table holds `stray` afterwards.
 */
type Expect = 'refused' | 'any' | 'ignored' | number;
type Case = {
  family: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  token?: string;
  /** An object is sent as JSON; a string is sent raw; a function makes it from the case's fresh body. */
  payload?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
  expect: Expect;
  /** The field the case is about, for the failure message. */
  field?: string;
};

const stats = { sent: 0, refused: 0, accepted: 0, byFamily: {} as Record<string, number> };

let ctx: TestContext;
let candidate: TestUser;
let owner: TestUser;
let password: string;
let signinEmail: string;
let googleToken: string;

beforeAll(async () => {
  ctx = await profileContext();
  candidate = await onboardedCandidate(ctx);
  owner = await onboardedRecruiter(ctx);
  password = `pw-${randomBytes(8).toString('hex')}`;
  signinEmail = `hostile-${randomBytes(4).toString('hex')}@example.com`;
  await call(ctx, 'POST', '/api/signup', {
    body: { username: 'Hostile', useremail: signinEmail, userpassword: password },
  });
  googleToken = await googleIdToken({ sub: `g-${randomBytes(4).toString('hex')}`, email: signinEmail });
});
afterAll(() => {
  const families = Object.entries(stats.byFamily)
    .map(([f, n]) => `${f} ${n}`)
    .join(', ');
  console.log(
    `hostile input: ${stats.sent} requests sent, ${stats.refused} refused (4xx), ${stats.accepted} accepted, 0 server errors (${families})`,
  );
  return ctx.close();
});

async function send(c: Case) {
  const headers: Record<string, string> = { ...c.headers };
  if (c.token) headers.authorization = `Bearer ${c.token}`;
  let payload: string | undefined;
  if (c.payload !== undefined) {
    headers['content-type'] = c.contentType ?? 'application/json';
    payload = typeof c.payload === 'string' ? c.payload : JSON.stringify(c.payload);
  }
  const before = await fingerprint(ctx);
  const res = await ctx.app.inject({ method: c.method, url: c.url, headers, payload });
  stats.sent++;
  stats.byFamily[c.family] = (stats.byFamily[c.family] ?? 0) + 1;
  let body: unknown = res.body;
  try {
    body = res.json();
  } catch {}
  const sent = String(payload ?? '');
  const label = `${c.family}${c.field ? ` in ${c.field}` : ''}: ${c.method} ${c.url.slice(0, 80)} ${sent.slice(0, 80)}… → ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect([label, res.statusCode < 500]).toEqual([label, true]);
  if (typeof c.expect === 'number') expect([label, res.statusCode]).toEqual([label, c.expect]);
  if (c.expect === 'refused') expect([label, res.statusCode >= 400]).toEqual([label, true]);
  if (c.expect === 'ignored') {
    expect([label, res.statusCode < 300, await databaseHolds(ctx, stray)]).toEqual([label, true, false]);
  }
  if (res.statusCode >= 400) {
    stats.refused++;
    expect([label, body]).toEqual([label, { success: false, message: expect.stringMatching(/\S/) }]);
    expect([label, await fingerprint(ctx)]).toEqual([label, before]);
  } else {
    stats.accepted++;
  }
}

// ─── the values ────────────────────────────────────────────────────────────────────────────────
const malformedJson = [
  '{',
  '{"a":',
  '[1,2',
  "{'a': 1}",
  '{"a": 1}}',
  '{a: 1}',
  'nul',
  'undefined',
  '{"a": NaN}',
  '{"a": Infinity}',
  '{"a": 01}',
  '{"a": "\\x41"}',
  '{"a": "\\ud800"',
  '\u0000',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
];
const notObjects = ['[]', '"text"', '123', 'true', '[{"a":1}]'];
/** The value of unknown fields: it must never reach the database. */
const stray = 'stray-d1f3e5';
const unicode = {
  'lone high surrogate': 'a\ud800b',
  'lone low surrogate': '\udc00end',
  'RTL override': 'abc\u202Edcba',
  'RTL mark': '\u200Fשלום',
  'zero-width': 'a\u200B\u200C\u200Db\u2060',
  emoji: '👩🏽‍💻🚀🏳️‍🌈',
  BOM: '\uFEFFtext',
  combining: 'e\u0301\u0301\u0301',
  'control characters': 'a\u0001\u0008\u001B[31m\u007F\u0085b',
  'line separators': 'a\u2028b\u2029c\r\n',
  'private use and non-characters': '\uE000\uFFFE\uFFFF\u{10FFFF}',
};
const nul = { 'NUL alone': '\u0000', 'NUL inside': 'abc\u0000def', 'NUL at end': 'abc\u0000' };
const sqlLike = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  'Robert"); DELETE FROM jobs; --',
  '1; SELECT pg_sleep(5); --',
  "%' AND 1=0 UNION SELECT password_hash FROM users --",
  '\\x00\\',
  '$$; COPY users TO PROGRAM $$',
];
const scriptLike = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(document.cookie)',
  '{{constructor.constructor("alert(1)")()}}',
  `\${7*7}`,
  '../../../../etc/passwd',
];
const badNumbers: unknown[] = [-1, -1e308, 1e308, 2 ** 53 + 1, 1.5, 'NaN', 'Infinity', '-5', '1e3', '0x10'];
const wrongTypes = (value: unknown): unknown[] =>
  typeof value === 'boolean'
    ? ['true', 1, {}, [value]]
    : typeof value === 'number'
      ? ['abc', true, {}, [1]]
      : Array.isArray(value)
        ? [123, true, { a: 1 }, [123], typeof value[0] === 'object' ? ['text'] : [{}]]
        : [123, true, { a: 1 }, [123]];

// ─── the targets ───────────────────────────────────────────────────────────────────────────────
type Target = {
  route: string;
  /** The url, token and a valid body for one case (fresh state where a success would change it). */
  make: () => Promise<{ url: string; token?: string; body: Record<string, unknown> }>;
  /** Fields that take numbers. */
  numeric?: string[];
};

const freshNoRole = () => makeUser(ctx, null);
const unique = () => randomBytes(4).toString('hex');

const bodyTargets: Target[] = [
  ...accountDataTargets(() => ctx),
  ...accountRecoveryTargets(() => ctx),
  ...hiringTargets(
    () => ctx,
    () => ({ owner, candidate }),
    () => pendingApplication(),
  ),
  ...interviewTargets(
    () => ctx,
    () => ({ owner, candidate }),
    () => applicationAtInterview(),
  ),
  {
    route: 'POST /api/signup',
    make: async () => ({
      url: '/api/signup',
      body: { username: 'Eve', useremail: `eve-${unique()}@example.com`, userpassword: 'long enough' },
    }),
  },
  {
    route: 'POST /api/signin',
    make: async () => ({ url: '/api/signin', body: { useremail: signinEmail, userpassword: password } }),
  },
  {
    route: 'POST /api/google-auth',
    make: async () => ({ url: '/api/google-auth', body: { idToken: googleToken, username: 'G' } }),
  },
  {
    route: 'POST /api/onboard-candidate',
    numeric: ['graduationYear', 'expectedSalary'],
    make: async () => {
      const u = await freshNoRole();
      return { url: '/api/onboard-candidate', token: u.token, body: candidateBody(u.id) };
    },
  },
  {
    route: 'POST /api/onboard-recruiter',
    make: async () => {
      const u = await freshNoRole();
      return { url: '/api/onboard-recruiter', token: u.token, body: recruiterBody(u.id) };
    },
  },
  {
    route: 'PUT /api/candidate/profile',
    numeric: ['graduationYear', 'expectedSalary'],
    make: async () => ({
      url: '/api/candidate/profile',
      token: candidate.token,
      body: { fullName: 'Ada', graduationYear: 2019, expectedSalary: 1000, softSkills: ['Calm'] },
    }),
  },
  {
    route: 'PUT /api/recruiter/userprofile',
    make: async () => ({
      url: '/api/recruiter/userprofile',
      token: owner.token,
      body: { username: 'Grace', currentCompany: 'Compiler Corp', currentRole: 'Lead' },
    }),
  },
  {
    route: 'PUT /api/recruiter/companyprofile',
    make: async () => ({
      url: '/api/recruiter/companyprofile',
      token: owner.token,
      body: { currentCompany: 'Compiler Corp', companyDescription: 'We compile.' },
    }),
  },
  {
    route: 'POST /api/postjob',
    make: async () => ({
      url: '/api/postjob',
      token: owner.token,
      body: { ...jobBody(), Requirements: ['SQL'], Responsibilities: 'Ship\nRun' },
    }),
  },
  {
    route: 'POST /api/candidate/applyjob/:jobId',
    make: async () => {
      const job = await postJob(ctx, owner);
      return { url: `/api/candidate/applyjob/${job._id}`, token: candidate.token, body: { Note: 'Hi' } };
    },
  },
  {
    route: 'POST /api/feed/post',
    make: async () => ({ url: '/api/feed/post', token: owner.token, body: { content: 'Hello feed' } }),
  },
  {
    route: 'POST /api/candidate/alerts',
    make: async () => {
      // A fresh candidate each time: the 10-alert limit must not turn valid cases into refusals.
      const fresh = await onboardedCandidate(ctx);
      return { url: '/api/candidate/alerts', token: fresh.token, body: { q: 'rust', type: 'Contract' } };
    },
  },
  {
    route: 'PUT /api/candidate/alerts/:id',
    make: async () => {
      // A fresh candidate each time, as above: one alert per case would reach the 10-alert limit.
      const fresh = await onboardedCandidate(ctx);
      const made = await call(ctx, 'POST', '/api/candidate/alerts', {
        token: fresh.token,
        body: { q: unique() },
      });
      return {
        url: `/api/candidate/alerts/${made.body.data._id}`,
        token: fresh.token,
        body: { emailCadence: 'weekly' },
      };
    },
  },
  {
    route: 'PUT /api/notifications/read',
    make: async () => ({
      url: '/api/notifications/read',
      token: candidate.token,
      body: { ids: [unknownId] },
    }),
  },
  {
    route: 'PUT /api/account/notification-settings',
    make: async () => ({
      url: '/api/account/notification-settings',
      token: candidate.token,
      body: { kind: 'messages', email: false },
    }),
  },
];

/** Fresh pending application of the owner's job, for the decision routes. */
async function pendingApplication() {
  const job = await postJob(ctx, owner);
  const res = await call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, { token: candidate.token });
  return res.body.data._id as string;
}

/** Fresh application of the owner's job at the Interview stage, for the interview routes. */
async function applicationAtInterview() {
  const id = await pendingApplication();
  await call(ctx, 'POST', `/api/applications/${id}/moves`, {
    token: owner.token,
    body: { from: 'applied', to: 'interview' },
  });
  return id;
}

function bodyCases(t: Target, base: Record<string, unknown>): Array<Omit<Case, 'method' | 'url'>> {
  const cases: Array<Omit<Case, 'method' | 'url'>> = [];
  let field: string | undefined;
  const add = (family: string, payload: unknown, expect: Expect, contentType?: string) =>
    cases.push({ family, payload, expect, contentType, field });
  for (const raw of malformedJson) add('malformed JSON', raw, 400);
  for (const raw of notObjects) add('not an object', raw, 'refused');
  add('wrong content type', 'username=x', 415, 'application/x-www-form-urlencoded');
  add('wrong content type', 'hello', 'refused', 'text/plain');
  add('wrong content type', '<a/>', 415, 'application/xml');
  // The apply call accepts a JSON content type with no body at all (the old client sends that).
  add('empty body', '', t.route.includes('applyjob') ? 'any' : 'refused');
  add('BOM before JSON', '\ufeff{}', 'any');
  // Unknown fields are dropped, as the old client's stray form keys must be: the call succeeds.
  // They are sent with the case's own fresh body, which must succeed.
  const extra = (fields: Record<string, unknown>) => (fresh: Record<string, unknown>) => ({
    ...fresh,
    ...fields,
  });
  add('unknown field', extra({ [stray]: 1, jobTitle_0: stray }), 'ignored');
  add('unknown field', extra({ role: 'recruiter', status: stray }), 'ignored');
  add('unknown field', extra({ userId: unknownId, _id: unknownId, note: stray }), 'ignored');
  add('unknown field', extra({ passwordHash: stray, createdAt: '2000-01-01' }), 'ignored');
  add('oversized body', { ...base, padding: 'x'.repeat(bodyLimit + 1) }, 413);
  add('oversized body', `[${'1,'.repeat(MB / 2)}1]`, 413);
  for (const [name, value] of Object.entries(base)) {
    field = name;
    const without = { ...base };
    delete without[field];
    add('missing field', without, 'any');
    add('null field', { ...base, [field]: null }, 'any');
    for (const wrong of wrongTypes(value)) add('wrong type', { ...base, [field]: wrong }, 'refused');
    add('1 MB string', { ...base, [field]: 'x'.repeat(MB) }, 413);
    add('100 KB string', { ...base, [field]: 'y'.repeat(100 * 1024) }, 'refused');
    if (t.numeric?.includes(field)) {
      for (const n of badNumbers) add('bad number', { ...base, [field]: n }, 'refused');
      continue;
    }
    if (typeof value !== 'string' && !Array.isArray(value)) continue;
    const put = (s: string) => (Array.isArray(value) ? [s] : s);
    for (const [name, s] of Object.entries(nul)) add(`NUL (${name})`, { ...base, [field]: put(s) }, 400);
    for (const s of Object.values(unicode)) add('unicode edge', { ...base, [field]: put(s) }, 'any');
    for (const s of sqlLike) add('SQL-looking', { ...base, [field]: put(s) }, 'any');
    for (const s of scriptLike) add('script-looking', { ...base, [field]: put(s) }, 'any');
    for (const n of [-1, 1e308, 2 ** 53 + 1]) add('number for text', { ...base, [field]: n }, 'refused');
  }
  // Unknown nested fields and NUL in keys.
  add('NUL in a key', { ...base, 'a\u0000b': 1 }, 400);
  add(
    'deep nesting',
    extra({ deep: JSON.parse(`${'{"a":'.repeat(500)}"${stray}"${'}'.repeat(500)}`) }),
    'ignored',
  );
  return cases;
}

describe('hostile bodies', () => {
  it.each(bodyTargets.map((t) => [t.route, t] as const))(
    '%s',
    async (route, target) => {
      const method = route.split(' ')[0] as 'POST' | 'PUT' | 'PATCH';
      const { body: base } = await target.make();
      for (const c of bodyCases(target, base)) {
        const { url, token, body } = await target.make();
        const payload = typeof c.payload === 'function' ? c.payload(body) : c.payload;
        await send({ ...c, payload, method, url, token });
      }
    },
    240_000,
  );

  it.each(['acceptJob', 'rejectJob'])(
    'PUT /api/recruiter/%s/:applicationId (takes no body: anything but an object or nothing is refused)',
    async (verb) => {
      const id = await pendingApplication();
      const url = `/api/recruiter/${verb}/${id}`;
      const payloads: Array<[string, unknown, Expect]> = [
        ...malformedJson.map((raw): [string, unknown, Expect] => ['malformed JSON', raw, 400]),
        ...notObjects.map((raw): [string, unknown, Expect] => ['not an object', raw, 'refused']),
        ['oversized body', { padding: 'x'.repeat(MB) }, 413],
        ['NUL (NUL in a key)', { 'a\u0000': 1 }, 400],
      ];
      for (const [family, payload, expected] of payloads) {
        await send({ family, method: 'PUT', url, token: owner.token, payload, expect: expected });
      }
      // The application is still pending: every hostile decision was refused. Fields are ignored.
      const fields = { status: stray, applicationId: unknownId, Accept: verb === 'rejectJob' };
      await send({
        family: 'unknown field',
        method: 'PUT',
        url,
        token: owner.token,
        payload: fields,
        expect: 'ignored',
      });
      const [row] = await ctx.db.select().from(applications).where(eq(applications.id, id));
      expect(row?.status).toBe(verb === 'acceptJob' ? 'accepted' : 'rejected');
    },
    120_000,
  );

  it('POST /api/firebase-token (takes no body): malformed and oversized bodies are refused', async () => {
    for (const raw of malformedJson) {
      await send({
        family: 'malformed JSON',
        method: 'POST',
        url: '/api/firebase-token',
        token: owner.token,
        payload: raw,
        expect: 400,
      });
    }
    await send({
      family: 'oversized body',
      method: 'POST',
      url: '/api/firebase-token',
      token: owner.token,
      payload: { padding: 'x'.repeat(MB) },
      expect: 413,
    });
  });
});

describe('hostile unsubscribe links', () => {
  it('GET and POST /unsubscribe: garbled links and bodies other than the one-click form', async () => {
    for (const c of unsubscribeCases(ctx, owner.id)) await send(c);
  });
});

// ─── address parameters ───────────────────────────────────────────────────────────────────────
const badIds: Array<[string, Expect]> = [
  ['not-a-uuid', 'refused'],
  [unknownId, 404],
  ['00000000-0000-0000-0000-000000000000', 'refused'],
  ['-1', 'refused'],
  ['0', 'refused'],
  ['1e308', 'refused'],
  ['NaN', 'refused'],
  ['9'.repeat(40), 'refused'],
  [encodeURIComponent("1' OR '1'='1"), 'refused'],
  [encodeURIComponent("x'; DROP TABLE jobs; --"), 'refused'],
  ['%00', 400],
  ['abc%00def', 400],
  ['%E0%A4%A', 400],
  ['%', 400],
  ['..%2F..%2Fetc%2Fpasswd', 'refused'],
  [encodeURIComponent('<script>alert(1)</script>'), 'refused'],
  [encodeURIComponent('👩🏽‍💻'), 'refused'],
  [encodeURIComponent('\u202Eabc'), 'refused'],
  [encodeURIComponent('a\u200Bb'), 'refused'],
  ['%ED%A0%80', 'refused'],
  ['x'.repeat(101), 'refused'],
  ['x'.repeat(5000), 'refused'],
  [`${unknownId}%20`, 'refused'],
  [unknownId.toUpperCase(), 'refused'],
];

describe('hostile address parameters', () => {
  // [method, route with :param, caller, a valid body where the route needs one]
  const paramRoutes: Array<['POST' | 'PUT' | 'GET' | 'DELETE', string, () => string, unknown?]> = [
    ['POST', '/api/candidate/applyjob/:jobId', () => candidate.token],
    ['PUT', '/api/recruiter/acceptJob/:applicationId', () => owner.token],
    ['PUT', '/api/recruiter/rejectJob/:applicationId', () => owner.token],
    ['GET', '/api/recruiter/applicant/:UrlPath', () => owner.token],
    ['GET', '/api/recruiter/postinfo/:UrlPath', () => candidate.token],
    ['PUT', '/api/candidate/withdraw/:applicationId', () => candidate.token],
    ['PUT', '/api/recruiter/closeJob/:UrlPath', () => owner.token],
    ['PUT', '/api/recruiter/reopenJob/:UrlPath', () => owner.token],
    ['PUT', '/api/candidate/saved/:jobId', () => candidate.token],
    ['DELETE', '/api/candidate/saved/:jobId', () => candidate.token],
    ['DELETE', '/api/candidate/alerts/:id', () => candidate.token],
    ['PUT', '/api/candidate/alerts/:id', () => candidate.token, { emailCadence: 'weekly' }],
    ['GET', '/api/company/jobs/:id', () => candidate.token],
    ['GET', '/api/jobs/:jobId/board', () => owner.token],
    [
      'POST',
      '/api/applications/:applicationId/moves',
      () => owner.token,
      { from: 'applied', to: 'screening' },
    ],
    ['GET', '/api/applications/:applicationId/timeline', () => candidate.token],
    ['GET', '/api/applications/:applicationId/notes', () => owner.token],
    ['POST', '/api/applications/:applicationId/notes', () => owner.token, { text: 'Note' }],
    ['GET', '/api/applications/:applicationId/messages', () => candidate.token],
    ['POST', '/api/applications/:applicationId/messages', () => candidate.token, { text: 'Hi' }],
    ['GET', '/api/jobs/:jobId/scorecard-criteria', () => owner.token],
    ['PUT', '/api/jobs/:jobId/scorecard-criteria', () => owner.token, { criteria: [] }],
    ['POST', '/api/interviews/:id/scorecard', () => owner.token, { ratings: {}, recommendation: 'yes' }],
    ['GET', '/api/applications/:applicationId/scorecards', () => owner.token],
    ['GET', '/api/applications/:applicationId', () => owner.token],
    ['GET', '/api/applications/:id/interviews', () => candidate.token],
    ['POST', '/api/interviews/:id/cancel', () => owner.token],
    ['POST', '/api/interviews/:id/choose', () => candidate.token, { startsAt: '2030-06-03T13:00:00Z' }],
  ];
  it.each(paramRoutes)('%s %s', async (method, route, token, payload) => {
    for (const [value, expected] of badIds) {
      // Every route here has one address parameter.
      const url = route.replace(/:\w+/, value);
      await send({ family: 'invalid id', method, url, token: token(), payload, expect: expected });
    }
  });
});

// ─── queries and headers ──────────────────────────────────────────────────────────────────────
describe('hostile queries and headers', () => {
  const lists: Array<[string, () => string | undefined]> = [
    ['/api/getAllJobs', () => undefined],
    ['/api/getjob', () => owner.token],
    ['/api/activity', () => candidate.token],
    ['/api/companies', () => undefined],
    ['/api/company/jobs/:company', () => undefined],
    ['/api/recruiter/applicant/:job', () => owner.token],
    ['/api/feed/posts', () => undefined],
    ['/api/notifications', () => candidate.token],
    ['/api/candidate/saved', () => candidate.token],
    ['/api/messages/threads', () => candidate.token],
  ];
  // The owner's company and one of the owner's jobs, for the lists addressed by them.
  const ids = { company: '', job: '' };
  beforeAll(async () => {
    const [profile] = await ctx.db
      .select({ id: recruiterProfiles.id })
      .from(recruiterProfiles)
      .where(eq(recruiterProfiles.userId, owner.id));
    ids.company = profile?.id ?? '';
    ids.job = (await postJob(ctx, owner)).UrlPath;
  });
  const cursorOf = (s: string) => Buffer.from(s).toString('base64url');
  // [query, on job lists, on companies and applicants, on the other lists] — q exists on job lists
  // (a company's jobs too), companies and a job's applicants, type on job lists; elsewhere they are
  // unknown keys and ignored. A NUL is refused anywhere.
  const queries: Array<[string, Expect, Expect, Expect]> = [
    ['limit=-1', 400, 400, 400],
    ['limit=0', 400, 400, 400],
    ['limit=NaN', 400, 400, 400],
    ['limit=1e9', 400, 400, 400],
    ['limit=1.5', 400, 400, 400],
    ['limit=abc', 400, 400, 400],
    ['limit=Infinity', 400, 400, 400],
    ['limit=1&limit=2', 400, 400, 400],
    ['cursor=garbage', 400, 400, 400],
    [`cursor=${cursorOf(`999999999999999999.${unknownId}`)}`, 'any', 'any', 'any'],
    [`cursor=${cursorOf(`-999999999999999999.${unknownId}`)}`, 'any', 'any', 'any'],
    [`cursor=${cursorOf(`1.${unknownId}.x`)}`, 400, 400, 400],
    [`cursor=${'A'.repeat(201)}`, 400, 400, 400],
    ['cursor=%00', 400, 400, 400],
    ['q=%00', 400, 400, 400],
    ['q=a%00b', 400, 400, 400],
    [`q=${'q'.repeat(101)}`, 400, 400, 200],
    [`q=${encodeURIComponent("' OR 1=1 --")}`, 200, 200, 200],
    [`q=${encodeURIComponent('%_\\')}`, 200, 200, 200],
    [`q=${encodeURIComponent('<script>alert(1)</script>')}`, 200, 200, 200],
    [`q=${encodeURIComponent('👩🏽‍💻 \u202E \u200B')}`, 200, 200, 200],
    ['q=%ED%A0%80', 'any', 'any', 'any'],
    ['type=bogus', 400, 200, 200],
    ['type=%00', 400, 400, 400],
    ['unknown=1', 200, 200, 200],
  ];
  it.each(lists)('GET %s', async (path, token) => {
    const column = /jobs|getjob/i.test(path) ? 1 : /companies|applicant/.test(path) ? 2 : 3;
    const address = path.replace(/:(company|job)$/, (_, k: keyof typeof ids) => ids[k]);
    for (const row of queries) {
      const url = `${address}?${row[0]}`;
      await send({
        family: 'hostile query',
        method: 'GET',
        url,
        token: token(),
        expect: row[column] as Expect,
      });
    }
  });

  it('refuses hostile Idempotency-Keys on every write that takes one', async () => {
    const keys = [
      'short',
      'k'.repeat(101),
      'key with spaces',
      'ключ-ключ-ключ',
      "x'; DROP TABLE--",
      '../../x',
      '',
    ];
    for (const key of keys) {
      const job = await postJob(ctx, owner);
      const writes: Array<[string, string, 'POST' | 'PUT', unknown]> = [
        [`/api/candidate/applyjob/${job._id}`, candidate.token, 'POST', {}],
        ['/api/feed/post', owner.token, 'POST', { content: 'keyed' }],
        [`/api/recruiter/acceptJob/${await pendingApplication()}`, owner.token, 'PUT', undefined],
        [`/api/candidate/withdraw/${await pendingApplication()}`, candidate.token, 'PUT', undefined],
        [
          `/api/applications/${await pendingApplication()}/moves`,
          owner.token,
          'POST',
          { from: 'applied', to: 'offer' },
        ],
        [`/api/applications/${await pendingApplication()}/notes`, owner.token, 'POST', { text: 'keyed' }],
        [
          `/api/applications/${await pendingApplication()}/messages`,
          candidate.token,
          'POST',
          { text: 'keyed' },
        ],
      ];
      for (const [url, token, method, payload] of writes) {
        await send({
          family: 'hostile header',
          method,
          url,
          token,
          payload,
          headers: { 'idempotency-key': key },
          expect: 400,
        });
      }
    }
    // The same key reused for another request is a conflict, not a second write.
    const key = newKey();
    const first = await call(ctx, 'POST', '/api/feed/post', {
      token: owner.token,
      body: { content: 'first' },
      headers: { 'idempotency-key': key },
    });
    expect(first.status).toBe(201);
    await send({
      family: 'hostile header',
      method: 'PUT',
      url: `/api/recruiter/acceptJob/${await pendingApplication()}`,
      token: owner.token,
      headers: { 'idempotency-key': key },
      expect: 409,
    });
  });
});
