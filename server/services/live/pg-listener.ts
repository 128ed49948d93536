// One PostgreSQL connection per server that only LISTENs to the `live` channel (a pooled connection
// would lose the LISTEN when given back). Every commit that wrote live events notifies it; on any
// loss it connects again, and says so, since events committed meanwhile were not notified here.
import pg from 'pg';

export type ListenerLog = { warn: (obj: object, msg: string) => void; info: (msg: string) => void };

export type LiveListener = { stop: () => Promise<void> };

const retryMs = [250, 1000, 2000, 5000];

export function listenForLive(
  url: string,
  handlers: { onNotify: () => void; onConnected: () => void },
  log: () => ListenerLog,
): LiveListener {
  let client: pg.Client | undefined;
  let stopped = false;
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
      c.removeAllListeners('notification');
      c.end().catch(() => {});
      if (!stopped) log().warn({ err }, 'live updates: the LISTEN connection was lost, connecting again');
      again();
    };
    c.on('error', onLost);
    c.on('end', () => onLost());
    c.on('notification', () => handlers.onNotify());
    try {
      await c.connect();
      await c.query('LISTEN live');
      if (failures > 0) log().info('live updates: listening again');
      failures = 0;
      handlers.onConnected();
    } catch (err) {
      onLost(err as Error);
    }
  }

  void connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
