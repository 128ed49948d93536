// The gate in front of password hashing: how many run at once, who waits, who is refused.
import { describe, expect, it } from 'vitest';
import { createGate, GateFull } from '../../../server/services/accounts/hash-gate.ts';

/** A task that runs until released, recording how many tasks ran at once at most. */
function tasks() {
  let now = 0;
  let most = 0;
  const order: number[] = [];
  const releases: Array<() => void> = [];
  const task = (id: number) => () =>
    new Promise<number>((resolve) => {
      now++;
      most = Math.max(most, now);
      order.push(id);
      releases.push(() => {
        now--;
        resolve(id);
      });
    });
  const releaseAll = async () => {
    while (releases.length) {
      releases.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { task, releaseAll, most: () => most, order };
}

describe('createGate', () => {
  it('runs `slots` at once, the next ones in the order they came, and refuses past the line', async () => {
    const gate = createGate({ slots: 2, maxWaiting: 3, maxWaitMs: 10_000, expectedMs: 400 });
    const t = tasks();
    const accepted = [1, 2, 3, 4, 5].map((id) => gate.run(t.task(id)));
    await new Promise((r) => setTimeout(r, 0));
    expect(gate.load()).toEqual({ running: 2, waiting: 3 });
    // 2 running and 3 waiting, 2 at a time, 0.4 s each: the line is worked off in 1 s.
    const refused = await gate.run(t.task(6)).catch((err) => err);
    expect(refused).toBeInstanceOf(GateFull);
    expect(refused.retryAfterSeconds).toBe(1);
    await t.releaseAll();
    expect(await Promise.all(accepted)).toEqual([1, 2, 3, 4, 5]);
    expect(t.order).toEqual([1, 2, 3, 4, 5]);
    expect(t.most()).toBe(2);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('admits to the line only those it can answer within `maxWaitMs`, their own task included', async () => {
    // 1 s a task, 1 slot: the 1st runs; the 2nd would be done after 2 s, the 3rd 3 s, the 4th 4 s.
    const gate = createGate({ slots: 1, maxWaiting: 10, maxWaitMs: 3500, expectedMs: 1000 });
    const t = tasks();
    const accepted = [1, 2, 3].map((id) => gate.run(t.task(id)));
    await new Promise((r) => setTimeout(r, 0));
    expect(gate.load()).toEqual({ running: 1, waiting: 2 });
    await expect(gate.run(t.task(4))).rejects.toBeInstanceOf(GateFull);
    await t.releaseAll();
    expect(await Promise.all(accepted)).toEqual([1, 2, 3]);
  });

  it('frees the slot of a task that fails', async () => {
    const gate = createGate({ slots: 1, maxWaiting: 1, maxWaitMs: 10_000, expectedMs: 10 });
    await expect(gate.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
    expect(await gate.run(async () => 'next')).toBe('next');
  });

  it('estimates the wait from how long tasks have taken', async () => {
    const gate = createGate({ slots: 1, maxWaiting: 2, maxWaitMs: 10_000, expectedMs: 1000 });
    const t = tasks();
    const accepted = [1, 2, 3].map((id) => gate.run(t.task(id)));
    await new Promise((r) => setTimeout(r, 0));
    // 3 tasks in, 1 at a time, 1 s each as expected so far.
    expect((await gate.run(t.task(4)).catch((err) => err)).retryAfterSeconds).toBe(3);
    await t.releaseAll();
    await Promise.all(accepted);
    // Tasks that end at once pull the estimate down.
    for (let i = 0; i < 30; i++) await gate.run(async () => i);
    const quick = [1, 2, 3].map((id) => gate.run(t.task(id)));
    await new Promise((r) => setTimeout(r, 0));
    expect((await gate.run(t.task(4)).catch((err) => err)).retryAfterSeconds).toBe(1);
    await t.releaseAll();
    await Promise.all(quick);
  });
});

describe('createGate, when one task takes longer than `maxWaitMs`', () => {
  it('runs newcomers only in a free slot and refuses the rest at once', async () => {
    const gate = createGate({ slots: 1, maxWaiting: 10, maxWaitMs: 3000, expectedMs: 2000 });
    const t = tasks();
    const first = gate.run(t.task(1));
    await new Promise((r) => setTimeout(r, 0));
    // Waiting for the running task and then hashing would take about 4 s.
    const refused = await gate.run(t.task(2)).catch((err) => err);
    expect(refused).toBeInstanceOf(GateFull);
    expect(refused.retryAfterSeconds).toBe(2);
    await t.releaseAll();
    expect(await first).toBe(1);
  });
});

describe('createGate with `giveUpMs`', () => {
  it('refuses a task not done in time, and keeps its slot taken until it ends', async () => {
    const gate = createGate({ slots: 1, maxWaiting: 0, maxWaitMs: 10_000, expectedMs: 10, giveUpMs: 50 });
    const t = tasks();
    const slow = await gate.run(t.task(1)).catch((err) => err);
    expect(slow).toBeInstanceOf(GateFull);
    expect(slow.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // Still hashing: the slot is not free for another.
    expect(gate.load()).toEqual({ running: 1, waiting: 0 });
    await expect(gate.run(async () => 2)).rejects.toBeInstanceOf(GateFull);
    await t.releaseAll();
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
    expect(await gate.run(async () => 3)).toBe(3);
  });
});
