// Shared by the fault tests: a real server process (server/main.ts) on 127.0.0.1 and a free port,
// users and jobs made through the API, and a small JSON client with a deadline on every call.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/firebase-emulators.mjs';
import { type ServerProcess, startServer } from '../../scripts/server-process.mjs';

export const jwtSecret = `faults-${randomBytes(24).toString('hex')}`;
export const bucket = 'demo-hireloop.appspot.com';
export const storageHost = '127.0.0.1:9499';

export function tempDir(prefix: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `hireloop-${prefix}-`));
}

/** Environment of a test server: no demo data, limits out of the way, a known JWT secret. */
export function serverEnv(extra: Record<string, string | undefined>): Record<string, string | undefined> {
  return {
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    STATIC_DIR: path.join(os.tmpdir(), 'hireloop-no-dist'),
    JWT_SECRET: jwtSecret,
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '100000',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    FIREBASE_PROJECT_ID: 'demo-hireloop',
    FIREBASE_STORAGE_BUCKET: bucket,
    FIREBASE_STORAGE_EMULATOR_HOST: storageHost,
    DATABASE_URL: undefined,
    ...extra,
  };
}

export async function startApi(extra: Record<string, string | undefined>): Promise<ServerProcess> {
  return startServer({ port: await freePort(), quiet: true, timeoutMs: 60_000, env: serverEnv(extra) });
}

export type Answer = { status: number; body: any; headers: Headers };

/** One JSON call; rejects on a network error or after `timeoutMs`. */
export async function api(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; key?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body, headers: res.headers };
}

async function expectStatus(p: Promise<Answer>, status: number, what: string) {
  const res = await p;
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

export type ApiUser = { id: string; email: string; token: string };

/** Sign-up, sign-in and onboarding, all through the API. */
export async function newUser(
  base: string,
  role: 'candidate' | 'recruiter',
  password = 'fault-tests-pw',
): Promise<ApiUser> {
  const email = `${role}-${randomBytes(5).toString('hex')}@faults.example.com`;
  await expectStatus(
    api(base, 'POST', '/api/signup', {
      body: { username: `${role} ${email.slice(0, 14)}`, useremail: email, userpassword: password },
    }),
    201,
    'signup',
  );
  const signin = await expectStatus(
    api(base, 'POST', '/api/signin', { body: { useremail: email, userpassword: password } }),
    200,
    'signin',
  );
  const user = { id: signin.body.user._id as string, email, token: signin.body.token as string };
  const body =
    role === 'recruiter'
      ? { name: 'Fault Recruiter', currentCompany: 'Faultline Ltd', currentRole: 'Hiring' }
      : candidateProfile(user.id);
  await expectStatus(
    api(base, 'POST', `/api/onboard-${role}`, { token: user.token, body }),
    201,
    `onboard ${role}`,
  );
  return user;
}

export function candidateProfile(userId: string) {
  const resume = `http://${storageHost}/v0/b/${bucket}/o/${encodeURIComponent(`resumes/${userId}/1_cv.pdf`)}?alt=media&token=t`;
  return {
    fullName: 'Fault Candidate',
    phoneNumber: '+44 20 7946 0958',
    dateOfBirth: '1995-12-10',
    highestQualification: 'MSc',
    collegeName: 'University of London',
    graduationYear: 2018,
    specialization: 'Mathematics',
    technicalSkills: 'TypeScript, SQL',
    softSkills: 'Writing',
    githubProfile: 'https://github.com/fault',
    linkedInProfile: 'https://linkedin.com/in/fault',
    resume,
    preferredJobRoles: 'Backend Engineer',
    locationPreferences: 'Remote',
    expectedSalary: 85000,
  };
}

export function jobBody(title: string) {
  const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  return {
    JobTitle: title,
    CompanyName: 'Faultline Ltd',
    Location: 'Remote',
    JobType: 'Full-Time',
    RequiredSkills: 'Node.js, PostgreSQL',
    ApplicationDeadline: deadline,
    JobDescription: 'Keep things running when everything fails.',
  };
}

export async function postJob(base: string, recruiter: ApiUser, title: string) {
  const res = await expectStatus(
    api(base, 'POST', '/api/postjob', { token: recruiter.token, body: jobBody(title) }),
    201,
    'postjob',
  );
  return res.body.data as { _id: string; UrlPath: string };
}

/** Every page of a cursor list. */
/**
 * Every row of a list, 50 at a time: pages of `{data, nextCursor}` (jobs, feed), or bare arrays whose
 * next page is named by a `Link: <…>; rel="next"` header (history, applicants).
 */
export async function allPages<T>(base: string, url: string, token?: string): Promise<T[]> {
  const items: T[] = [];
  const first = `${url}${url.includes('?') ? '&' : '?'}limit=50`;
  let next: string | null = first;
  while (next) {
    const res = await api(base, 'GET', next, { token });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
    if (Array.isArray(res.body)) {
      items.push(...(res.body as T[]));
      next = /^<([^>]+)>; rel="next"$/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
    } else {
      items.push(...(res.body.data as T[]));
      next = res.body.nextCursor ? `${first}&cursor=${res.body.nextCursor}` : null;
    }
  }
  return items;
}
