// A device's Web Push subscription: one row per endpoint, owned by whoever subscribed on it last
// (a shared device that changes account pushes only for the account signed in now).
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import {
  allPushTopics,
  type PushTopic,
  type PushSubscriptionBody,
  type PushSubscriptionResponse,
} from '../../../contract/push.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { badRequest } from '../../http-error.ts';
import type { Actor } from '../common/actor.ts';

import { checkEndpoint, checkKeys } from './push-endpoint.ts';

/** Devices per account: the oldest subscription goes when one more subscribes. */
export const maxDevices = 10;

export async function subscribe(
  db: Db,
  config: Pick<Config, 'production' | 'push'>,
  me: Actor,
  body: PushSubscriptionBody,
): Promise<{ statusCode: 200 | 201; body: PushSubscriptionResponse }> {
  const endpoint = checkEndpoint(body.endpoint, config);
  const badKeys = checkKeys(body.keys);
  if (badKeys) throw badRequest(badKeys);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`push:${me.id}`}))`);
    // Every subscribe of this endpoint, whoever's, waits here: two accounts cannot interleave a
    // handover. Taken after the account's lock, always in that order.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`push-endpoint:${endpoint}`}))`);
    await handOver(tx, me, endpoint);
    const renewed = body.replaces ? await takeOver(tx, me, body.replaces) : null;
    const wanted = body.topics ?? renewed ?? allPushTopics;
    const topics = allPushTopics.filter((t) => wanted.includes(t));
    // Bound to the device's session: signing this device out removes the subscription with it.
    const sessionId = me.sessionId ?? null;
    const values = {
      userId: me.id,
      sessionId,
      endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      topics,
    };
    const [row] = await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
      .returning({ id: pushSubscriptions.id, created: sql<boolean>`xmax = 0` });
    if (!row) throw new Error('subscription not saved');
    const keep = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, me.id))
      .orderBy(sql`${pushSubscriptions.createdAt} desc`)
      .limit(maxDevices);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, me.id), notInArray(pushSubscriptions.id, keep)));
    return {
      statusCode: row.created ? 201 : 200,
      body: {
        success: true,
        message: row.created ? 'Notifications are on for this device' : 'Notification settings saved',
        data: { endpoint, topics },
      },
    };
  });
}

/**
 * The device was another account's: that row goes, and with it (ON DELETE CASCADE) the pushes
 * queued for that account, which must not reach the device under its new owner's keys. The
 * caller's row is then a new one, with a new id.
 */
async function handOver(tx: Tx, me: Actor, endpoint: string) {
  await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), ne(pushSubscriptions.userId, me.id)));
}

/** Forgets the caller's subscription a renewed one replaces, and returns its switches. */
async function takeOver(tx: Tx, me: Actor, endpoint: string): Promise<PushTopic[] | null> {
  const [old] = await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, me.id), eq(pushSubscriptions.endpoint, stored(endpoint))))
    .returning({ topics: pushSubscriptions.topics });
  return old?.topics ?? null;
}

/** An endpoint as checkEndpoint() stored it. */
const stored = (endpoint: string) => (URL.canParse(endpoint) ? new URL(endpoint).href : endpoint);

/**
 * Forgets this device's subscription if it is the caller's. Answered 200 either way (a queued
 * DELETE of an offline logout may arrive twice), with `removed` saying whether it did anything:
 * nothing when the device was never the caller's, or another account has subscribed on it since.
 */
export async function unsubscribe(db: Db, me: Actor, endpoint: string) {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, me.id), eq(pushSubscriptions.endpoint, stored(endpoint))))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0
    ? { success: true as const, removed: true, message: 'Notifications are off for this device' }
    : {
        success: true as const,
        removed: false,
        message: 'This device had no notifications on for your account',
      };
}
