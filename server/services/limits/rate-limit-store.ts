// A store for @fastify/rate-limit that counts in Redis while it answers, and in this process's
// memory otherwise: the per-IP and per-account request limits hold across servers with Redis, and
// still hold (per server) without it. A failed count trips shared-redis.ts's circuit. Counted in
// memory, a window starts from nothing: an outage forgets the requests counted in Redis so far.
import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedRedis } from './shared-redis.ts';

type Result = { current: number; ttl: number };
type Callback = (err: Error | null, result: Result | null) => void;
type Store = {
  incr: (key: string, cb: Callback, timeWindow: number, max: number) => void;
  read?: (key: string, cb: Callback, timeWindow: number, max: number) => void;
  child: (routeOptions: unknown) => Store;
};

// The plugin's own two stores, which its types do not export as values.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: unknown,
  prefix: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;

function either(redis: SharedRedis, shared: Store, local: Store): Store {
  const pick = (method: 'incr' | 'read') => (key: string, cb: Callback, timeWindow: number, max: number) => {
    const fallback = () => local[method]?.(key, cb, timeWindow, max);
    if (!redis.shared()) return fallback();
    shared[method]?.(
      key,
      (err, result) => {
        if (!err) return cb(null, result);
        redis.failed();
        fallback();
      },
      timeWindow,
      max,
    );
  };
  return {
    incr: pick('incr'),
    read: pick('read'),
    child: (routeOptions) => either(redis, shared.child(routeOptions), local.child(routeOptions)),
  };
}

/** The `store` option of @fastify/rate-limit: a class the plugin constructs with its settings. */
export function sharedRateLimitStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  class SharedStore {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const c = params.continueExceeding ?? false;
      const e = params.exponentialBackoff ?? false;
      // biome-ignore lint/correctness/noConstructorReturn: the plugin uses whatever the class builds
      return either(redis, new RedisStore(c, e, redis.client, 'hireloop-rate-'), new LocalStore(c, e));
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}
