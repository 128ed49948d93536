// Network first, mirror second: a list or entity fetched online is written to IndexedDB (Dexie,
// db.ts); when the network fails the same query answers from there, marked offline with the age of
// the data. Offline it is read at once instead of after a request that must fail; on a network that
// hangs it answers after `slowMs` (slow-network.ts), and the network's late answer replaces it.
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { type DeviceSearch, fromNetwork, type KeepCopy, type ListPage, type Offline } from './answers.ts';
import type { MirrorKind, MirrorRows } from './db.ts';
import { keepListPage, keepOne, noCopy, readList, readOne, storeForCopy } from './device-copy.ts';
import { deviceOffset, offlinePage } from './device-pages.ts';
import { isOffline } from './online.ts';
import { listForServer, oneForServer, renderingOnServer } from './server-render.ts';
import { raceSlowNetwork, SLOW_MS } from './slow-network.ts';

/** True for failures that mean "no network", not "the server said no". */
export function isNetworkFailure(err: unknown): boolean {
  return err instanceof Error && (err.name === 'NetworkError' || err.name === 'TypeError');
}

type ListOptions<T, M> = {
  offlinePageSize?: number;
  slowMs?: number;
  /** The network's answer to page one, when it came after the mirror had already answered. */
  onLateAnswer?: (page: ListPage<T, M>) => void;
  /**
   * Offline answers come from this search over everything of the kind on the device instead of
   * the list saved under `key`, so a search never made online still finds what the device holds.
   * Null when the device holds nothing to search.
   */
  searchDevice?: DeviceSearch<T, M>;
  /**
   * Offline, `searchDevice` may answer page one before it has read the whole device (an offline
   * start's first cards); once it has, this asks the query again, and the answer holds the counts.
   */
  askAgain?: () => void;
};

/**
 * One page of a list. Page one replaces the mirrored list, later pages append to it. When the
 * network fails the mirror answers, page by page too (device-pages.ts); a server cursor has no
 * mirror page after it.
 */
export async function mirroredList<K extends MirrorKind, T extends MirrorRows[K], M = never>(
  kind: K,
  key: string,
  cursor: string | null | undefined,
  fetchPage: () => Promise<{ data: T[]; nextCursor?: string | null; meta?: M }>,
  options: ListOptions<T, M> = {},
): Promise<ListPage<T, M>> {
  if (renderingOnServer()) return listForServer(kind, key, fetchPage);
  const { offlinePageSize: pageSize = 20, slowMs = SLOW_MS, onLateAnswer, searchDevice, askAgain } = options;
  storeForCopy().catch(() => {}); // meanwhile, for the copy
  const whenComplete = () => {
    if (isOffline()) askAgain?.();
  };
  const fromMirror = async (offset: number, early = false): Promise<ListPage<T, M> | null> => {
    const saved = searchDevice
      ? await searchDevice(offset, pageSize, early && askAgain ? whenComplete : undefined).catch(noCopy)
      : await readList(kind, key, offset, pageSize)
          // What was saved under this list's key is what this query fetched.
          .then((list) => list && { ...list, items: list.items as T[], pool: undefined })
          .catch(noCopy);
    return saved && offlinePage(saved, offset, pageSize);
  };
  // A mirror page asked for while back online: keep paging the mirror; a refetch starts over online.
  const offset = deviceOffset(cursor);
  if (offset !== null) {
    const page = await fromMirror(offset);
    if (!page) throw new Error('Nothing saved');
    return page;
  }
  if (!cursor && isOffline()) {
    const saved = await fromMirror(0, true);
    if (saved) return saved;
  }
  // Taken before the request goes out: an answer to a session that ended meanwhile is not kept.
  const askedAt = Date.now();
  const network = fetchPage().then(async (page): Promise<ListPage<T, M>> => {
    const nextCursor = page.nextCursor ?? null;
    await keepListPage(kind, key, { data: page.data, nextCursor }, Boolean(cursor), askedAt);
    return {
      data: page.data,
      nextCursor,
      ...(page.meta !== undefined && { meta: page.meta }),
      ...fromNetwork,
    };
  });
  try {
    if (cursor) return await network;
    return await raceSlowNetwork(network, slowMs, () => fromMirror(0), onLateAnswer);
  } catch (err) {
    if (!isNetworkFailure(err)) throw err;
    if (cursor) return { data: [], nextCursor: null, offline: true, savedAt: Date.now() };
    const saved = await fromMirror(0);
    if (!saved) throw err;
    return saved;
  }
}

/** `onLateAnswer` of an infinite query: the network's page one replaces the pages the mirror gave. */
export function replaceFirstPage<T, M = never>(client: QueryClient, queryKey: QueryKey) {
  return (page: ListPage<T, M>) => {
    client.setQueryData<InfiniteData<ListPage<T, M>, string | null>>(queryKey, {
      pages: [page],
      pageParams: [null],
    });
  };
}

/** One entity (a job by UrlPath, say): network first, then the mirror (at once when offline). */
export async function mirroredOne<K extends MirrorKind, T extends MirrorRows[K]>(
  kind: K,
  find: { index: '_id' | 'UrlPath'; value: string },
  fetchOne: () => Promise<T>,
): Promise<{ data: T } & Offline & KeepCopy> {
  if (renderingOnServer()) return oneForServer(kind, fetchOne);
  storeForCopy().catch(() => {}); // meanwhile, for the copy
  const fromMirror = async () => {
    const saved = await readOne(kind, find);
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
    return { data: item, ...fromNetwork };
  } catch (err) {
    if (!isNetworkFailure(err)) throw err;
    const saved = await fromMirror();
    if (!saved) throw err;
    return saved;
  }
}
