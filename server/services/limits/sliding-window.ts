// Rate limits as a sliding window: a key may make `max` requests in any `timeWindow` ms, where fixed
// windows (@fastify/rate-limit's own stores) let up to twice that through across a window's edge.
// Each key keeps the times of the requests it was allowed, at most `max` of them, in Redis (a sorted
// set, changed by one script) or in this process's memory. A refused request is not kept: a client
// gets in again as soon as its oldest allowed request is a window old.
import type { Redis } from 'ioredis';

/** What @fastify/rate-limit reads: `current` over `max` refuses; `ttl` is when a place frees (ms). */
export type WindowCount = { current: number; ttl: number };
type Callback = (err: Error | null, result: WindowCount | null) => void;
type Method = (key: string, cb: Callback, timeWindow: number, max: number) => void;
export type WindowStore = {
  incr: Method;
  read: Method;
  child: (routeOptions: { routeInfo: { method: string; url: string } }) => WindowStore;
};

/** Each route counts apart, as the plugin's stores do. */
const routePrefix = (prefix: string, o: { routeInfo: { method: string; url: string } }) =>
  `${prefix}${o.routeInfo.method}${o.routeInfo.url}-`;

/**
 * Keys kept in memory, least recently used dropped first: up to `max` times each, so a flood of
 * made-up keys holds a few tens of MB at most (the plugin's own memory store keeps 5,000).
 */
const maxKeys = 20_000;

export function memoryWindows(now: () => number = () => Date.now()): WindowStore {
  // key → the times (ms) of its allowed requests within the window; Map order = least recent first.
  const times = new Map<string, number[]>();
  const count = (id: string, timeWindow: number, max: number, increment: boolean): WindowCount => {
    const t = now();
    const kept = (times.get(id) ?? []).filter((at) => at > t - timeWindow);
    const allowed = kept.length < max;
    if (increment && allowed) kept.push(t);
    times.delete(id);
    if (kept.length) times.set(id, kept);
    for (const old of times.keys()) {
      if (times.size <= maxKeys) break;
      times.delete(old);
    }
    const ttl = kept.length ? (kept[0] as number) + timeWindow - t : 0;
    return { current: increment && !allowed ? max + 1 : kept.length, ttl };
  };
  const store = (prefix: string): WindowStore => ({
    incr: (key, cb, timeWindow, max) => cb(null, count(prefix + key, timeWindow, max, true)),
    read: (key, cb, timeWindow, max) => cb(null, count(prefix + key, timeWindow, max, false)),
    child: (o) => store(routePrefix(prefix, o)),
  });
  return store('');
}

// KEYS[1]: the key; ARGV: now (ms), window (ms), max, 1 to count this request, a unique member.
const script = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
local increment = ARGV[4] == '1'
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
local allowed = count < max
if increment and allowed then
  redis.call('ZADD', key, now, ARGV[5])
  redis.call('PEXPIRE', key, window)
  count = count + 1
end
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
local ttl = 0
if oldest[2] then ttl = tonumber(oldest[2]) + window - now end
if increment and not allowed then count = max + 1 end
return {count, ttl}`;

type WithScript = Redis & {
  slidingWindow?: (
    key: string,
    ...args: [...(string | number)[], (err: Error | null, r: number[]) => void]
  ) => void;
};

export function redisWindows(
  client: Redis,
  prefix: string,
  now: () => number = () => Date.now(),
): WindowStore {
  const redis = client as WithScript;
  if (!redis.slidingWindow) redis.defineCommand('slidingWindow', { numberOfKeys: 1, lua: script });
  const run = (increment: boolean): Method => {
    return (key, cb, timeWindow, max) => {
      const t = now();
      const member = `${t}-${Math.random().toString(36).slice(2)}`;
      redis.slidingWindow?.(prefix + key, t, timeWindow, max, increment ? 1 : 0, member, (err, r) =>
        err ? cb(err, null) : cb(null, { current: Number(r[0]), ttl: Number(r[1]) }),
      );
    };
  };
  return {
    incr: run(true),
    read: run(false),
    child: (o) => redisWindows(client, routePrefix(prefix, o), now),
  };
}
