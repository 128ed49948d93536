// The mail outbox's channel of the shared outbox loop (outbox/outbox-loop.ts): takes due rows,
// renders each with its kind's template (mail-renderer.ts: a thread of its own), hands it to the
// SMTP sender and settles it at once. A row is sent by one server (SKIP LOCKED and a lease); a
// server that dies mid-send leaves its rows to be taken again when the lease ends, with the same
// Message-ID. Each row is marked sent right after the SMTP server took it, in one statement with
// the rows that finished while the previous mark ran (one round trip for several mails), so a
// crash repeats at most the mails in flight or waiting for that one statement.
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { backoffMs, createOutboxWorker, maxAttempts, type OutboxWorker } from '../outbox/outbox-loop.ts';
import { essentialKinds, type MailKind, preferenceOf } from './kinds.ts';
import { type MailRenderer, renderOnThread } from './mail-renderer.ts';
import { type MailOutcome, type MailSender, smtpSender } from './mail-sender.ts';
import { mailOrigin, unsubscribeHeaders, unsubscribeUrl } from './unsubscribe.ts';
import { emailWanted } from './wanted.ts';

/** A sent row's cause key and time are kept this long (repeated causes, the hourly spacing). */
const keepSentDays = 8;
const pruneEveryMs = 3600_000;

type Claimed = {
  id: string;
  kind: MailKind;
  user_id: string | null;
  to_address: string;
  data: Record<string, unknown>;
  count: number;
  attempts: number;
  /** The user's address now, if confirmed and the kind's email is still wanted; else null. */
  wanted_address: string | null;
};

// The kinds' preferences as SQL: a mail queued before its user turned the kind off is not sent.
const preferenceCase = sql.join(
  [
    sql`case o.kind`,
    ...Object.entries(preferenceOf).map(([kind, preference]) => sql`when ${kind} then ${preference}`),
    sql`end`,
  ],
  sql` `,
);

async function claim(db: Db, limit: number, leaseMs: number): Promise<Claimed[]> {
  const result = await db.execute<Claimed>(sql`
    with due as (
      select id from ${mailOutbox}
      where sent_at is null and due_at <= now()
      order by due_at
      limit ${limit}
      for update skip locked
    )
    update ${mailOutbox} o
    set claimed = true, leased = true, attempts = o.attempts + 1,
      due_at = now() + ${`${leaseMs} milliseconds`}::interval
    from due
    where o.id = due.id
    returning o.id, o.kind, o.user_id, o.to_address, o.data, o.count, o.attempts,
      (select u.email from users u
       where u.id = o.user_id and u.email_verified_at is not null
         and ${emailWanted(sql`u.id`, preferenceCase)}) as wanted_address`);
  return result.rows;
}

async function untilNextDue(db: Db): Promise<number | null> {
  const result = await db.execute<{ wait_ms: number | null }>(sql`
    select (extract(epoch from min(due_at) - now()) * 1000)::float8 as wait_ms
    from ${mailOutbox} where sent_at is null`);
  return result.rows[0]?.wait_ms ?? null;
}

/** 'dropped': nobody to send it to any more (the account is gone, unconfirmed, or unsubscribed). */
type Outcome = MailOutcome | 'dropped';

// A Postgres array of ids as one parameter (ids are uuids: nothing in them needs quoting).
const idArray = (rows: Claimed[]) => `{${rows.map((r) => r.id).join(',')}}`;

/**
 * Ends rows (sent, refused, given up) in groups: a row that finishes while the previous statement
 * runs waits for the next one, with every other row that finished meanwhile. The address and
 * content go; a mail that outlived its account goes whole, as nothing may name that account.
 */
function groupedMarker(db: Db): (row: Claimed) => Promise<void> {
  let waiting: Claimed[] = [];
  let running: Promise<void> = Promise.resolve();
  let next: Promise<void> | undefined;
  const mark = async (rows: Claimed[]) => {
    const named = rows.filter((r) => r.user_id !== null);
    const anonymous = rows.filter((r) => r.user_id === null);
    await db.execute(sql`
      with gone as (delete from ${mailOutbox} where id = any(${idArray(anonymous)}::uuid[]))
      update ${mailOutbox} set sent_at = now(), leased = false, to_address = '', data = '{}'
      where id = any(${idArray(named)}::uuid[])`);
  };
  return (row) => {
    waiting.push(row);
    next ??= running
      .catch(() => {}) // the group before failed: its own callers were told
      .then(() => {
        const rows = waiting;
        waiting = [];
        next = undefined;
        running = mark(rows);
        return running;
      });
    return next;
  };
}

export type MailWorker = OutboxWorker;

export function createMailWorker(deps: {
  db: Db;
  sender: MailSender;
  renderer: MailRenderer;
  config: Pick<Config, 'jwtSecret' | 'dataDir' | 'publicOrigin' | 'port'>;
  /** MAIL_LEASE_MS: longer than any send, as a row is taken again once it ends. */
  leaseMs: number;
  concurrency: number;
  fallbackPollMs: number;
}): MailWorker {
  const { db, sender, renderer, config } = deps;
  const origin = mailOrigin(config);
  const messageHost = new URL(origin).hostname;
  const markDone = groupedMarker(db);
  let prunedAt = 0;

  async function deliver(row: Claimed): Promise<Outcome> {
    const essential = essentialKinds.has(row.kind);
    const preference = preferenceOf[row.kind];
    // Non-essential mail goes to the address the account has now, and only while it is wanted.
    const to = essential ? row.to_address : row.wanted_address;
    if (!to) return 'dropped';
    const optOut = !essential && preference && row.user_id ? { userId: row.user_id, preference } : undefined;
    // A gathered mail's count is the row's: how many causes joined it.
    const mail = await renderer.render(
      row.kind,
      { ...row.data, count: row.count },
      {
        origin,
        unsubscribeUrl: optOut && unsubscribeUrl(config, optOut.userId, optOut.preference, origin),
      },
    );
    return sender.send({
      to,
      ...mail,
      messageId: `<${row.id}@${messageHost}>`,
      headers: optOut ? unsubscribeHeaders(config, optOut.userId, optOut.preference, origin) : {},
    });
  }

  async function settle([settled]: { row: Claimed; outcome: Outcome }[]): Promise<void> {
    if (!settled) return;
    const { row, outcome } = settled;
    if (outcome === 'retry' && row.attempts < maxAttempts) {
      const wait = `${backoffMs(row.attempts)} milliseconds`;
      await db.execute(
        sql`update ${mailOutbox} set due_at = now() + ${wait}::interval, leased = false where id = ${row.id}`,
      );
      return;
    }
    await markDone(row);
  }

  async function prune(): Promise<void> {
    if (Date.now() - prunedAt < pruneEveryMs) return;
    prunedAt = Date.now();
    await db.execute(sql`
      delete from ${mailOutbox} where sent_at < now() - ${`${keepSentDays} days`}::interval`);
  }

  return createOutboxWorker<Claimed, Outcome>({
    channel: {
      name: 'mail',
      claim: async (limit) => {
        await prune();
        return claim(db, limit, deps.leaseMs);
      },
      deliver,
      failed: 'retry',
      settle,
      settleEach: true,
      untilNextDue: () => untilNextDue(db),
    },
    concurrency: deps.concurrency,
    fallbackPollMs: deps.fallbackPollMs,
  });
}

/**
 * The server's mail worker: it sends through SMTP_URL (or the sender given, in tests), and without
 * either it never starts, so mails stay queued for a server that has one; no write ever fails for it.
 */
export function serverMailWorker(config: Config, db: Db, given: MailSender | undefined): MailWorker {
  const { smtpUrl, from, concurrency, leaseMs } = config.mail;
  const sender =
    given ?? (smtpUrl ? smtpSender({ url: smtpUrl, from, connections: concurrency }) : undefined);
  if (!sender) {
    return { wake: () => {}, start: () => {}, stop: async () => {}, idle: async () => {}, setLog: () => {} };
  }
  const renderer = renderOnThread();
  const worker = createMailWorker({
    db,
    sender,
    renderer,
    config,
    leaseMs,
    concurrency,
    fallbackPollMs: config.mail.outboxPollMs,
  });
  return {
    ...worker,
    start: () => {
      renderer.warm();
      worker.start();
    },
    stop: async () => {
      await worker.stop();
      sender.close();
      await renderer.close();
    },
  };
}
