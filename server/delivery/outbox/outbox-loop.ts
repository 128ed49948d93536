// The loop shared by the push and the mail outbox. A write only adds rows in its own transaction;
// this loop, in the server process and off every request's path, takes due rows in small batches,
// hands them to its channel with bounded concurrency, and settles each outcome (done, retry later
// with backoff). Several server processes share the tables: a channel claims rows with SKIP
// LOCKED and a lease, so a row is handled by one of them, and again only if that one died mid-send.

/** After a failed look (the database is down), look again this soon. */
const afterErrorMs = 1000;
/**
 * A row that is due but was not claimed is being claimed by another server right now: look again
 * a moment later rather than at once, over and over, until that server's claim commits.
 */
const minWaitMs = 100;

export const maxAttempts = 6;

/** 5 s, 20 s, 80 s, … up to 30 minutes, with jitter so retries of one outage spread out. */
export function backoffMs(attempts: number): number {
  const base = Math.min(5000 * 4 ** (attempts - 1), 30 * 60_000);
  return Math.round(base * (0.75 + Math.random() * 0.5));
}

export type Settled<Row, Outcome> = { row: Row; outcome: Outcome };

/** One kind of outbox: how its rows are claimed, sent and settled. */
export type OutboxChannel<Row, Outcome> = {
  /** For the log: 'push', 'mail'. */
  name: string;
  /** Takes up to `limit` due rows for this worker (claimed with a lease, attempts counted). */
  claim: (limit: number) => Promise<Row[]>;
  deliver: (row: Row) => Promise<Outcome>;
  /** What a delivery that threw counts as: a failure of ours is tried again like an outage. */
  failed: Outcome;
  settle: (outcomes: Settled<Row, Outcome>[]) => Promise<void>;
  /**
   * Settle each row as soon as it is sent rather than with its batch: a crash then repeats at most
   * the sends in flight, not a whole batch (mail, which the receiver cannot tell apart).
   */
  settleEach: boolean;
  /** Milliseconds until the earliest queued row falls due, or null when nothing is queued. */
  untilNextDue: () => Promise<number | null>;
};

export type OutboxWorker = {
  /** Look for due rows now (a write just committed some). */
  wake: () => void;
  start: () => void;
  /** Stops taking rows and waits for the sends in flight. */
  stop: () => Promise<void>;
  /** Resolves when nothing is due (tests, the drain benchmarks). */
  idle: () => Promise<void>;
  /** Where failures are told (the app's logger, once it exists). */
  setLog: (log: Log) => void;
};

type Log = { warn: (obj: object, msg: string) => void };

export function createOutboxWorker<Row, Outcome>(deps: {
  channel: OutboxChannel<Row, Outcome>;
  concurrency: number;
  /** The longest sleep between two looks at the outbox when nothing in this process wakes it. */
  fallbackPollMs: number;
  /** Rows claimed at once; by default four for each send in flight. */
  batch?: number;
}): OutboxWorker {
  const { channel, concurrency, fallbackPollMs } = deps;
  const batch = deps.batch ?? concurrency * 4;
  let log: Log = { warn: () => {} };
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let loop: Promise<void> | undefined;
  let again = false;
  let idleWaiters: (() => void)[] = [];

  /** Sends batches until none is due; each batch keeps at most `concurrency` sends in flight. */
  async function drain(): Promise<void> {
    for (;;) {
      const rows = await channel.claim(batch);
      const outcomes: Settled<Row, Outcome>[] = [];
      let next = 0;
      const lane = async () => {
        while (next < rows.length) {
          const row = rows[next++] as Row;
          const outcome = await channel.deliver(row).catch((err: unknown): Outcome => {
            log.warn({ err }, `${channel.name} not sent`);
            return channel.failed;
          });
          if (channel.settleEach) await channel.settle([{ row, outcome }]);
          else outcomes.push({ row, outcome });
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, lane));
      if (outcomes.length) await channel.settle(outcomes);
      if (!running || rows.length < batch) return;
    }
  }

  function schedule(ms: number) {
    clearTimeout(timer);
    if (running) timer = setTimeout(run, ms);
  }

  /**
   * Drains what is due, then sleeps until the next row falls due. A write in this process wakes
   * it sooner (wake()), and so does a NOTIFY at the commit of rows another server wrote (PostgreSQL,
   * live/wake-ups.ts); the fallback poll finds what a lost LISTEN connection missed.
   */
  function run() {
    if (loop) {
      again = true; // a wake during a drain: look once more when it ends
      return;
    }
    again = false;
    clearTimeout(timer); // woken early: the sleep it was in is over
    loop = drain()
      .then(() => channel.untilNextDue())
      .then(
        (wait) => (wait === null ? fallbackPollMs : Math.min(Math.max(wait, minWaitMs), fallbackPollMs)),
        (err: unknown) => {
          log.warn({ err }, `${channel.name} outbox not read`);
          return afterErrorMs;
        },
      )
      .then((sleepMs) => {
        loop = undefined;
        if (again) return run();
        for (const resolve of idleWaiters) resolve();
        idleWaiters = [];
        schedule(sleepMs);
      });
  }

  return {
    setLog: (l) => {
      log = l;
    },
    wake: () => {
      if (running) run();
    },
    start: () => {
      running = true;
      schedule(0);
    },
    stop: async () => {
      running = false;
      clearTimeout(timer);
      await loop;
    },
    // A drain already under way may have read before the caller's last write: one more look
    // after it (run() during a drain asks for that) makes idle mean "everything due now is done".
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        if (running) run();
      }),
  };
}
