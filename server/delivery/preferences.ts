// Whether a user wants a kind of notification emailed or pushed. No row means yes: a switch is
// stored only once it is turned (schema: notification_preferences). Essential mails (verify,
// reset, password or email changed, account deleted) never ask: they are always sent.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import {
  allPreferenceKinds,
  type NotificationSetting,
  type NotificationSettingBody,
  type PreferenceKind,
} from '../../contract/notification-settings.ts';
import type { PushTopic } from '../../contract/push.ts';
import type { Db, Tx } from '../db/client.ts';
import { notificationPreferences, type preferenceKinds } from '../db/schema.ts';

// The database's kinds and the contract's are one list: this fails to compile if they part.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const kindsAgree: Same<PreferenceKind, (typeof preferenceKinds)[number]> = true;
void kindsAgree;

type Channel = 'email' | 'push';

async function allowed(db: Db | Tx, userId: string, kind: PreferenceKind, channel: Channel) {
  const [row] = await db
    .select({ on: notificationPreferences[channel] })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  return row?.on ?? true;
}

/** Call in the transaction that queues a non-essential mail: false means queue nothing. */
export function emailAllowed(db: Db | Tx, userId: string, kind: PreferenceKind): Promise<boolean> {
  return allowed(db, userId, kind, 'email');
}

export function pushAllowed(db: Db | Tx, userId: string, topic: PushTopic): Promise<boolean> {
  return allowed(db, userId, topic, 'push');
}

/**
 * The same question as pushAllowed, as a condition inside a statement that queues pushes for many
 * rows at once (one statement, not a query per user). `userId`: the SQL naming the user's id.
 */
export function pushWanted(userId: SQL, topic: PushTopic | SQL): SQL {
  return sql`not exists (select 1 from ${notificationPreferences} p
    where p.user_id = ${userId} and p.kind = ${topic} and not p.push)`;
}

/** Every kind's two switches, in the contract's order, defaults filled in. */
export async function settingsOf(db: Db | Tx, userId: string): Promise<NotificationSetting[]> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return allPreferenceKinds.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return { kind, email: row?.email ?? true, push: row?.push ?? true };
  });
}

/** Turns the switches given on or off; one statement, so two quick changes never undo each other. */
export async function changeSetting(db: Db | Tx, userId: string, change: NotificationSettingBody) {
  const set = {
    ...(change.email === undefined ? {} : { email: change.email }),
    ...(change.push === undefined ? {} : { push: change.push }),
    updatedAt: new Date(),
  };
  await db
    .insert(notificationPreferences)
    .values({ userId, kind: change.kind, ...set })
    .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set });
}
