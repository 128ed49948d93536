// The bell's channel: notifications are rows written by the service that handles their event,
// inside its transaction, with a push-outbox row for each device of the user that wants that kind,
// unless the user turned that kind's push off (push/push-worker.ts sends them).
import { type SQL, sql } from 'drizzle-orm';
import type { NotificationKind } from '../../../contract/notifications.ts';
import type { Db, Tx } from '../../db/client.ts';
import { notifications, pushOutbox, pushSubscriptions } from '../../db/schema.ts';
import { pushWanted } from '../preferences.ts';
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
