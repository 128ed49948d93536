// Network first, mirror second: a list or entity fetched online is written to IndexedDB (Dexie,
// db.ts); when the network fails the same query answers from there, marked offline with the age of
// the data. Offline it is read at once instead of after a request that must fail; on a network that
// hangs it answers after `slowMs` (then the network's late answer replaces it).
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { isOffline, renderingOnServer } from './online.ts';
import type { MirrorKind, MirrorRows } from './db.ts';

export type Offline = { offline: true; savedAt: number } | { offline: false; savedAt: null };
/**
 * Set on what the server fetched for a page it rendered: where the browser that hydrates the page
 * keeps its copy (offline/server-copies.ts), as if it had fetched it itself. `key` for a list.
 */
export type KeepCopy = { keep?: { kind: MirrorKind; key?: string } };
/** A page searched on the device: `matched` of the `total` entities it holds (the screen says so). */
export type DeviceCount = { matched: number; total: number };
export type ListPage<T> = { data: T[]; nextCursor: string | null; device?: DeviceCount } & Offline & KeepCopy;
/** One page of a search over the device (offline/device-search.ts): `total` matching, `pool` searched. */
export type DeviceAnswer<T> = { items: T[]; total: number; pool: number; savedAt: number };

const online: Offline = { offline: false, savedAt: null };
const OFFLINE_CURSOR = 'offline:';
/** How long page one may take before the device's copy is shown in its place. */
export const SLOW_MS = 3000;

/** True for failures that mean "no network", not "the server said no". */
export function isNetworkFailure(err: unknown): boolean {
  return err instanceof Error && (err.name === 'NetworkError' || err.name === 'TypeError');
}

type Store = typeof import('./mirror-store.ts');
let loading: Promise<Store> | undefined;

/** Dexie and the mirror's reads and writes, loaded when the mirror is first used. */
function loadDb(): Promise<Store> {
  loading ??= import('./mirror-store.ts').catch((err: unknown) => {
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
    .then((store) => store.openDb())
    .catch(() => {});
}

/**
 * The copy on this device serves offline starts, and an offline start needs the service worker (it
 * holds the app's files). So a copy is written once the worker is ready: Dexie then comes from the
 * worker's precache instead of a second download beside a visitor's first screen. Without service
 * workers (tests) it is written at once; where registering one failed, a copy could never be read.
 */
function dbForCopy(): Promise<Store> {
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  return (worker ? worker.ready : Promise.resolve()).then(loadDb);
}

/** How long an answer waits for its copy on the device (a few ms, normally) before it is shown. */
const SAVE_WAIT_MS = 300;

/**
 * On a page the worker controls, the answer waits for its copy (within SAVE_WAIT_MS) before the
 * screen shows it: what was shown is then on the device even when the page is left at once. On a
 * first visit the copy follows the worker's install instead, and nothing waits for it.
 */
async function save(write: Promise<void>): Promise<void> {
  const done = write.catch((err: unknown) => console.warn('Could not keep this for offline use:', err));
  if (typeof navigator !== 'undefined' && navigator.serviceWorker && !navigator.serviceWorker.controller)
    return;
  await withDeadline(done, SAVE_WAIT_MS);
}

/**
 * Keeps one page of a list on the device (`append`: after the pages kept before), as fetched at
 * `askedAt` (Date.now() before asking: an answer to a session that ended meanwhile is not kept).
 */
export function keepListPage<K extends MirrorKind>(
  kind: K,
  key: string,
  page: { data: MirrorRows[K][]; nextCursor: string | null },
  append: boolean,
  askedAt: number,
): Promise<void> {
  return save(
    dbForCopy().then((store) =>
      store.writeListPage(kind, `${kind}:${key}`, page.data, page.nextCursor, append, askedAt),
    ),
  );
}

/** Keeps one entity on the device, as fetched at `askedAt` (see keepListPage). */
export function keepOne<K extends MirrorKind>(kind: K, item: MirrorRows[K], askedAt: number): Promise<void> {
  return save(dbForCopy().then((store) => store.writeOne(kind, item, askedAt)));
}

type ListOptions<T> = {
  offlinePageSize?: number;
  slowMs?: number;
  /** The network's answer to page one, when it came after the mirror had already answered. */
  onLateAnswer?: (page: ListPage<T>) => void;
  /**
   * Offline answers come from this search over everything of the kind on the device instead of
   * the list saved under `key`, so a search never made online still finds what the device holds.
   * Null when the device holds nothing to search.
   */
  searchDevice?: (offset: number, limit: number) => Promise<DeviceAnswer<T> | null>;
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
  if (renderingOnServer()) {
    // The server renders a visitor's page: there is no device to keep a copy on or read one from.
    const page = await fetchPage();
    return { data: page.data, nextCursor: page.nextCursor ?? null, ...online, keep: { kind, key } };
  }
  const { offlinePageSize: pageSize = 20, slowMs = SLOW_MS, onLateAnswer, searchDevice } = options;
  dbForCopy().catch(() => {}); // meanwhile, for the copy
  const fromMirror = async (offset: number): Promise<ListPage<T> | null> => {
    const saved = searchDevice
      ? await searchDevice(offset, pageSize).catch(noCopy)
      : await readList(kind, key, offset, pageSize)
          // What was saved under this list's key is what this query fetched.
          .then((list) => list && { ...list, items: list.items as T[], pool: undefined })
          .catch(noCopy);
    return saved && offlinePage(saved, offset, pageSize);
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
  // Taken before the request goes out: an answer to a session that ended meanwhile is not kept.
  const askedAt = Date.now();
  const network = fetchPage().then(async (page): Promise<ListPage<T>> => {
    const nextCursor = page.nextCursor ?? null;
    await keepListPage(kind, key, { data: page.data, nextCursor }, Boolean(cursor), askedAt);
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

/**
 * `refetchOnReconnect` of a list answered by mirroredList: an answer from the device is asked of the
 * server again when the network returns, however fresh (the server's answer replaces it).
 */
export const refetchWhenOffline = (query: { state: { data?: { pages: { offline: boolean }[] } } }) =>
  query.state.data?.pages[0]?.offline ? ('always' as const) : true;

/**
 * `staleTime` of a list searched on the device: an answer is fresh only on the side it came from.
 * Online, the device's answer is asked of the server at the next chance; offline, an answer the
 * server gave before is searched on the device again (when the list is shown again or its search
 * changes), so the screen says it is offline and what the device holds.
 */
export const freshWhereAnswered = (query: { state: { data?: { pages: { offline: boolean }[] } } }) =>
  Boolean(query.state.data?.pages[0]?.offline) === isOffline() ? 30_000 : 0;

/** A page read or searched on the device, as a list answers it (its next page: `offline:N`). */
function offlinePage<T>(
  saved: { items: T[]; total: number; savedAt: number; pool?: number },
  offset: number,
  pageSize: number,
): ListPage<T> {
  const next = offset + pageSize;
  return {
    data: saved.items,
    nextCursor: next < saved.total ? `${OFFLINE_CURSOR}${next}` : null,
    offline: true,
    savedAt: saved.savedAt,
    ...(saved.pool !== undefined && { device: { matched: saved.total, total: saved.pool } }),
  };
}

/**
 * `initialData` of an infinite list searched on the device: offline, once the device's search is
 * loaded and ready (`searchNow` answers, else undefined), a new search's first page is there in the
 * same render as the keystroke, with no placeholder render and no await between.
 */
export function deviceFirstPage<T>(
  searchNow: (offset: number, limit: number) => DeviceAnswer<T> | null | undefined,
) {
  if (!isOffline() || renderingOnServer()) return undefined;
  const answer = searchNow(0, 20);
  return answer ? { pages: [offlinePage(answer, 0, 20)], pageParams: [null] } : undefined;
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
export async function readList<K extends MirrorKind>(kind: K, key: string, offset?: number, limit?: number) {
  return (await loadDb()).readList(kind, key, offset, limit);
}

/** One entity on the device by its id (what a queued action names), or null. */
export async function readSaved<K extends MirrorKind>(kind: K, id: string): Promise<MirrorRows[K] | null> {
  const store = await loadDb();
  return (await store.readOne(kind, { index: '_id', value: id }).catch(noCopy)) ?? null;
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
): Promise<{ data: T } & Offline & KeepCopy> {
  if (renderingOnServer()) return { data: await fetchOne(), ...online, keep: { kind } }; // no device here
  dbForCopy().catch(() => {}); // meanwhile, for the copy
  const fromMirror = async () => {
    const saved = await loadDb()
      .then((store) => store.readOne(kind, find))
      .catch(noCopy);
    // What was saved under this key is what this query fetched (a job from a list lacks only the
    // signed-in candidate's application, which offline cannot be known anyway).
    return saved && { data: saved as T, offline: true as const, savedAt: saved._savedAt ?? Date.now() };
  };
  if (isOffline()) {
    const saved = await fromMirror();
    if (saved) return saved;
  }
  try {
    const askedAt = Date.now();
    const item = await fetchOne();
    await keepOne(kind, item, askedAt);
    return { data: item, ...online };
  } catch (err) {
    if (!isNetworkFailure(err)) throw err;
    const saved = await fromMirror();
    if (!saved) throw err;
    return saved;
  }
}
