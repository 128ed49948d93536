// The push outbox's channel of the shared outbox loop (outbox-loop.ts): a write only adds rows
// (notify()), and the loop sends them off every request's path. A push service that is slow or gone
// costs this worker time, never a request.
import { inArray, sql } from 'drizzle-orm';
import type { PushPayload, PushTopic } from '../../../contract/push.ts';
import type { Db } from '../../db/client.ts';
import { pushOutbox, pushSubscriptions } from '../../db/schema.ts';
import type { NotificationSender, PushOptions, PushOutcome } from './notification-sender.ts';
import {
  backoffMs,
  createOutboxWorker,
  maxAttempts,
  type OutboxWorker,
  type Settled,
} from '../outbox/outbox-loop.ts';

/** How long each kind may wait at the push service for an offline device, and how urgent it is. */
export const pushOptions: Record<PushTopic, PushOptions & { title: string }> = {
  applicants: { title: 'New applicant', ttlSeconds: 24 * 3600, urgency: 'normal' },
  decisions: { title: 'Application update', ttlSeconds: 7 * 24 * 3600, urgency: 'high' },
  'job-alerts': { title: 'Job alert', ttlSeconds: 12 * 3600, urgency: 'low' },
  messages: { title: 'New message', ttlSeconds: 24 * 3600, urgency: 'high' },
};

export { backoffMs };

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
async function claim(db: Db, limit: number, leaseMs: number): Promise<Claimed[]> {
  const result = await db.execute<Claimed>(sql`
    with due as (
      select id from ${pushOutbox}
      where due_at <= now()
      order by due_at
      limit ${limit}
      for update skip locked
    )
    update ${pushOutbox} o
    set claimed = true, leased = true, attempts = o.attempts + 1,
      due_at = now() + ${`${leaseMs} milliseconds`}::interval
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

export type PushWorker = OutboxWorker;

export function createPushWorker(deps: {
  db: Db;
  sender: NotificationSender;
  concurrency: number;
  /** The longest sleep between two looks at the outbox when nothing in this process wakes it. */
  fallbackPollMs: number;
  /** PUSH_LEASE_MS: longer than any send, as a row is taken again once it ends. */
  leaseMs: number;
}): PushWorker {
  const { db, sender } = deps;

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
  async function settle(outcomes: Settled<Claimed, PushOutcome>[]): Promise<void> {
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
        .set({ dueAt: sql`now() + ${wait}::interval`, leased: false })
        .where(inArray(pushOutbox.id, ids));
    }
  }

  return createOutboxWorker({
    channel: {
      name: 'push',
      claim: (limit) => claim(db, limit, deps.leaseMs),
      deliver,
      failed: 'retry',
      settle,
      settleEach: false,
      untilNextDue: () => untilNextDue(db),
    },
    concurrency: deps.concurrency,
    fallbackPollMs: deps.fallbackPollMs,
  });
}
