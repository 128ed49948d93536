// Queues an email in the caller's transaction: it exists only if its cause does, and is sent by the
// mail worker (mail-worker.ts), never by the request. Essential kinds are always queued; the others
// only while the user's address is confirmed and their preference for the kind is on. Every rule is
// a condition of the one insert: queueing costs the cause a single statement.
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { mailOutbox, users } from '../../db/schema.ts';
import { essentialKinds, type MailKind, preferenceOf, unverifiedKinds } from './kinds.ts';
import { templateOf } from './render.ts';
import { emailWanted } from './wanted.ts';

export type QueuedMail = {
  kind: MailKind;
  /** Whose mail it is (null: nobody's, such as a mail to an address no account uses). */
  userId: string | null;
  /** The address; unset: the user's own, read in the insert itself (no statement of its own). */
  to?: string;
  data: Record<string, unknown>;
  /**
   * What caused it, unique: the same cause queued twice (a retried request) is mailed once.
   * Unset: every call is a cause of its own.
   */
  causeKey?: string;
};

/**
 * The condition that the user may be mailed a kind: verify and reset go to any address (they are
 * how an address gets confirmed or an account recovered); everything else only to a confirmed one,
 * as the user's row stands in this transaction, and a non-essential kind only while its email is
 * wanted.
 */
export function mayMail(kind: MailKind, userId: string | null): SQL {
  if (unverifiedKinds.has(kind)) return sql`true`;
  if (!userId) return sql`false`;
  return mayMailUser(kind, sql`${userId}::uuid`);
}

/** mayMail for a user named by SQL (a column), when one statement queues mail for many. */
function mayMailUser(kind: MailKind, userId: SQL): SQL {
  if (unverifiedKinds.has(kind)) return sql`true`;
  const confirmed = sql`exists (select 1 from ${users} u where u.id = ${userId} and u.email_verified_at is not null)`;
  const preference = preferenceOf[kind];
  if (essentialKinds.has(kind) || !preference) return confirmed;
  return sql`${confirmed} and ${emailWanted(userId, preference)}`;
}

/** Checks the data against its kind's template: a mistake fails the cause, not the send days later. */
export function checkData(kind: MailKind, data: unknown): void {
  templateOf(kind).data.parse(data);
}

/** True when the mail was queued; false when the rules above, or an earlier same cause, left it out. */
export async function queueMail(tx: Tx | Db, mail: QueuedMail): Promise<boolean> {
  const result = await tx.execute<{ id: string }>(sql`${queueMailSql(mail)} returning id`);
  return result.rows.length > 0;
}

/** queueMail's statement, for a caller that runs it with others in one (notify's `alsoWrite`). */
export function queueMailSql(mail: QueuedMail): SQL {
  checkData(mail.kind, mail.data);
  // A mail that outlives its account (account deleted) must not name it once the account is gone.
  const storedUserId = mail.kind === 'account-deleted' ? null : mail.userId;
  const causeKey = mail.causeKey ?? `${mail.kind}:${crypto.randomUUID()}`;
  const to =
    mail.to !== undefined
      ? sql`${mail.to.toLowerCase()}`
      : sql`(select lower(u.email) from ${users} u where u.id = ${mail.userId}::uuid)`;
  return sql`
    insert into ${mailOutbox} (kind, user_id, to_address, data, cause_key)
    select ${mail.kind}, ${storedUserId}::uuid, ${to}, ${JSON.stringify(mail.data)}::jsonb,
      ${causeKey}
    where ${mayMail(mail.kind, mail.userId)}
    on conflict (cause_key) do nothing`;
}

/**
 * Many mails of one kind to users' own addresses in one statement (a sweep of due reminders), each
 * under queueMailSql's rules: a mail that may not go is left out, a cause already queued is too.
 */
export function queueMailsSql(
  kind: MailKind,
  mails: { userId: string; data: Record<string, unknown>; causeKey: string }[],
): SQL {
  for (const mail of mails) checkData(kind, mail.data);
  const rows = JSON.stringify(mails.map((m) => ({ user_id: m.userId, data: m.data, cause_key: m.causeKey })));
  return sql`
    insert into ${mailOutbox} (kind, user_id, to_address, data, cause_key)
    select ${kind}, m.user_id, lower(u.email), m.data, m.cause_key
    from jsonb_to_recordset(${rows}::jsonb) as m(user_id uuid, data jsonb, cause_key text)
    join ${users} u on u.id = m.user_id
    where ${mayMailUser(kind, sql`m.user_id`)}
    on conflict (cause_key) do nothing`;
}
