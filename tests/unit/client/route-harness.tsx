// Shared by the UI tests: whole routes through the app's own router, answered by the real server
// on a real database (app.inject); only the Firebase SDK and network failures are faked.
import { randomBytes } from 'node:crypto';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { users } from '../../../server/db/schema.ts';
import { createAppRouter } from '../../../src/app/create-router.ts';
import { queryClient } from '../../../src/lib/query-client.ts';
import { Providers } from '../../../src/app/providers.tsx';
import { clearSession, type Session, saveSession } from '../../../src/lib/session.ts';
import { wipeLocalData } from '../../../src/offline/db.ts';
import { stopReplayScheduler } from '../../../src/offline/start.ts';
import { call, createTestContext, type TestContext } from '../../api/harness.ts';
import { injectFetch } from '../inject-fetch.ts';

export function browserShims() {
  window.scrollTo = () => {};
  window.requestIdleCallback ??= (cb: IdleRequestCallback) =>
    window.setTimeout(() => cb({} as IdleDeadline), 1);
  window.cancelIdleCallback ??= (id: number) => window.clearTimeout(id);
}

/** Each test starts with empty offline tables and leaves no toast, screen, replayer, cache, session or stub behind. */
export function isolateRouteTests() {
  beforeAll(browserShims);
  beforeEach(() => wipeLocalData());
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
 * to it. Call after isolateRouteTests(), whose afterEach removes the stub.
 */
export function serveRealApi() {
  const server = { log: [] as string[] } as {
    ctx: TestContext;
    /** `METHOD /api/path?query` of each call this test made, in order. */
    log: string[];
    /** The real server's fetch, for a test that wraps it to fake a network failure. */
    fetch: typeof fetch;
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
export async function seed(ctx: TestContext, write: (db: TestContext['db']) => Promise<unknown>) {
  await write(ctx.db);
  ctx.app.readCache?.changed();
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

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export const session = (role: Session['role'], id = 'u1'): Session => ({
  success: true,
  message: 'Login successful',
  token: 't',
  role,
  user: { _id: id, username: 'ada', useremail: 'ada@example.com', image: null },
});

export type Call = { method: string; path: string; body: unknown };
type Handler = (call: Call) => Response | undefined | Promise<Response | undefined>;

/** A fake `fetch` answering /api calls through `handler`; every call is recorded in order. */
export function fakeApi(handler: Handler) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, '') + url.search,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const res = await handler(call);
    if (res) return res;
    if (call.path === '/client-config') {
      return json(200, {
        success: true,
        firebase: {
          projectId: 'demo-test',
          storageBucket: 'demo-test.appspot.com',
          authEmulatorUrl: 'http://127.0.0.1:9099',
          storageEmulator: { host: '127.0.0.1', port: 9199 },
        },
      });
    }
    if (call.path === '/firebase-token') return json(200, { success: true, token: 'custom-token' });
    return json(404, { success: false, message: `No fake for ${call.method} ${call.path}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** The toaster's store outlives a render: dismiss what is showing so the next test's toast shows. */
export async function dismissToasts() {
  for (const b of screen.queryAllByRole('button', { name: 'Dismiss notification' })) fireEvent.click(b);
  await new Promise((r) => setTimeout(r, 600));
}
