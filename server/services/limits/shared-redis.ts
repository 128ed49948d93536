// The Redis (or Valkey) of REDIS_URL, where every server keeps the counters that limit requests and
// failed sign-ins, so N servers allow what one would. It may go away or hang: a command then fails
// at once (no queue) or after a short timeout, and the first failure trips a circuit: from then on
// every limit counts in this process's memory without asking Redis, while a ping in the background
// asks whether it answers again. That is logged and shown by /api/ready. Limits are never skipped.
import { Redis } from 'ioredis';

export type LimitsLog = { warn: (msg: string) => void; info: (msg: string) => void };

export type SharedRedis = {
  client: Redis;
  /** True while Redis answers: the limits are shared by every server. */
  shared: () => boolean;
  /** A command failed (an error, or no answer in time): count per process until a ping answers. */
  failed: () => void;
  close: () => Promise<void>;
};

export type CircuitTimes = {
  /** How long a command may take: a sign-in makes a few, so a hung Redis costs one of these once. */
  commandTimeoutMs: number;
  /** How often a tripped circuit pings Redis to share again. */
  probeEveryMs: number;
};

const defaultTimes: CircuitTimes = { commandTimeoutMs: 250, probeEveryMs: 1000 };

export function connectRedis(url: string, log: () => LimitsLog, times = defaultTimes): SharedRedis {
  const client = new Redis(url, {
    // A command while disconnected fails now, so the request falls back instead of waiting.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: times.commandTimeoutMs,
    connectTimeout: 2000,
    // Reconnect for ever, at most every 2 s: Redis coming back shares the limits again.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
    lazyConnect: false,
  });
  let connected = false;
  let tripped = false;
  let probe: NodeJS.Timeout | undefined;
  let told: boolean | null = null;
  const shared = () => connected && !tripped;
  const tell = () => {
    const now = shared();
    if (told === now) return;
    if (now) log().info('Redis reachable: rate limits and sign-in counters are shared by every server');
    else log().warn('Redis unreachable: rate limits and sign-in counters are now per process');
    told = now;
  };
  const closeCircuit = () => {
    tripped = false;
    clearInterval(probe);
    probe = undefined;
  };
  const failed = () => {
    if (tripped) return;
    tripped = true;
    tell();
    // One ping at a time: each ends (answer or timeout) well before the next.
    probe = setInterval(() => {
      client.ping().then(
        () => {
          closeCircuit();
          tell();
        },
        () => {},
      );
    }, times.probeEveryMs);
    probe.unref();
  };
  client.on('ready', () => {
    connected = true;
    closeCircuit();
    tell();
  });
  client.on('close', () => {
    connected = false;
    tell();
  });
  client.on('error', () => {}); // told through 'close'; ioredis reconnects by itself
  return {
    client,
    shared,
    failed,
    close: async () => {
      clearInterval(probe);
      client.disconnect();
    },
  };
}
