// Per-account limits for the auth calls, on top of the per-IP rate limit. A key (a lower-cased
// email, or an email with an address for sign-in) may be used `max` times per window; sign-in
// counts only failures. Kept in this process's memory: each API process counts on its own (see
// docs/operations.md), and the map is pruned so a flood of made-up emails cannot grow it forever.
import { HttpError } from '../../http-error.ts';

export type AccountLimiter = {
  /** Throws 429 when the key has used up its attempts in the current window. */
  check: (scope: string, key: string) => void;
  /** True when the key has used up its attempts (for limits that slow down instead of refusing). */
  exceeded: (scope: string, key: string) => boolean;
  /** Counts one attempt (a failure, for sign-in). */
  hit: (scope: string, key: string) => void;
  /** Forgets the key (a successful sign-in). */
  reset: (scope: string, key: string) => void;
};

const maxKeys = 100_000;

export function createAccountLimiter(
  max: number,
  windowMs: number,
  now: () => number = Date.now,
): AccountLimiter {
  // key → its attempt times (ms) in the window; Map order = least recently used first.
  const attempts = new Map<string, number[]>();
  const live = (id: string) => {
    const since = now() - windowMs;
    const times = (attempts.get(id) ?? []).filter((t) => t > since);
    if (times.length) attempts.set(id, times);
    else attempts.delete(id);
    return times;
  };
  const prune = () => {
    for (const id of attempts.keys()) {
      if (attempts.size < maxKeys) break;
      attempts.delete(id);
    }
  };
  return {
    check: (scope, key) => {
      const times = live(`${scope}:${key}`);
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
    exceeded: (scope, key) => live(`${scope}:${key}`).length >= max,
    hit: (scope, key) => {
      const id = `${scope}:${key}`;
      const times = live(id);
      attempts.delete(id);
      attempts.set(id, [...times, now()].slice(-max));
      prune();
    },
    reset: (scope, key) => {
      attempts.delete(`${scope}:${key}`);
    },
  };
}
