// Shared by the UI tests: whole routes through the app's own router, answered by the real server
// on a real database (app.inject); only the Firebase SDK and network failures are faked.
import { randomBytes } from 'node:crypto';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { recruiterProfiles, users } from '../../../server/db/schema.ts';
import { createAppRouter } from '../../../src/create-router.ts';
import { queryClient } from '../../../src/lib/query-client.ts';
import { Providers } from '../../../src/app/providers.tsx';
import { clearSession, type Session, saveSession } from '../../../src/lib/session.ts';
import { resetDevice } from '../reset-device.ts';
import { stopReplayScheduler } from '../../../src/offline/outbox.ts';
import { call, createTestContext, type TestContext } from '../../api/harness.ts';
import { injectFetch } from '../inject-fetch.ts';
import { fold } from '../../../contract/search-text.ts';

export function browserShims() {
  window.scrollTo = () => {};
  window.requestIdleCallback ??= (cb: IdleRequestCallback) =>
    window.setTimeout(() => cb({} as IdleDeadline), 1);
  window.cancelIdleCallback ??= (id: number) => window.clearTimeout(id);
}

/** Each test starts with empty offline tables and leaves no toast, screen, replayer, cache, session or stub behind. */
function isolateRouteTests() {
  beforeAll(browserShims);
  beforeEach(() => resetDevice());
  afterEach(async () => {
    await dismissToasts();
    cleanup();
    stopReplayScheduler();
    queryClient.clear();
    clearSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

export function renderAt(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

/**
 * One real app on a copy of the database template for the whole file; every test's `fetch` goes
 * to it. Isolates the tests first (isolateRouteTests), whose afterEach removes the stub.
 */
export function serveRealApi() {
  isolateRouteTests();
  const server = {
    log: [] as string[],
    /** The query of each `GET /api{path}` this test made, in order. */
    asked: (path: string) =>
      server.log
        .filter((line) => line.split('?')[0] === `GET /api${path}`)
        .map((line) => Object.fromEntries(new URLSearchParams(line.split('?')[1] ?? ''))),
    /** From now on the network fails like a browser's with no connection whenever `offline()` holds. */
    networkDownWhen: (offline: () => boolean) => {
      vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
        offline() ? Promise.reject(new TypeError('Failed to fetch')) : server.fetch(input, init),
      );
    },
    /** While `down()` holds, calls to `path` get a bare `status` from a proxy in front: the server is unreachable, not wrong. */
    serverDownFor: (path: string, down: () => boolean, status = 503) => {
      vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
        down() && String(input).includes(path)
          ? Promise.resolve(new Response('Bad gateway', { status }))
          : server.fetch(input, init),
      );
    },
  } as {
    ctx: TestContext;
    /** `METHOD /api/path?query` of each call this test made, in order. */
    log: string[];
    /** The real server's fetch. */
    fetch: typeof fetch;
    asked: (path: string) => Record<string, string>[];
    networkDownWhen: (offline: () => boolean) => void;
    serverDownFor: (path: string, down: () => boolean, status?: number) => void;
  };
  beforeAll(async () => {
    server.ctx = await createTestContext();
  });
  afterAll(() => server.ctx.close());
  beforeEach(() => {
    server.log = [];
    server.fetch = injectFetch(server.ctx.app, server.log);
    vi.stubGlobal('fetch', server.fetch);
  });
  return server;
}

/** Seeds the database directly (dates the API would not let a test choose), then tells the server's read cache. */
export async function seed<T>(ctx: TestContext, write: (db: TestContext['db']) => Promise<T>): Promise<T> {
  const written = await write(ctx.db);
  ctx.app.readCache?.changed();
  return written;
}

/**
 * Registers a user and signs in through the API, as the screens do, and saves the real session.
 * The role is set in the database: onboarding is its own screen, tested on its own.
 */
export async function signIn(ctx: TestContext, role: Session['role'], username = 'ada') {
  const useremail = `${username}-${randomBytes(4).toString('hex')}@test.example.com`.toLowerCase();
  const userpassword = 'correct-horse-battery';
  const signup = await call(ctx, 'POST', '/api/signup', { body: { username, useremail, userpassword } });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${JSON.stringify(signup.body)}`);
  await ctx.db.update(users).set({ role }).where(eq(users.email, useremail));
  const res = await call(ctx, 'POST', '/api/signin', { body: { useremail, userpassword } });
  if (res.status !== 200) throw new Error(`signin: ${res.status} ${JSON.stringify(res.body)}`);
  const session = res.body as Session;
  saveSession(session);
  return session;
}

/** A recruiter signed in through the API, with a company profile (no company description). */
export async function signInRecruiter(ctx: TestContext, company = 'Northwind Labs') {
  const me = await signIn(ctx, 'recruiter');
  await seed(ctx, (db) =>
    db.insert(recruiterProfiles).values({
      userId: me.user._id,
      name: 'Ada Recruiter',
      currentRole: 'Head of Talent',
      currentCompany: company,
      currentCompanyFolded: fold(company),
    }),
  );
  return me;
}

/** The toaster's store outlives a render: dismiss what is showing so the next test's toast shows. */
export async function dismissToasts() {
  for (const b of screen.queryAllByRole('button', { name: 'Dismiss notification' })) fireEvent.click(b);
  await new Promise((r) => setTimeout(r, 600));
}
