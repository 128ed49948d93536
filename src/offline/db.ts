// The one typed Dexie database: the mirror of what the user has seen, and the outbox of what they
// did offline. A released schema version is never edited; add a new version instead.
import Dexie, { type EntityTable } from 'dexie';
import { DB_NAME, dropPendingWrites, SCHEMA_V1 } from './idb.ts';

/** Any entity the API returns: the mirror keeps it as the server sent it. */
export type MirroredEntity = { _id: string } & Record<string, unknown>;

export type MirrorKind = 'jobs' | 'posts' | 'companies' | 'applications' | 'applicants';

/** One list as the user last saw it (a search, a page of the feed, one job's applicants). */
export type MirroredList = {
  key: string;
  kind: MirrorKind;
  ids: string[];
  nextCursor: string | null;
  savedAt: number;
};

export type OutboxKind = 'apply' | 'post' | 'decision';
export type OutboxState = 'pending' | 'failed';

/** A queued write. `id` is also the Idempotency-Key, so a replay is answered, never repeated. */
export type OutboxEntry = {
  id: string;
  kind: OutboxKind;
  /** The request to send, resolved when the user acted. */
  request: { method: 'POST' | 'PUT'; path: string; body: Record<string, unknown> | null };
  /** The session token of the user who acted: the entry is sent as them, even from the worker. */
  token: string;
  /** A file to upload first (feed image); its download URL goes into `body[field]`. */
  upload?: { blob: Blob; fileName: string; folder: string; field: string } | null;
  /** What the UI needs to show the entry where it belongs (job id, UrlPath, title, …). */
  ref: Record<string, string>;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: number;
  error: string | null;
  createdAt: number;
};

export class HireloopDb extends Dexie {
  jobs!: EntityTable<MirroredEntity, '_id'>;
  posts!: EntityTable<MirroredEntity, '_id'>;
  companies!: EntityTable<MirroredEntity, '_id'>;
  applications!: EntityTable<MirroredEntity, '_id'>;
  applicants!: EntityTable<MirroredEntity, '_id'>;
  lists!: EntityTable<MirroredList, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;

  constructor(name = DB_NAME) {
    super(name);
    this.version(1).stores(SCHEMA_V1);
  }
}

export const db = new HireloopDb();

/** Logout on a shared device: nothing of this user stays behind. */
export async function wipeLocalData(): Promise<void> {
  await dropPendingWrites();
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
  });
}
