// Network first, mirror second: a list or entity fetched online is written to IndexedDB; when the
// network fails the same query answers from here, marked offline with the age of the data.
// The device's copy never waits for Dexie: online, the answer is written with plain IndexedDB
// (idb.ts) and shown; offline, it is read at once instead of after a request that must fail; on a
// network that hangs it answers after `slowMs` (then the network's late answer replaces it).
import {
  enqueueWrite,
  openMirror,
  readListRows,
  readRow,
  writeListRows,
  writeRow,
  writesDone,
} from './idb.ts';
import type { MirrorKind, MirroredEntity } from './db.ts';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

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

/** Opens the database early when offline, so the first screen's read does not wait for it. */
export function warmMirror(): void {
  if (isOffline()) void openMirror();
}

/** How long an answer waits for its copy on the device (a few ms, normally) before it is shown. */
const SAVE_WAIT_MS = 300;

/**
 * Writes the copy, and waits for it (within SAVE_WAIT_MS) before the screen shows the answer: what
 * was shown is then on the device even when the page is left at once (a first visit creates the
 * database, which takes longest).
 */
async function save(write: () => Promise<boolean>): Promise<void> {
  const done = enqueueWrite(async (wanted) => {
    if (wanted()) await write();
  });
  await withDeadline(done, SAVE_WAIT_MS);
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
export async function mirroredList<T extends MirroredEntity>(
  kind: MirrorKind,
  key: string,
  cursor: string | null | undefined,
  fetchPage: () => Promise<{ data: T[]; nextCursor?: string | null }>,
  options: ListOptions<T> = {},
): Promise<ListPage<T>> {
  const { offlinePageSize: pageSize = 20, slowMs = SLOW_MS, onLateAnswer } = options;
  const fromMirror = async (offset: number): Promise<ListPage<T> | null> => {
    const saved = await readList<T>(kind, key, offset, pageSize);
    if (!saved) return null;
    const next = offset + pageSize;
    return {
      data: saved.items,
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
    await save(() => writeListRows(kind, `${kind}:${key}`, page.data, nextCursor, Boolean(cursor)));
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
export async function readList<T extends MirroredEntity>(
  kind: MirrorKind,
  key: string,
  offset = 0,
  limit = Number.POSITIVE_INFINITY,
): Promise<{ items: T[]; total: number; savedAt: number } | null> {
  await writesDone();
  return readListRows<T>(kind, `${kind}:${key}`, offset, limit);
}

/** One entity (a job by UrlPath, say): network first, then the mirror (at once when offline). */
export async function mirroredOne<T extends MirroredEntity>(
  kind: MirrorKind,
  find: { index: '_id' | 'UrlPath'; value: string },
  fetchOne: () => Promise<T>,
): Promise<{ data: T } & Offline> {
  const fromMirror = async () => {
    await writesDone();
    const saved = await readRow<T & { _savedAt?: number }>(kind, find);
    return saved && { data: saved as T, offline: true as const, savedAt: saved._savedAt ?? Date.now() };
  };
  if (isOffline()) {
    const saved = await fromMirror();
    if (saved) return saved;
  }
  try {
    const item = await fetchOne();
    await save(() => writeRow(kind, { ...item, _savedAt: Date.now() }));
    return { data: item, ...online };
  } catch (err) {
    if (!isNetworkFailure(err)) throw err;
    const saved = await fromMirror();
    if (!saved) throw err;
    return saved;
  }
}
