// One PostgreSQL connection per server that only LISTENs (a pooled connection would lose its LISTEN
// when given back): `live` wakes the live hub, `outbox` the push or mail worker, whichever server's
// commit sent it. On any loss it connects again and calls `onConnected`, since what was committed
// meanwhile was not notified here: the woken readers catch up from their tables.
import pg from 'pg';

export type ListenerLog = { warn: (obj: object, msg: string) => void; info: (msg: string) => void };

export type PgListener = {
  stop: () => Promise<void>;
  /** Whether the LISTEN connection is up (readiness). */
  listening: () => boolean;
};

const retryMs = [250, 1000, 2000, 5000];

export function listenToPostgres(
  url: string,
  channels: Record<string, (payload: string) => void>,
  onConnected: () => void,
  log: () => ListenerLog,
): PgListener {
  let client: pg.Client | undefined;
  let stopped = false;
  let up = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const again = () => {
    if (stopped) return;
    const ms = retryMs[Math.min(failures++, retryMs.length - 1)] as number;
    timer = setTimeout(connect, ms);
  };

  async function connect() {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client = c;
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      up = false;
      c.removeAllListeners('notification');
      c.end().catch(() => {});
      if (!stopped)
        log().warn({ err }, 'LISTEN connection lost (live updates, outbox wake-ups): connecting again');
      again();
    };
    c.on('error', onLost);
    c.on('end', () => onLost());
    c.on('notification', (n) => channels[n.channel]?.(n.payload ?? ''));
    try {
      await c.connect();
      for (const channel of Object.keys(channels)) await c.query(`LISTEN ${channel}`);
      if (failures > 0) log().info('LISTEN connection back: live updates and outbox wake-ups across servers');
      failures = 0;
      up = true;
      onConnected();
    } catch (err) {
      onLost(err as Error);
    }
  }

  void connect();
  return {
    listening: () => up,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
