// Sends the push outbox, in the server process and off every request's path: a write only adds
// rows (notify()), and this worker takes due rows in small batches, sends them with bounded
// concurrency, and retries with backoff. A push service that is slow or gone costs this worker
// time, never a request. Several server processes share the table: a row is claimed with SKIP
// LOCKED and a lease, so it is sent by one of them, and again only if that one died mid-send.
import { inArray, sql } from 'drizzle-orm';
import type { PushPayload, PushTopic } from '../../contract/push.ts';
import type { Db } from '../db/client.ts';
import { pushOutbox, pushSubscriptions } from '../db/schema.ts';
import type { NotificationSender, PushOptions, PushOutcome } from './notification-sender.ts';

/** How long each kind may wait at the push service for an offline device, and how urgent it is. */
export const pushOptions: Record<PushTopic, PushOptions & { title: string }> = {
  applicants: { title: 'New applicant', ttlSeconds: 24 * 3600, urgency: 'normal' },
  decisions: { title: 'Application update', ttlSeconds: 7 * 24 * 3600, urgency: 'high' },
  'job-alerts': { title: 'Job alert', ttlSeconds: 12 * 3600, urgency: 'low' },
};

const maxAttempts = 6;
/** A claimed row is sent within this, or another worker may take it (its worker died). */
const leaseMs = 120_000;
/** After a failed look (the database is down), look again this soon. */
const afterErrorMs = 1000;
/**
 * A row that is due but was not claimed is being claimed by another server right now: look again
 * a moment later rather than at once, over and over, until that server's claim commits.
 */
const minWaitMs = 100;

/** 5 s, 20 s, 80 s, … up to 30 minutes, with jitter so retries of one outage spread out. */
export function backoffMs(attempts: number): number {
  const base = Math.min(5000 * 4 ** (attempts - 1), 30 * 60_000);
  return Math.round(base * (0.75 + Math.random() * 0.5));
}

type Claimed = {
  id: string;
  subscription_id: string;
  topic: PushTopic;
  body: string;
  url: string;
  count: number;
  attempts: number;
  age_seconds: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  unread: number;
};

/** What a device shows: several gathered job alerts become one line that opens the list. */
export function payloadOf(row: Pick<Claimed, 'topic' | 'body' | 'url' | 'count' | 'unread'>): PushPayload {
  const many = row.topic === 'job-alerts' && row.count > 1;
  return {
    title: pushOptions[row.topic].title,
    body: many ? `${row.count} new jobs for your alerts` : row.body,
    url: many ? '/notifications' : row.url,
    tag: row.topic,
    badge: row.unread,
  };
}

/** Takes up to `limit` due rows (with their subscription and the user's unread count) for this worker. */
async function claim(db: Db, limit: number): Promise<Claimed[]> {
  const result = await db.execute<Claimed>(sql`
    with due as (
      select id from ${pushOutbox}
      where due_at <= now()
      order by due_at
      limit ${limit}
      for update skip locked
    )
    update ${pushOutbox} o
    set claimed = true, attempts = o.attempts + 1, due_at = now() + ${`${leaseMs} milliseconds`}::interval
    from due, ${pushSubscriptions} s
    where o.id = due.id and s.id = o.subscription_id
    returning o.id, o.subscription_id, o.topic, o.body, o.url, o.count, o.attempts,
      extract(epoch from now() - o.created_at)::int as age_seconds,
      s.endpoint, s.p256dh, s.auth,
      (select count(*)::int from notifications n where n.user_id = s.user_id and n.read_at is null) as unread`);
  return result.rows;
}

/**
 * Milliseconds until the earliest queued row falls due (a gathered job alert, a retry, a lease
 * that runs out), or null when nothing is queued. The database's clock decides, as in claim().
 * push_outbox_due_idx answers min(due_at) from the end of the index.
 */
async function untilNextDue(db: Db): Promise<number | null> {
  const result = await db.execute<{ wait_ms: number | null }>(sql`
    select (extract(epoch from min(due_at) - now()) * 1000)::float8 as wait_ms from ${pushOutbox}`);
  return result.rows[0]?.wait_ms ?? null;
}

export type PushWorker = {
  /** Look for due pushes now (a write just committed some). */
  wake: () => void;
  start: () => void;
  /** Stops taking rows and waits for the pushes in flight. */
  stop: () => Promise<void>;
  /** Resolves when nothing is due (tests, the drain benchmark). */
  idle: () => Promise<void>;
  /** Where failures are told (the app's logger, once it exists). */
  setLog: (log: Log) => void;
};

type Log = { warn: (obj: object, msg: string) => void };

export function createPushWorker(deps: {
  db: Db;
  sender: NotificationSender;
  concurrency: number;
  /** The longest sleep between two looks at the outbox when nothing in this process wakes it. */
  fallbackPollMs: number;
}): PushWorker {
  const { db, sender, concurrency, fallbackPollMs } = deps;
  let log: Log = { warn: () => {} };
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let loop: Promise<void> | undefined;
  let again = false;
  let idleWaiters: (() => void)[] = [];

  /** Sends one push; what to do with its row is settled with the rest of its batch. */
  async function deliver(row: Claimed): Promise<PushOutcome> {
    const options = pushOptions[row.topic];
    const ttlSeconds = options.ttlSeconds - row.age_seconds;
    if (ttlSeconds <= 0) return 'refused'; // too old to be worth showing
    return sender.send(row, payloadOf(row), { ttlSeconds, urgency: options.urgency });
  }

  /**
   * One statement per kind of outcome for a whole batch: a commit per push would be thousands in a
   * burst (and on PostgreSQL every commit also retires the read cache's answers).
   */
  async function settle(outcomes: { row: Claimed; outcome: PushOutcome }[]): Promise<void> {
    const done: string[] = [];
    const gone: string[] = [];
    const later = new Map<number, string[]>();
    for (const { row, outcome } of outcomes) {
      if (outcome === 'gone') gone.push(row.subscription_id);
      else if (outcome === 'retry' && row.attempts < maxAttempts) {
        later.set(row.attempts, [...(later.get(row.attempts) ?? []), row.id]);
      } else done.push(row.id);
    }
    if (done.length) await db.delete(pushOutbox).where(inArray(pushOutbox.id, done));
    if (gone.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
    for (const [attempts, ids] of later) {
      const wait = `${backoffMs(attempts)} milliseconds`;
      await db
        .update(pushOutbox)
        .set({ dueAt: sql`now() + ${wait}::interval` })
        .where(inArray(pushOutbox.id, ids));
    }
  }

  /** Sends batches until none is due; each batch keeps at most `concurrency` pushes in flight. */
  async function drain(): Promise<void> {
    for (;;) {
      const rows = await claim(db, concurrency * 4);
      const outcomes: { row: Claimed; outcome: PushOutcome }[] = [];
      let next = 0;
      const lane = async () => {
        while (next < rows.length) {
          const row = rows[next++] as Claimed;
          // A failure of ours (not the push service's) is tried again like an outage.
          const outcome = await deliver(row).catch((err: unknown): PushOutcome => {
            log.warn({ err }, 'push not sent');
            return 'retry';
          });
          outcomes.push({ row, outcome });
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, lane));
      await settle(outcomes);
      if (!running || rows.length < concurrency * 4) return;
    }
  }

  function schedule(ms: number) {
    clearTimeout(timer);
    if (running) timer = setTimeout(run, ms);
  }

  /**
   * Drains what is due, then sleeps until the next row falls due. A write in this process wakes
   * it sooner (wake()); rows another server wrote are found by the fallback poll at the latest.
   */
  function run() {
    if (loop) {
      again = true; // a wake during a drain: look once more when it ends
      return;
    }
    again = false;
    clearTimeout(timer); // woken early: the sleep it was in is over
    loop = drain()
      .then(() => untilNextDue(db))
      .then(
        (wait) => (wait === null ? fallbackPollMs : Math.min(Math.max(wait, minWaitMs), fallbackPollMs)),
        (err: unknown) => {
          log.warn({ err }, 'push outbox not read');
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
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        if (running && !loop) run();
      }),
  };
}
