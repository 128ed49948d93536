// The Redis (or Valkey) of REDIS_URL, where every server keeps the counters that limit requests and
// failed sign-ins, so N servers allow what one would. It may go away: commands then fail at once
// (no queue, a short timeout) and each limit falls back to this process's own count, which is
// logged and shown by /api/ready. Limits are never skipped.
import { Redis } from 'ioredis';

export type LimitsLog = { warn: (msg: string) => void; info: (msg: string) => void };

export type SharedRedis = {
  client: Redis;
  /** True while Redis answers: the limits are shared by every server. */
  shared: () => boolean;
  close: () => Promise<void>;
};

export function connectRedis(url: string, log: () => LimitsLog): SharedRedis {
  const client = new Redis(url, {
    // A command while disconnected fails now, so the request falls back instead of waiting.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: 2000,
    // Reconnect for ever, at most every 2 s: Redis coming back shares the limits again.
    retryStrategy: (times) => Math.min(times * 100, 2000),
    lazyConnect: false,
  });
  let up = false;
  let told: boolean | null = null;
  const tell = (now: boolean) => {
    up = now;
    if (told === now) return;
    if (now) log().info('Redis reachable: rate limits and sign-in counters are shared by every server');
    else if (told !== null || !now)
      log().warn('Redis unreachable: rate limits and sign-in counters are now per process');
    told = now;
  };
  client.on('ready', () => tell(true));
  client.on('close', () => tell(false));
  client.on('error', () => {}); // told through 'close'; ioredis reconnects by itself
  return {
    client,
    shared: () => up,
    close: async () => {
      client.disconnect();
    },
  };
}
