// Notifications are rows written by the service that handles their event, inside its transaction;
// readers poll GET /api/notifications. Only the reader's own rows are ever listed or changed.
import { createHash } from 'node:crypto';
import { and, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type {
  MarkReadBody,
  MarkReadResponse,
  NotificationKind,
  NotificationsResponse,
} from '../../contract/notifications.ts';
import type { Db, Tx } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import type { Actor } from './actor.ts';
import { afterCommit } from './after-commit.ts';
import { afterCursor, decodeCursor, microseconds, newestFirst, pageOf } from './cursor.ts';
import { sendCommitted } from './notification-sender.ts';

export type NewNotification = { userId: string; kind: NotificationKind; text: string; link: string };

/**
 * Records notifications as part of the caller's transaction (run it with after-commit.ts's
 * `transaction()`): they exist only if the event does, and reach the sender only once it committed.
 */
export async function notify(tx: Tx | Db, items: NewNotification[]): Promise<void> {
  if (items.length === 0) return;
  await tx.insert(notifications).values(items);
  afterCommit(tx, () => sendCommitted(items));
}

/**
 * A validator of everything a user's notification lists can show: a new notification moves the
 * newest time, marking read lowers the unread count. Both come from an index, so a poll that
 * changed nothing costs two index reads and answers 304.
 */
export async function notificationsTag(
  db: Db,
  me: Actor,
  query: string,
): Promise<{ etag: string; unread: number }> {
  const [row] = await db
    .select({
      unread: sql<number>`(select count(*)::int from ${notifications} where ${notifications.userId} = ${me.id} and ${notifications.readAt} is null)`,
      newest: sql<string>`(select coalesce(max(${microseconds(notifications.createdAt)}), '0') from ${notifications} where ${notifications.userId} = ${me.id})`,
    })
    .from(sql`(select 1) as one`);
  const unread = row?.unread ?? 0;
  const key = `${me.id}|${unread}|${row?.newest}|${query}`;
  return { etag: `"n-${createHash('sha1').update(key).digest('base64url')}"`, unread };
}

async function unreadCount(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function listNotifications(
  db: Db,
  me: Actor,
  query: { cursor?: string; limit: number },
  /** The unread count when the caller has just read it (the ETag's). */
  knownUnread?: number,
): Promise<NotificationsResponse> {
  const conditions: SQL[] = [eq(notifications.userId, me.id)];
  if (query.cursor) {
    conditions.push(afterCursor(notifications.createdAt, notifications.id, decodeCursor(query.cursor)));
  }
  const [rows, unread] = await Promise.all([
    db
      .select({
        id: notifications.id,
        cursorUs: microseconds(notifications.createdAt),
        kind: notifications.kind,
        text: notifications.text,
        link: notifications.link,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(and(...conditions))
      .orderBy(newestFirst(notifications.createdAt), newestFirst(notifications.id))
      .limit(query.limit + 1),
    knownUnread ?? unreadCount(db, me.id),
  ]);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return {
    success: true,
    data: page.map((r) => ({
      id: r.id,
      kind: r.kind,
      text: r.text,
      link: r.link,
      createdAt: r.createdAt.toISOString(),
      read: r.readAt !== null,
    })),
    unread,
    nextCursor,
  };
}

export async function markRead(db: Db, me: Actor, body: MarkReadBody): Promise<MarkReadResponse> {
  const mine = [eq(notifications.userId, me.id), isNull(notifications.readAt)];
  if ('ids' in body) mine.push(inArray(notifications.id, body.ids));
  return db.transaction(async (tx) => {
    await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(...mine));
    return { success: true, message: 'Notifications marked as read', unread: await unreadCount(tx, me.id) };
  });
}
