// Per-account limits for the auth calls, on top of the per-IP rate limit. A key (a lower-cased
// email, or an email with an address for sign-in) may be used `max` times per window; sign-in
// counts only failures. With REDIS_URL the attempt times are kept in Redis (a sorted set per key),
// so a lockout holds on every server; without it, or while Redis does not answer, in this
// process's memory (each server then counts on its own), pruned so a flood of made-up emails
// cannot grow it for ever. Either way the limit holds. With Redis, memory keeps a copy of what
// this server last read or wrote there, so a lockout it has seen outlives Redis going away.
import { HttpError } from '../../http-error.ts';
import type { SharedRedis } from '../limits/shared-redis.ts';

export type AccountLimiter = {
  /** Throws 429 when the key has used up its attempts in the current window. */
  check: (scope: string, key: string) => Promise<void>;
  /** True when the key has used up its attempts (for limits that slow down instead of refusing). */
  exceeded: (scope: string, key: string) => Promise<boolean>;
  /** Counts one attempt (a failure, for sign-in). */
  hit: (scope: string, key: string) => Promise<void>;
  /** Forgets the key (a successful sign-in). */
  reset: (scope: string, key: string) => Promise<void>;
};

/** Where the attempt times of a key (epoch ms, oldest first, within the window) are kept. */
type Counts = {
  times: (id: string) => Promise<number[]>;
  /** Takes these times as the key's (the copy of what Redis said). */
  set?: (id: string, times: number[]) => void;
  add: (id: string) => Promise<void>;
  forget: (id: string) => Promise<void>;
};

const maxKeys = 100_000;

function memoryCounts(max: number, windowMs: number, now: () => number) {
  // key → its attempt times (ms) in the window; Map order = least recently used first.
  const attempts = new Map<string, number[]>();
  const live = (id: string) => {
    const since = now() - windowMs;
    const times = (attempts.get(id) ?? []).filter((t) => t > since);
    if (times.length) attempts.set(id, times);
    else attempts.delete(id);
    return times;
  };
  const keep = (id: string, times: number[]) => {
    attempts.delete(id);
    if (times.length) attempts.set(id, times.slice(-max));
    for (const old of attempts.keys()) {
      if (attempts.size < maxKeys) break;
      attempts.delete(old);
    }
  };
  return {
    times: async (id: string) => live(id),
    set: keep,
    add: async (id: string) => keep(id, [...live(id), now()]),
    forget: async (id: string) => {
      attempts.delete(id);
    },
  } satisfies Counts;
}

function redisCounts(redis: SharedRedis, max: number, windowMs: number, now: () => number): Counts {
  const keyOf = (id: string) => `hireloop-account:${id}`;
  return {
    times: async (id) => {
      const key = keyOf(id);
      const [, range] = (await redis.client
        .multi()
        .zremrangebyscore(key, '-inf', now() - windowMs)
        .zrange(key, 0, -1, 'WITHSCORES')
        .exec()) as [unknown, [Error | null, string[]]][];
      const flat = range?.[1] ?? [];
      return flat.filter((_, i) => i % 2 === 1).map(Number);
    },
    add: async (id) => {
      const key = keyOf(id);
      const t = now();
      await redis.client
        .multi()
        .zadd(key, t, `${t}-${Math.random().toString(36).slice(2)}`)
        .zremrangebyscore(key, '-inf', t - windowMs)
        .zremrangebyrank(key, 0, -(max + 1))
        .pexpire(key, windowMs)
        .exec();
    },
    forget: async (id) => {
      await redis.client.del(keyOf(id));
    },
  };
}

/**
 * Redis while it answers, this process's memory when it does not (never no limit at all). Memory
 * follows Redis meanwhile: the times read there, and every attempt and reset made here.
 */
function fallingBack(redis: SharedRedis, shared: Counts, local: Counts): Counts {
  async function inRedis<R>(work: () => Promise<R>): Promise<{ ok: true; value: R } | { ok: false }> {
    if (!redis.shared()) return { ok: false };
    try {
      return { ok: true, value: await work() };
    } catch {
      redis.failed(); // gone or hung: this request, and the next ones, count here
      return { ok: false };
    }
  }
  return {
    times: async (id) => {
      const read = await inRedis(() => shared.times(id));
      if (!read.ok) return local.times(id);
      local.set?.(id, read.value);
      return read.value;
    },
    add: async (id) => {
      await local.add(id);
      await inRedis(() => shared.add(id));
    },
    forget: async (id) => {
      await local.forget(id);
      await inRedis(() => shared.forget(id));
    },
  };
}

export function createAccountLimiter(
  max: number,
  windowMs: number,
  now: () => number = Date.now,
  redis?: SharedRedis,
): AccountLimiter {
  const local = memoryCounts(max, windowMs, now);
  const counts = redis ? fallingBack(redis, redisCounts(redis, max, windowMs, now), local) : local;
  return {
    check: async (scope, key) => {
      const times = await counts.times(`${scope}:${key}`);
      if (times.length < max) return;
      const waitMs = (times[times.length - max] ?? now()) + windowMs - now();
      const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
      // In seconds, as every other 429 says it: when trying again can succeed.
      const retryAfter = String(Math.max(1, Math.ceil(waitMs / 1000)));
      throw new HttpError(
        429,
        `Too many attempts for this account, please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again`,
        { 'retry-after': retryAfter },
      );
    },
    exceeded: async (scope, key) => (await counts.times(`${scope}:${key}`)).length >= max,
    hit: (scope, key) => counts.add(`${scope}:${key}`),
    reset: (scope, key) => counts.forget(`${scope}:${key}`),
  };
}
