// The store of @fastify/rate-limit: sliding windows (sliding-window.ts) counted in Redis while it
// answers, and in this process's memory otherwise (or without REDIS_URL): the per-IP and
// per-account request limits hold across servers with Redis, and still hold (per server) without
// it. A failed count trips shared-redis.ts's circuit. Counted in memory, a window starts from
// nothing: an outage forgets the requests counted in Redis so far.
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedRedis } from './shared-redis.ts';
import { memoryWindows, redisWindows, type WindowStore } from './sliding-window.ts';

function either(redis: SharedRedis, shared: WindowStore, local: WindowStore): WindowStore {
  const pick =
    (method: 'incr' | 'read'): WindowStore['incr'] =>
    (key, cb, timeWindow, max) => {
      const fallback = () => local[method](key, cb, timeWindow, max);
      if (!redis.shared()) return fallback();
      shared[method](
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
export function rateLimitStore(redis: SharedRedis | null): FastifyRateLimitStoreCtor {
  class Store {
    constructor() {
      const local = memoryWindows();
      // biome-ignore lint/correctness/noConstructorReturn: the plugin uses whatever the class builds
      return redis ? either(redis, redisWindows(redis.client, 'hireloop-window-'), local) : local;
    }
  }
  return Store as unknown as FastifyRateLimitStoreCtor;
}
