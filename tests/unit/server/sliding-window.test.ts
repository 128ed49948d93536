// The rate limits' sliding window, in memory and in a real redis-server, on a clock the test moves:
// `max` requests in any window, where a fixed window let a burst across its edge pass twice that.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memoryWindows,
  redisWindows,
  type WindowCount,
  type WindowStore,
} from '../../../server/services/limits/sliding-window.ts';
import { type RedisProcess, startRedis } from '../../redis-server.ts';

const minute = 60_000;
const max = 60;

let redis: RedisProcess;
let client: Redis;
beforeAll(async () => {
  redis = await startRedis();
  client = new Redis(redis.url);
});
afterAll(async () => {
  client?.disconnect();
  await redis?.stop();
});

const count = (store: WindowStore, key: string, method: 'incr' | 'read' = 'incr') =>
  new Promise<WindowCount>((resolve, reject) =>
    store[method](key, (err, r) => (err || !r ? reject(err) : resolve(r)), minute, max),
  );

/** How many of `n` requests at this moment the store lets through (current ≤ max). */
async function allowed(store: WindowStore, key: string, n: number) {
  let passed = 0;
  for (let i = 0; i < n; i++) if ((await count(store, key)).current <= max) passed++;
  return passed;
}

const stores: [string, (now: () => number) => WindowStore][] = [
  ['in memory', (now) => memoryWindows(now)],
  ['in Redis', (now) => redisWindows(client, `test-${Math.random()}-`, now)],
];

describe.each(stores)('a sliding window %s', (_name, make) => {
  it('lets no burst across a minute pass more than the limit in any minute', async () => {
    let t = 1_000_000;
    const store = make(() => t);
    expect(await allowed(store, 'a', 10)).toBe(10);
    t += 50_000;
    expect(await allowed(store, 'a', 70)).toBe(50);
    // The next fixed window would begin here: only the first ten have aged out.
    t += 10_001;
    expect(await allowed(store, 'a', 70)).toBe(10);
    const refused = await count(store, 'a');
    expect(refused.current).toBe(max + 1);
    // A place frees when the oldest kept request is a minute old: 50 s later.
    expect(refused.ttl).toBe(minute - 10_001);
    t += refused.ttl;
    expect(await allowed(store, 'a', 70)).toBe(50);
  });

  it('counts keys and routes apart, and reads without counting', async () => {
    const t = 5_000_000;
    const store = make(() => t);
    const route = store.child({ routeInfo: { method: 'POST', url: '/api/x' } });
    expect(await allowed(store, 'b', 61)).toBe(60);
    expect(await allowed(store, 'c', 1)).toBe(1);
    expect(await allowed(route, 'b', 1)).toBe(1);
    expect(await count(store, 'c', 'read')).toEqual({ current: 1, ttl: minute });
    expect(await count(store, 'c', 'read')).toEqual({ current: 1, ttl: minute });
  });
});
