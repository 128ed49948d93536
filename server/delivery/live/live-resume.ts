// Where a stream starts: now, or right after the last event the tab saw (its Last-Event-ID). Read in
// one statement, so the events found and the head they end at come from one snapshot.
import { sql } from 'drizzle-orm';
import type { LiveEvent } from '../../../contract/live.ts';
import type { Db } from '../../db/client.ts';
import { sessionEndedType } from './session-ended.ts';

/** More missed events than this and the tab is told to read everything again instead. */
const maxReplayed = 500;

export type StartPoint = {
  /** The newest event committed when read: the stream goes on after it. */
  head: number;
  /** The user's events after the resume point, oldest first. */
  missed: { seq: number; event: LiveEvent }[];
  /** False when some missed events are no longer kept (or too many): the tab gets `reset`. */
  complete: boolean;
};

type Row = {
  head: string | number;
  oldest: string | number | null;
  seq: string | number | null;
  event: LiveEvent | null;
};

export async function startPoint(db: Db, userId: string, after: number | null): Promise<StartPoint> {
  const from = after ?? 0;
  const res = await db.execute(sql`
    with h as (select coalesce(max(seq), 0) as head, min(seq) as oldest from live_events)
    select h.head, h.oldest, e.seq, e.event from h
    left join lateral (
      select seq, event from live_events
      where ${after !== null} and seq > ${from} and seq <= h.head and ${userId}::uuid = any(user_ids)
        and event ->> 'type' <> ${sessionEndedType}
      order by seq limit ${maxReplayed + 1}
    ) e on true`);
  const rows = (res as unknown as { rows: Row[] }).rows;
  const head = Number(rows[0]?.head ?? 0);
  if (after === null) return { head, missed: [], complete: true };
  const missed = rows
    .filter((r) => r.seq !== null)
    .map((r) => ({ seq: Number(r.seq), event: r.event as LiveEvent }));
  const oldest = rows[0]?.oldest == null ? head + 1 : Number(rows[0].oldest);
  // Kept: everything after `oldest - 1`. A point ahead of the head is from another database.
  const complete = after <= head && after >= oldest - 1 && missed.length <= maxReplayed;
  return { head, missed: complete ? missed : [], complete };
}
