// Notifications are rows written by the service that handles their event, inside its transaction,
// with a push-outbox row for each device of the user that wants that kind, unless the user turned
// that kind's push off (push-worker.ts sends them); readers poll GET /api/notifications. Only the
// reader's own rows are ever listed or changed.
import { createHash } from 'node:crypto';
import { and, count, eq, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type {
  MarkReadBody,
  MarkReadResponse,
  NotificationKind,
  NotificationsResponse,
} from '../../../contract/notifications.ts';
import type { Db, Tx } from '../../db/client.ts';
import { notifications, pushOutbox, pushSubscriptions } from '../../db/schema.ts';
import type { Actor } from '../common/actor.ts';
import { afterCursor, decodeCursor, microseconds, newestFirst, pageOf } from '../common/cursor.ts';
import { pushWanted } from '../../mail/preferences.ts';
import { topicOf } from './push-topics.ts';
import { liveInsert, type publishLiveEach } from '../live/publish-live.ts';

export type NewNotification = { userId: string; kind: NotificationKind; text: string; link: string };

/**
 * Records notifications, and their pushes, as part of the caller's transaction: they exist only if
 * the event does, and nothing is pushed for an event that rolled back.
 */
export async function notify(
  tx: Tx | Db,
  items: NewNotification[],
  /** Other live announcements of the same change, written in the same statement as the bells'. */
  alsoAnnounce: Parameters<typeof publishLiveEach>[1] = [],
  /**
   * Other writes of the same change, run in the same statement. They see the tables as they were
   * before it (so a delete here never removes the notification written with it).
   */
  alsoWrite: SQL[] = [],
): Promise<void> {
  // Their open tabs' bells learn of it at commit, on whichever server holds the stream.
  const bells = items.length
    ? [{ userIds: items.map((i) => i.userId), event: { type: 'notification' } as const }]
    : [];
  const live = liveInsert(tx, [...alsoAnnounce, ...bells]);
  // The bells, their pushes, the announcements and the caller's other writes in one statement: a
  // write's round trips to the database are most of its time, and a replayed outbox sends such
  // writes back to back.
  const topics = sql.join(
    Object.entries(topicOf).map(([kind, topic]) => sql`(${kind}, ${topic})`),
    sql`, `,
  );
  // values() refuses an empty list: the bells' part is built only when there are bells.
  const bellWrites = () => {
    const inserted = tx.insert(notifications).values(items).returning({
      userId: notifications.userId,
      kind: notifications.kind,
      text: notifications.text,
      link: notifications.link,
    });
    return [
      sql`n as (${inserted.getSQL()})`,
      sql`t (kind, topic) as (values ${topics})`,
      sql`p as (
            insert into ${pushOutbox} (subscription_id, topic, body, url)
            select s.id, t.topic, n.text, n.link
            from n join t on t.kind = n.kind
            join ${pushSubscriptions} s on s.user_id = n.user_id and t.topic = any(s.topics)
            where ${pushWanted(sql`s.user_id`, sql`t.topic`)})`,
    ];
  };
  const writes = [
    ...(items.length ? bellWrites() : []),
    ...alsoWrite.map((w, i) => sql`${sql.raw(`also${i}`)} as (${w})`),
  ];
  if (writes.length) await tx.execute(sql`with ${sql.join(writes, sql`, `)} ${live ?? sql`select 1`}`);
  else if (live) await tx.execute(live);
}

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
