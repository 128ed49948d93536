// What a commit on any server wakes on this one: the live hub (live events) and the outbox workers
// (a push or a mail queued). Only PostgreSQL has several servers and sends NOTIFY to us; on PGlite
// this server's own writes wake them (../request-chain.ts), as every write is this server's.
import type { Database } from '../../db/client.ts';
import { type ListenerLog, listenToPostgres, type PgListener } from './pg-listener.ts';

type Wakeable = { wake: () => void };

export function listenForWakeUps(
  database: Database,
  targets: { live: Wakeable; push: Wakeable; mail: Wakeable; reminders: Wakeable },
  log: () => ListenerLog,
): PgListener | null {
  if (database.kind !== 'postgres' || !database.url) return null;
  const all = () => {
    targets.live.wake();
    targets.push.wake();
    targets.mail.wake();
    targets.reminders.wake();
  };
  const outboxes: Record<string, Wakeable> = {
    mail_outbox: targets.mail,
    push_outbox: targets.push,
    // A reminder written on another server may fall due before this sweep's next look.
    interview_reminders: targets.reminders,
  };
  return listenToPostgres(
    database.url,
    {
      live: () => targets.live.wake(),
      outbox: (table) => (outboxes[table] ?? targets.push).wake(),
    },
    all,
    log,
  );
}
