// The mirror's hot path without Dexie: a list page fetched online is written here and the offline
// first screen is read from here with the browser's own IndexedDB API (about 1 KB, where Dexie is
// 30 KB gzip that no first screen should wait for). Dexie (db.ts) declares the same released
// version 1 from SCHEMA_V1 below; whichever opens the database first creates it, identically.
import type { MirrorKind, MirroredEntity, MirroredList } from './db.ts';

export const DB_NAME = 'hireloop';

/**
 * Version 1 as released, in Dexie's syntax (primary key first, then plain indexes). Never edit it:
 * a change is a new version in db.ts, which Dexie upgrades to from this one.
 */
export const SCHEMA_V1 = {
  jobs: '_id, UrlPath',
  posts: '_id',
  companies: '_id',
  applications: '_id',
  applicants: '_id',
  lists: 'key, kind, savedAt',
  outbox: 'id, createdAt, state, kind',
} as const;
/** Dexie keeps its version n as IndexedDB version n × 10. */
const IDB_V1 = 10;

/** What Dexie creates for SCHEMA_V1 (tests/unit/offline/idb.test.ts compares the two). */
function createV1(conn: IDBDatabase): void {
  for (const [name, spec] of Object.entries(SCHEMA_V1)) {
    const [keyPath = '', ...indexes] = spec.split(',').map((part) => part.trim());
    const store = conn.createObjectStore(name, { keyPath });
    for (const index of indexes) store.createIndex(index, index);
  }
}

let opening: Promise<IDBDatabase | null> | undefined;

function open(version?: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = version ? indexedDB.open(DB_NAME, version) : indexedDB.open(DB_NAME);
    req.onupgradeneeded = (event) => {
      if (event.oldVersion === 0) createV1(req.result);
    };
    req.onerror = () => reject(req.error);
    req.onsuccess = () => resolve(req.result);
  });
}

/** The database (created as version 1 on the first visit), or null without IndexedDB. */
export function openMirror(): Promise<IDBDatabase | null> {
  opening ??= open(IDB_V1)
    // Already upgraded past version 1 by a newer db.ts: open it as it is.
    .catch((err: unknown) =>
      err instanceof DOMException && err.name === 'VersionError' ? open() : Promise.reject(err),
    )
    .then(
      (conn) => {
        // Dexie upgrading (a new version in another tab) or deleting the database goes first.
        conn.onversionchange = () => {
          conn.close();
          opening = undefined;
        };
        return conn;
      },
      () => {
        opening = undefined;
        return null;
      },
    );
  return opening;
}

// Mirror writes run one after another; a read waits for the writes made before it (this page's own
// answers), and logout (db.ts wipeLocalData) drops the ones not started yet.
let lastWrite: Promise<void> = Promise.resolve();
let generation = 0;

/**
 * Queues a write; `wanted()` turns false once a logout has wiped the device meanwhile. Resolves
 * when it is done (or failed: that is logged, the screen goes on without its copy).
 */
export function enqueueWrite(run: (wanted: () => boolean) => Promise<void>): Promise<void> {
  const started = generation;
  lastWrite = lastWrite
    .then(() => run(() => started === generation))
    .catch((err) => console.warn('Could not keep this for offline use:', err));
  return lastWrite;
}

/** Resolves once every write queued so far is done. */
export const writesDone = (): Promise<void> => lastWrite;

/** Logout: queued writes never land; resolves once the running one is done. */
export function dropPendingWrites(): Promise<void> {
  generation++;
  return lastWrite;
}

type Stores = { tx: IDBTransaction; done: Promise<void> };

/** A transaction on the mirror, or null without IndexedDB (or without these stores). */
async function transaction(names: string[], mode: IDBTransactionMode): Promise<Stores | null> {
  const conn = await openMirror();
  if (!conn) return null;
  let tx: IDBTransaction;
  try {
    tx = conn.transaction(names, mode);
  } catch {
    // Closed by a version change meanwhile: the next call opens it again.
    opening = undefined;
    return null;
  }
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new DOMException('Aborted', 'AbortError'));
  });
  return { tx, done };
}

/** `ids[offset..offset+limit)` of a saved list, in order (rows missing from the store are skipped); null when nothing is saved. */
export async function readListRows<T extends MirroredEntity>(
  kind: MirrorKind,
  listKey: string,
  offset: number,
  limit: number,
): Promise<{ items: T[]; total: number; savedAt: number } | null> {
  const t = await transaction(['lists', kind], 'readonly');
  if (!t) return null;
  let list: MirroredList | undefined;
  const rows: (T | undefined)[] = [];
  const listReq = t.tx.objectStore('lists').get(listKey);
  listReq.onsuccess = () => {
    list = listReq.result as MirroredList | undefined;
    const store = t.tx.objectStore(kind);
    list?.ids.slice(offset, offset + limit).forEach((id, i) => {
      const r = store.get(id);
      r.onsuccess = () => {
        rows[i] = r.result as T | undefined;
      };
    });
  };
  await t.done;
  if (!list) return null;
  return {
    items: rows.filter((row): row is T => Boolean(row)),
    total: list.ids.length,
    savedAt: list.savedAt,
  };
}

/** One saved entity by its key or an index (a job by UrlPath). */
export async function readRow<T>(
  kind: MirrorKind,
  find: { index: '_id' | 'UrlPath'; value: string },
): Promise<T | null> {
  const t = await transaction([kind], 'readonly');
  if (!t) return null;
  const store = t.tx.objectStore(kind);
  const req = find.index === '_id' ? store.get(find.value) : store.index(find.index).get(find.value);
  await t.done;
  return (req.result as T | undefined) ?? null;
}

/**
 * Writes a list page: page one replaces the saved list, a later page appends its new ids.
 * False without IndexedDB.
 */
export async function writeListRows(
  kind: MirrorKind,
  listKey: string,
  items: MirroredEntity[],
  nextCursor: string | null,
  append: boolean,
): Promise<boolean> {
  const t = await transaction([kind, 'lists'], 'readwrite');
  if (!t) return false;
  const store = t.tx.objectStore(kind);
  for (const item of items) store.put(item);
  const lists = t.tx.objectStore('lists');
  const save = (previous: string[]) => {
    const seen = new Set(previous);
    const ids = [...previous, ...items.map((i) => i._id).filter((id) => !seen.has(id))];
    const row: MirroredList = { key: listKey, kind, ids, nextCursor, savedAt: Date.now() };
    lists.put(row);
  };
  if (append) {
    const prev = lists.get(listKey);
    prev.onsuccess = () => save((prev.result as MirroredList | undefined)?.ids ?? []);
  } else {
    save([]);
  }
  await t.done;
  return true;
}

/** Writes one entity; false without IndexedDB. */
export async function writeRow(kind: MirrorKind, item: MirroredEntity): Promise<boolean> {
  const t = await transaction([kind], 'readwrite');
  if (!t) return false;
  t.tx.objectStore(kind).put(item);
  await t.done;
  return true;
}
