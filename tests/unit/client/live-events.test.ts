// The tab's live stream against the real server on a real socket: an event published for the
// signed-in user reaches a listener once; a dropped connection reconnects by itself and resumes, so
// what was published while it was down arrives once, and nothing is repeated. Node's own fetch
// streams; the one cookie the session keeps lives on a bare `document`.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../../../contract/live.ts';
import { publishLive } from '../../../server/delivery/live/publish-live.ts';
import { subscribeLive } from '../../../src/lib/live-events.ts';
import { clearSession, saveSession } from '../../../src/lib/session.ts';
import { createTestContext, makeUser, type TestContext, type TestUser } from '../../api/harness.ts';

let ctx: TestContext;
let user: TestUser;
let base = '';
const realFetch = globalThis.fetch;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  user = await makeUser(ctx, 'candidate');
  vi.stubGlobal('document', { cookie: '' });
  // The page's relative /api/… calls go to that server.
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(`${base}${input}`, init));
  saveSession({
    success: true,
    message: 'Login successful',
    token: user.token,
    role: 'candidate',
    user: { _id: user.id, username: user.username, useremail: user.email, image: null },
  } as Parameters<typeof saveSession>[0]);
});
afterAll(async () => {
  clearSession();
  vi.unstubAllGlobals();
  await ctx.close();
});

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
const streams = () => ctx.app.live.openFor(user.id);

describe('subscribeLive', () => {
  it('delivers, reconnects after a drop and resumes without loss or repeat', async () => {
    const got: LiveEvent[] = [];
    const stop = subscribeLive((e) => got.push(e));
    try {
      await until(() => streams() === 1);
      await new Promise((r) => setTimeout(r, 200)); // its start point is read
      await publishLive(ctx.db, [user.id], { type: 'move', applicationId: 'a1', stage: 'interview' });
      ctx.app.live.wake();
      await until(() => got.length === 1);

      // The connection drops (a network change); an event is written while it is down.
      ctx.app.server.closeAllConnections();
      await until(() => streams() === 0);
      await publishLive(ctx.db, [user.id], { type: 'move', applicationId: 'a1', stage: 'offer' });
      await until(() => got.length === 2, 10_000);
      await until(() => streams() === 1);
      await new Promise((r) => setTimeout(r, 500));
      expect(got).toEqual([
        { type: 'move', applicationId: 'a1', stage: 'interview' },
        { type: 'move', applicationId: 'a1', stage: 'offer' },
      ]);
    } finally {
      stop();
    }
    await until(() => streams() === 0);
  }, 30_000);
});
