// Shared by the UI tests: whole routes through the real router; only
// fetch and the Firebase SDK (outside the project) are faked.
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { queryClient } from '../../../src/lib/query-client.ts';
import { Providers } from '../../../src/app/providers.tsx';
import { clearSession, type Session } from '../../../src/lib/session.ts';
import { wipeLocalData } from '../../../src/offline/db.ts';
import { stopReplayScheduler } from '../../../src/offline/start.ts';
import { createAppRouter } from '../../../src/app/create-router.ts';

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
