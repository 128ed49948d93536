// Settled outbox entries reach the other tabs: only one tab replays (Web Locks), but every tab must
// refresh what it shows, and a tab waiting on its own submit must hear the answer.
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../src/offline/db.ts';
import { emitSettled, onSettled, type Settled } from '../../../src/offline/outbox.ts';

const CHANNEL = 'hireloop-outbox-settled';
const entry: OutboxEntry = {
  id: 'e1',
  kind: 'apply',
  request: { method: 'POST', path: '/candidate/applyjob/j1', body: { Note: '' } },
  token: 't',
  upload: null,
  ref: { jobId: 'j1' },
  state: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 0,
  error: null,
};

const opened: BroadcastChannel[] = [];
const otherTab = () => {
  const channel = new BroadcastChannel(CHANNEL);
  opened.push(channel);
  return channel;
};
afterEach(() => {
  for (const c of opened.splice(0)) c.close();
});

describe('settled events across tabs', () => {
  it('tells this tab and broadcasts to the others', async () => {
    const here: Settled[] = [];
    const off = onSettled((s) => here.push(s));
    const there = new Promise<Settled>((resolve) => {
      otherTab().onmessage = (e: MessageEvent<Settled>) => resolve(e.data);
    });
    emitSettled({ entry, outcome: 'sent', body: { success: true } });
    off();
    expect(here.map((s) => s.entry.id)).toEqual(['e1']);
    const received = await there;
    expect(received.outcome).toBe('sent');
    expect(received.entry.id).toBe('e1');
  });

  it("hears what another tab's replayer settled", async () => {
    const heard = new Promise<Settled>((resolve) => {
      const off = onSettled((s) => {
        off();
        resolve(s);
      });
    });
    otherTab().postMessage({ entry, outcome: 'failed', body: { message: 'No' } } satisfies Settled);
    const settled = await heard;
    expect(settled.outcome).toBe('failed');
    expect((settled.body as { message: string }).message).toBe('No');
  });
});
