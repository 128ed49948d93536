// A user's notifications, as the bell and GET /api/notifications read them (delivery writes them,
// in the transaction of their event). Only the reader's own rows are ever listed or changed.
import { createHash } from 'node:crypto';
import { and, count, eq, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type {
  MarkReadBody,
  MarkReadResponse,
  NotificationsResponse,
} from '../../../contract/notifications.ts';
import type { Db, Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import type { Actor } from '../common/actor.ts';
import { afterCursor, decodeCursor, microseconds, newestFirst, pageOf } from '../common/cursor.ts';

/** The ETag of what a user's notification lists show: moved by a new notification or a read. */
function tagOf(me: Actor, unread: number, newest: string, query: string): string {
  const key = `${me.id}|${unread}|${newest}|${query}`;
  return `"n-${createHash('sha1').update(key).digest('base64url')}"`;
}

async function unreadCount(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * A page of one user's notifications, with the user's unread count and newest time beside it (each
 * an index read, run once: uncorrelated subqueries).
 */
function pageQuery(
  db: Db,
  userId: string | Placeholder,
  after: SQL | undefined,
  limit: number | Placeholder,
) {
  const mine = sql`${notifications.userId} = ${userId}`;
  return db
    .select({
      id: notifications.id,
      cursorUs: microseconds(notifications.createdAt),
      kind: notifications.kind,
      text: notifications.text,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      unread: sql<number>`(select count(*)::int from ${notifications} where ${mine} and ${notifications.readAt} is null)`,
      newest: sql<string>`(select coalesce(max(${microseconds(notifications.createdAt)}), '0') from ${notifications} where ${mine})`,
    })
    .from(notifications)
    .where(and(mine, after))
    .orderBy(newestFirst(notifications.createdAt), newestFirst(notifications.id))
    .limit(limit);
}

/**
 * The first page, which the bell polls: a named statement, parsed and planned once per connection
 * (its best plan is the same for every user: the user's index), as planning was a good part of it.
 */
const firstPages = new WeakMap<Db, ReturnType<typeof prepareFirstPage>>();
const prepareFirstPage = (db: Db) =>
  pageQuery(db, sql.placeholder('userId'), undefined, sql.placeholder('limit')).prepare(
    'notifications_first_page',
  );
function firstPage(db: Db) {
  let query = firstPages.get(db);
  if (!query) {
    query = prepareFirstPage(db);
    firstPages.set(db, query);
  }
  return query;
}

/**
 * GET /api/notifications in one query: the page, newest first, with the unread count and the
 * newest time, the ETag's parts: a poll that changed nothing is answered 304 after this one round
 * trip. `query`: the request's query string, part of the ETag.
 */
export async function readNotifications(
  db: Db,
  me: Actor,
  page: { cursor?: string; limit: number },
  query: string,
): Promise<{ etag: string; body: NotificationsResponse }> {
  const rows = page.cursor
    ? await pageQuery(
        db,
        me.id,
        afterCursor(notifications.createdAt, notifications.id, decodeCursor(page.cursor)),
        page.limit + 1,
      )
    : await firstPage(db).execute({ userId: me.id, limit: page.limit + 1 });
  // An empty page after a cursor still needs the counts; with no cursor, none means none at all.
  const first = rows[0];
  const unread = first ? first.unread : page.cursor ? await unreadCount(db, me.id) : 0;
  const newest = first ? first.newest : page.cursor ? await newestOf(db, me.id) : '0';
  const { page: shown, nextCursor } = pageOf(rows, page.limit);
  return {
    etag: tagOf(me, unread, newest, query),
    body: {
      success: true,
      data: shown.map((r) => ({
        id: r.id,
        kind: r.kind,
        text: r.text,
        link: r.link,
        createdAt: r.createdAt.toISOString(),
        read: r.readAt !== null,
      })),
      unread,
      nextCursor,
    },
  };
}

async function newestOf(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ us: sql<string>`coalesce(max(${microseconds(notifications.createdAt)}), '0')` })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return row?.us ?? '0';
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
