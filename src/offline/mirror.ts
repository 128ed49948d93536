// Network first, mirror second: a list or entity fetched online is written to IndexedDB (Dexie,
// db.ts); when the network fails the same query answers from there, marked offline with the age of
// the data. Offline it is read at once instead of after a request that must fail; on a network that
// hangs it answers after `slowMs` (then the network's late answer replaces it).
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { MirrorKind, MirrorRows } from './db.ts';

export type Offline = { offline: true; savedAt: number } | { offline: false; savedAt: null };
export type ListPage<T> = { data: T[]; nextCursor: string | null } & Offline;

const online: Offline = { offline: false, savedAt: null };
const OFFLINE_CURSOR = 'offline:';
/** How long page one may take before the device's copy is shown in its place. */
export const SLOW_MS = 3000;

/** True for failures that mean "no network", not "the server said no". */
export function isNetworkFailure(err: unknown): boolean {
  return err instanceof Error && (err.name === 'NetworkError' || err.name === 'TypeError');
}

/** The browser knows it has no network (it may still think it has one when it has not). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

let loading: Promise<typeof import('./db.ts')> | undefined;

/**
 * Dexie, loaded when the mirror is first used: beside the screen's first request, never before the
 * screen's own code (a visitor's first screen does not wait for it).
 */
function loadDb(): Promise<typeof import('./db.ts')> {
  loading ??= import('./db.ts').catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

/** Offline, the first screen answers from the device: load Dexie and open the database meanwhile. */
export function warmMirror(): void {
  if (!isOffline()) return;
  // A failure here shows again, with its message, when the screen reads the mirror.
  loadDb()
    .then(({ db }) => db.open())
    .catch(() => {});
}

/** How long an answer waits for its copy on the device (a few ms, normally) before it is shown. */
const SAVE_WAIT_MS = 300;

/**
 * Waits for the copy (within SAVE_WAIT_MS) before the screen shows the answer: what was shown is
 * then on the device even when the page is left at once (a first visit loads Dexie and creates the
 * database, which takes longest).
 */
async function save(write: Promise<void>): Promise<void> {
  const done = write.catch((err: unknown) => console.warn('Could not keep this for offline use:', err));
  await withDeadline(done, SAVE_WAIT_MS);
}

/** Page one replaces the saved list, a later page appends its new ids. */
async function writeListPage<K extends MirrorKind>(
  kind: K,
  listKey: string,
  items: MirrorRows[K][],
  nextCursor: string | null,
  append: boolean,
): Promise<void> {
  const askedAt = performance.now();
  const { db, wipedSince } = await loadDb();
  // A logout since the answer came: its copy must not land after the wipe.
  if (wipedSince(askedAt)) return;
  const rows = db.mirror(kind);
  await db.transaction('rw', rows, db.lists, async () => {
    await rows.bulkPut(items);
    const previous = append ? ((await db.lists.get(listKey))?.ids ?? []) : [];
    const seen = new Set(previous);
    const ids = [...previous, ...items.map((i) => i._id).filter((id) => !seen.has(id))];
    await db.lists.put({ key: listKey, kind, ids, nextCursor, savedAt: Date.now() });
  });
}

/** One entity saved on its own notes when, for its age offline. */
async function writeOne<K extends MirrorKind>(kind: K, item: MirrorRows[K]): Promise<void> {
  const askedAt = performance.now();
  const { db, wipedSince } = await loadDb();
  if (wipedSince(askedAt)) return;
  await db.mirror(kind).put({ ...item, _savedAt: Date.now() });
}

type ListOptions<T> = {
  offlinePageSize?: number;
  slowMs?: number;
  /** The network's answer to page one, when it came after the mirror had already answered. */
  onLateAnswer?: (page: ListPage<T>) => void;
};

/**
 * One page of a list. Page one replaces the mirrored list, later pages append to it. When the
 * network fails the mirror answers, page by page too (`offline:N` cursors), so a device that saw
 * 5,000 jobs still renders the first screen at once; a server cursor has no mirror page after it.
 */
export async function mirroredList<K extends MirrorKind, T extends MirrorRows[K]>(
  kind: K,
  key: string,
  cursor: string | null | undefined,
  fetchPage: () => Promise<{ data: T[]; nextCursor?: string | null }>,
  options: ListOptions<T> = {},
): Promise<ListPage<T>> {
  const { offlinePageSize: pageSize = 20, slowMs = SLOW_MS, onLateAnswer } = options;
  loadDb().catch(() => {}); // meanwhile, for the copy
  const fromMirror = async (offset: number): Promise<ListPage<T> | null> => {
    const saved = await readList(kind, key, offset, pageSize).catch(noCopy);
    if (!saved) return null;
    const next = offset + pageSize;
    return {
      // What was saved under this list's key is what this query fetched.
      data: saved.items as T[],
      nextCursor: next < saved.total ? `${OFFLINE_CURSOR}${next}` : null,
      offline: true,
      savedAt: saved.savedAt,
    };
  };
  // A mirror page asked for while back online: keep paging the mirror; a refetch starts over online.
  if (cursor?.startsWith(OFFLINE_CURSOR)) {
    const page = await fromMirror(Number(cursor.slice(OFFLINE_CURSOR.length)) || 0);
    if (!page) throw new Error('Nothing saved');
    return page;
  }
  if (!cursor && isOffline()) {
    const saved = await fromMirror(0);
    if (saved) return saved;
  }
  const network = fetchPage().then(async (page): Promise<ListPage<T>> => {
    const nextCursor = page.nextCursor ?? null;
    await save(writeListPage(kind, `${kind}:${key}`, page.data, nextCursor, Boolean(cursor)));
    return { data: page.data, nextCursor, ...online };
  });
  try {
    if (cursor) return await network;
    const first = await withDeadline(network, slowMs);
    if (first) return first;
    const saved = await fromMirror(0);
    if (!saved) return await network;
    network.then(onLateAnswer, () => {});
    return saved;
  } catch (err) {
    if (!isNetworkFailure(err)) throw err;
    if (cursor) return { data: [], nextCursor: null, offline: true, savedAt: Date.now() };
    const saved = await fromMirror(0);
    if (!saved) throw err;
    return saved;
  }
}

/** `onLateAnswer` of an infinite query: the network's page one replaces the pages the mirror gave. */
export function replaceFirstPage<T>(client: QueryClient, queryKey: QueryKey) {
  return (page: ListPage<T>) => {
    client.setQueryData<InfiniteData<ListPage<T>, string | null>>(queryKey, {
      pages: [page],
      pageParams: [null],
    });
  };
}

/** The promise's value, or null when it takes longer than `ms` (its failure is passed on). */
function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  if (!Number.isFinite(ms)) return promise;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A saved list as the user last saw it (`offset`, `limit` pick a slice); null when none was saved. */
export async function readList<K extends MirrorKind>(
  kind: K,
  key: string,
  offset = 0,
  limit = Number.POSITIVE_INFINITY,
): Promise<{ items: MirrorRows[K][]; total: number; savedAt: number } | null> {
  const { db } = await loadDb();
  const rows = db.mirror(kind);
  return db.transaction('r', rows, db.lists, async () => {
    const list = await db.lists.get(`${kind}:${key}`);
    if (!list) return null;
    // Rows missing from the table (never expected) are skipped.
    const items = (await rows.bulkGet(list.ids.slice(offset, offset + limit))).filter(
      (row): row is MirrorRows[K] => row !== undefined,
    );
    return { items, total: list.ids.length, savedAt: list.savedAt };
  });
}

/** One saved entity by its key or by an index (a job by UrlPath). */
async function readOne<K extends MirrorKind>(
  kind: K,
  find: { index: '_id' | 'UrlPath'; value: string },
): Promise<MirrorRows[K] | undefined> {
  const { db } = await loadDb();
  const rows = db.mirror(kind);
  return find.index === '_id' ? rows.get(find.value) : rows.where(find.index).equals(find.value).first();
}

/** A device that cannot keep a copy (no IndexedDB, storage refused) answers as if none was saved. */
function noCopy(err: unknown): null {
  console.warn('The copy on this device could not be read:', err);
  return null;
}

/** One entity (a job by UrlPath, say): network first, then the mirror (at once when offline). */
export async function mirroredOne<K extends MirrorKind, T extends MirrorRows[K]>(
  kind: K,
  find: { index: '_id' | 'UrlPath'; value: string },
  fetchOne: () => Promise<T>,
): Promise<{ data: T } & Offline> {
  loadDb().catch(() => {}); // meanwhile, for the copy
  const fromMirror = async () => {
    const saved = await readOne(kind, find).catch(noCopy);
    // What was saved under this key is what this query fetched (a job from a list lacks only the
    // signed-in candidate's application, which offline cannot be known anyway).
    return saved && { data: saved as T, offline: true as const, savedAt: saved._savedAt ?? Date.now() };
  };
  if (isOffline()) {
    const saved = await fromMirror();
    if (saved) return saved;
  }
  try {
    const item = await fetchOne();
    await save(writeOne(kind, item));
    return { data: item, ...online };
  } catch (err) {
    if (!isNetworkFailure(err)) throw err;
    const saved = await fromMirror();
    if (!saved) throw err;
    return saved;
  }
}
