// Refreshes asked for in bursts reach the server once per key: when the burst goes quiet, or at the
// latest its longest wait after its first key, so a steady stream of events still refreshes.
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gatherRefreshes } from '../../../src/lib/gathered-refresh.ts';

function watched() {
  const client = new QueryClient();
  const asked: string[] = [];
  vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
    asked.push(JSON.stringify(filters?.queryKey));
  });
  return { client, asked };
}

const board: QueryKey = ['account', 'hiring', 'board', 'j1'];
const bell: QueryKey = ['account', 'notifications'];

describe('gathered refreshes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refreshes each key of a burst once, when it goes quiet', () => {
    const { client, asked } = watched();
    const gathered = gatherRefreshes(client, { quietMs: 100, maxWaitMs: 1000 });
    for (let i = 0; i < 50; i++) {
      gathered.add(board);
      gathered.add(bell);
      vi.advanceTimersByTime(10);
    }
    expect(asked).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(asked.sort()).toEqual([JSON.stringify(bell), JSON.stringify(board)].sort());
  });

  it('refreshes a steady stream at its longest wait, and a lone key once quiet', () => {
    const { client, asked } = watched();
    const gathered = gatherRefreshes(client, { quietMs: 300, maxWaitMs: 300 });
    for (let i = 0; i < 10; i++) {
      gathered.add(board);
      vi.advanceTimersByTime(100);
    }
    // 1 s of events every 100 ms: refreshed at 300, 600 and 900 ms, not only after the last.
    expect(asked).toHaveLength(3);
    vi.advanceTimersByTime(300);
    expect(asked).toHaveLength(4);
  });

  it('drops what waits when cancelled (the screen went away)', () => {
    const { client, asked } = watched();
    const gathered = gatherRefreshes(client, { quietMs: 100, maxWaitMs: 100 });
    gathered.add(board);
    gathered.cancel();
    vi.advanceTimersByTime(500);
    expect(asked).toEqual([]);
  });
});
