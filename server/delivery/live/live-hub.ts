// Each server's one reader of live_events: it reads what was committed since it last looked and hands
// each event to this server's open streams of the users it names. On PostgreSQL a NOTIFY from the
// committing transaction (any server's) wakes it (pg-listener.ts, started by the app); on PGlite,
// which serves one server and whose socket carries no NOTIFY, this server's own writes do
// (written()). A slow poll, only while streams are open, is the fallback for either. An event
// saying that sessions ended closes their streams instead (session-ended.ts).
import { sql } from 'drizzle-orm';
import type { LiveEvent } from '../../../contract/live.ts';
import type { Db } from '../../db/client.ts';
import type { ListenerLog } from './pg-listener.ts';
import { isSessionEnded, type StoredLiveEvent } from './session-ended.ts';

export type LiveSubscriber = {
  userId: string;
  /** The session the stream was opened with: the stream ends with it. */
  sessionId?: string;
  send: (seq: number, event: LiveEvent) => void;
  /** Closes the stream (its session ended). */
  end: () => void;
};

export type LiveHub = {
  /** Hands this subscriber every event for its user read from now on; returns its removal. */
  add: (subscriber: LiveSubscriber) => () => void;
  /** How many streams a user has open here. */
  openFor: (userId: string) => number;
  /** Read now: events may have been committed. */
  wake: () => void;
  /** A write in this process succeeded: read now unless a NOTIFY will say when to. */
  written: () => void;
  start: () => void;
  stop: () => Promise<void>;
  setLog: (log: ListenerLog) => void;
};

/** Events are kept this long for streams that resume; an older resume point gets `reset`. */
export const keepMinutes = 10;
const batch = 500;
const afterErrorMs = 1000;
const cleanEveryMs = 60_000;

type Row = { seq: string | number; user_ids: string[]; event: StoredLiveEvent };

export function createLiveHub(deps: {
  db: Db;
  /** True when a NOTIFY wakes this hub for every commit (PostgreSQL). */
  notified: boolean;
  fallbackPollMs: number;
}): LiveHub {
  const { db, notified, fallbackPollMs } = deps;
  const byUser = new Map<string, Set<LiveSubscriber>>();
  let log: ListenerLog = { warn: () => {}, info: () => {} };
  let last: number | null = null;
  let reading: Promise<void> | undefined;
  let again = false;
  let running = false;
  let pollTimer: NodeJS.Timeout | undefined;
  let cleanTimer: NodeJS.Timeout | undefined;

  const rowsOf = (res: unknown) => (res as { rows: Row[] }).rows;

  /** Closes the streams of these sessions (rare: a scan of this server's open streams). */
  function endStreams(sessionIds: string[]) {
    const ended = new Set(sessionIds);
    for (const set of [...byUser.values()]) {
      for (const s of [...set]) if (s.sessionId && ended.has(s.sessionId)) s.end();
    }
  }

  async function readNew() {
    if (last === null) {
      const [head] = rowsOf(await db.execute(sql`select coalesce(max(seq), 0) as seq from live_events`));
      last = Number(head?.seq ?? 0);
    }
    for (;;) {
      const rows = rowsOf(
        await db.execute(sql`
          select seq, user_ids, event from live_events where seq > ${last} order by seq limit ${batch}`),
      );
      for (const row of rows) {
        const seq = Number(row.seq);
        const { event } = row;
        if (isSessionEnded(event)) endStreams(event.sessionIds);
        else {
          for (const userId of row.user_ids) {
            for (const s of byUser.get(userId) ?? []) s.send(seq, event);
          }
        }
        last = seq;
      }
      if (rows.length < batch) return;
    }
  }

  function wake() {
    if (!running) return;
    if (reading) {
      again = true;
      return;
    }
    again = false;
    reading = readNew()
      .catch((err: unknown) => {
        log.warn({ err }, 'live updates: events not read');
        setTimeout(wake, afterErrorMs).unref();
      })
      .finally(() => {
        reading = undefined;
        if (again) wake();
      });
  }

  const clean = () =>
    db
      // The newest row stays: it is the head a stream starts after, and a stream resumed at it
      // has missed nothing.
      .execute(sql`
        delete from live_events where created_at < now() - make_interval(mins => ${keepMinutes})
          and seq < (select max(seq) from live_events)`)
      .catch((err: unknown) => log.warn({ err }, 'live updates: old events not deleted'));

  return {
    add: (subscriber) => {
      const set = byUser.get(subscriber.userId) ?? new Set();
      byUser.set(subscriber.userId, set);
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && byUser.get(subscriber.userId) === set) byUser.delete(subscriber.userId);
      };
    },
    openFor: (userId) => byUser.get(userId)?.size ?? 0,
    wake,
    written: () => {
      if (!notified) wake();
    },
    setLog: (l) => {
      log = l;
    },
    start: () => {
      running = true;
      wake();
      pollTimer = setInterval(() => {
        if (byUser.size > 0) wake();
      }, fallbackPollMs);
      pollTimer.unref();
      cleanTimer = setInterval(clean, cleanEveryMs);
      cleanTimer.unref();
    },
    stop: async () => {
      running = false;
      clearInterval(pollTimer);
      clearInterval(cleanTimer);
      await reading;
    },
  };
}
