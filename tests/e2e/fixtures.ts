// The e2e `test`: every page of the context (popups included) is watched for Content Security
// Policy violations in the console; a test with one fails. (That the app hydrates a prerendered
// screen without rebuilding it is checked in shell.spec.ts.)
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ cspErrors: string[] }>({
  baseURL: async ({ baseURL }, use) => {
    await use(process.env.E2E_BASE_URL ?? baseURL);
  },
  cspErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: import('@playwright/test').Page) =>
        page.on('console', (msg) => {
          if (msg.text().includes('Content Security Policy')) errors.push(`${page.url()}: ${msg.text()}`);
        });
      context.on('page', watch);
      for (const page of context.pages()) watch(page);
      await use(errors);
      expect(errors, 'CSP violations in the console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A unique email per run, so tests never collide with each other or with demo data. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example.com`;

/** The service worker controls the page: from now on a reload without network opens the shell. */
export async function waitForServiceWorker(page: import('@playwright/test').Page) {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker?.controller)), { timeout: 20_000 })
    .toBe(true);
}

/**
 * What the device's IndexedDB holds in `store`: the ids of the row `key` (a saved list), or without a
 * key every row. 0 when the database or the table does not exist yet (opening it would create it).
 */
function deviceCount(page: import('@playwright/test').Page, store: string, key?: string): Promise<number> {
  return page.evaluate(
    async ({ store, key }) => {
      if (!(await indexedDB.databases()).some((d) => d.name === 'hireloop')) return 0;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('hireloop');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      try {
        if (!db.objectStoreNames.contains(store)) return 0;
        return await new Promise<number>((resolve) => {
          const table = db.transaction(store).objectStore(store);
          const req = key === undefined ? table.count() : table.get(key);
          req.onsuccess = () =>
            resolve(
              typeof req.result === 'number'
                ? req.result
                : ((req.result as { ids: string[] } | undefined)?.ids.length ?? 0),
            );
          req.onerror = () => resolve(0);
        });
      } finally {
        db.close();
      }
    },
    { store, key },
  );
}

/** How many ids the device's copy holds for a list (`jobs:all|`, `posts:feed`, …); 0 when none. */
export const savedListSize = (page: import('@playwright/test').Page, key: string) =>
  deviceCount(page, 'lists', key);

/** How many résumés the device keeps (0 when the database or its table does not exist yet). */
export const keptResumes = (page: import('@playwright/test').Page) => deviceCount(page, 'resumes');

/**
 * Nothing of this origin can still send a queued write: the outbox is empty and no tab or worker holds
 * the replay lock (src/offline/replay.ts), so a replay in flight has finished. What a test asserts
 * about the server's writes after this is final.
 */
export async function outboxSettled(page: import('@playwright/test').Page): Promise<boolean> {
  const replaying = await page.evaluate(async () =>
    ((await navigator.locks.query()).held ?? []).some((lock) => lock.name === 'hireloop-outbox-replay'),
  );
  return !replaying && (await deviceCount(page, 'outbox')) === 0;
}

/** The password of every demo account (server/services/demo/demo-seed.ts). */
export const DEMO_PASSWORD = 'hireloop-demo';

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through the login form, as a user does, and waits for /home. */
export async function login(page: import('@playwright/test').Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** A session token through the API, for setting up and checking server state. */
export async function apiToken(
  request: import('@playwright/test').APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await request.post('/api/signin', { data: { useremail: email, userpassword: password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** The demo recruiter and candidates (server/services/demo/demo-seed.ts). */
export const DEMO = {
  recruiter: 'priya@northwind.example.com',
  ana: 'ana@candidate.example.com',
  sam: 'sam@candidate.example.com',
  /** The recruiter of another company (BluePeak Health). */
  otherRecruiter: 'marcus@bluepeak.example.com',
} as const;

/** A posted job; `recruiterId._id` names its company (/company/<id>/jobs). */
export type PostedJob = { _id: string; UrlPath: string; JobTitle: string; recruiterId: { _id: string } };

/** A demo recruiter (Northwind's unless told) posts a job through the API; `fields` override the defaults. */
export async function postJob(
  request: import('@playwright/test').APIRequestContext,
  title: string,
  fields: Record<string, string> = {},
  recruiter: string = DEMO.recruiter,
): Promise<PostedJob> {
  const res = await request.post('/api/postjob', {
    headers: auth(await apiToken(request, recruiter)),
    data: {
      JobTitle: title,
      CompanyName: 'Northwind Labs',
      Location: 'Lisbon',
      JobType: 'Full-time',
      RequiredSkills: 'TypeScript, IndexedDB',
      ApplicationDeadline: '2030-06-30',
      JobDescription: 'Keep the app working on a train.',
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: PostedJob }).data;
}

export const NEW_ACCOUNT_PASSWORD = 'correct-horse-9';

/** A new account signed up and signed in through the API: its token, user id and email. */
export async function newAccount(
  request: import('@playwright/test').APIRequestContext,
  prefix: string,
  username: string,
) {
  const useremail = uniqueEmail(prefix);
  const userpassword = NEW_ACCOUNT_PASSWORD;
  const signup = await request.post('/api/signup', { data: { username, useremail, userpassword } });
  expect(signup.ok(), await signup.text()).toBe(true);
  const res = await request.post('/api/signin', { data: { useremail, userpassword } });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { token: string; user: { _id: string } };
  return { token: body.token, id: body.user._id, email: useremail };
}

/** A download URL the server accepts for this user's résumé (the emulator's bucket, their prefix). */
export async function resumeUrl(request: import('@playwright/test').APIRequestContext, userId: string) {
  const config = (await (await request.get('/api/client-config')).json()) as {
    firebase: { storageBucket: string; storageEmulator: { host: string; port: number } };
  };
  const { storageBucket, storageEmulator: e } = config.firebase;
  const object = encodeURIComponent(`resumes/${userId}/1700000000000_cv.pdf`);
  return `http://${e.host}:${e.port}/v0/b/${storageBucket}/o/${object}?alt=media`;
}

/** Onboards a new account as a candidate through the API, with `resume` as their résumé URL. */
export async function onboardCandidate(
  request: import('@playwright/test').APIRequestContext,
  token: string,
  fullName: string,
  resume: string,
) {
  const res = await request.post('/api/onboard-candidate', {
    headers: auth(token),
    data: {
      fullName,
      phoneNumber: '+351 91 000 000',
      dateOfBirth: '1996-05-01',
      highestQualification: 'BSc',
      collegeName: 'University of Porto',
      graduationYear: 2019,
      specialization: 'Computer Science',
      technicalSkills: 'TypeScript, SQL',
      softSkills: 'Teamwork',
      githubProfile: 'https://github.com/example',
      linkedInProfile: 'https://www.linkedin.com/in/example',
      resume,
      preferredJobRoles: 'Engineer',
      locationPreferences: 'Remote',
      expectedSalary: 50000,
      gender: 'Female',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A new candidate with `pdf` as their résumé in the Storage emulator applies to `jobId`. */
export async function applicantWithResume(
  request: import('@playwright/test').APIRequestContext,
  jobId: string,
  name: string,
  pdf: Buffer,
) {
  const candidate = await newAccount(request, 'resume', name);
  const url = await resumeUrl(request, candidate.id);
  const uploaded = await request.post(url.replace('/o/', '/o?name=').replace('?alt=media', ''), {
    headers: { 'content-type': 'application/pdf' },
    data: pdf,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  await onboardCandidate(request, candidate.token, name, url);
  const applied = await request.post(`/api/candidate/applyjob/${jobId}`, {
    headers: auth(candidate.token),
    data: { Note: 'Read me on the train.' },
  });
  expect(applied.status(), await applied.text()).toBe(201);
}
