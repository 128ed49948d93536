// Network first, mirror second: a list or entity fetched online is written to IndexedDB; when the
// network fails the same query answers from here, marked offline with the age of the data.
import { db, type MirrorKind, type MirroredEntity } from './db.ts';

export type Offline = { offline: true; savedAt: number } | { offline: false; savedAt: null };
export type ListPage<T> = { data: T[]; nextCursor: string | null } & Offline;

const online: Offline = { offline: false, savedAt: null };

/** True for failures that mean "no network", not "the server said no". */
export function isNetworkFailure(err: unknown): boolean {
  return err instanceof Error && (err.name === 'NetworkError' || err.name === 'TypeError');
}

const OFFLINE_CURSOR = 'offline:';

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
  options: { offlinePageSize?: number } = {},
): Promise<ListPage<T>> {
  const pageSize = options.offlinePageSize ?? 20;
  const fromMirror = async (offset: number, cause: unknown): Promise<ListPage<T>> => {
    const saved = await readList<T>(kind, key, offset, pageSize);
    if (!saved) throw cause;
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
    return fromMirror(Number(cursor.slice(OFFLINE_CURSOR.length)) || 0, new Error('Nothing saved'));
  }
  try {
    const page = await fetchPage();
    const nextCursor = page.nextCursor ?? null;
    await saveList(kind, key, page.data, nextCursor, Boolean(cursor));
    return { data: page.data, nextCursor, ...online };
  } catch (err) {
    if (!isNetworkFailure(err)) throw err;
    if (cursor) return { data: [], nextCursor: null, offline: true, savedAt: Date.now() };
    return fromMirror(0, err);
  }
}

export async function saveList(
  kind: MirrorKind,
  key: string,
  items: MirroredEntity[],
  nextCursor: string | null,
  append: boolean,
): Promise<void> {
  const listKey = `${kind}:${key}`;
  await db.transaction('rw', db.table(kind), db.lists, async () => {
    await db.table(kind).bulkPut(items);
    const previous = append ? await db.lists.get(listKey) : undefined;
    const ids = [
      ...(previous?.ids ?? []),
      ...items.map((i) => i._id).filter((id) => !previous?.ids.includes(id)),
    ];
    await db.lists.put({ key: listKey, kind, ids, nextCursor, savedAt: Date.now() });
  });
}

export async function readList<T extends MirroredEntity>(
  kind: MirrorKind,
  key: string,
  offset = 0,
  limit = Number.POSITIVE_INFINITY,
): Promise<{ items: T[]; total: number; savedAt: number } | null> {
  const list = await db.lists.get(`${kind}:${key}`);
  if (!list) return null;
  const rows = await db.table(kind).bulkGet(list.ids.slice(offset, offset + limit));
  return { items: rows.filter((r): r is T => Boolean(r)), total: list.ids.length, savedAt: list.savedAt };
}

/** One entity (a job by UrlPath, say): network first, then the mirror. */
export async function mirroredOne<T extends MirroredEntity>(
  kind: MirrorKind,
  find: { index: '_id' | 'UrlPath'; value: string },
  fetchOne: () => Promise<T>,
): Promise<{ data: T } & Offline> {
  try {
    const item = await fetchOne();
    await db.table(kind).put({ ...item, _savedAt: Date.now() });
    return { data: item, ...online };
  } catch (err) {
    if (!isNetworkFailure(err)) throw err;
    const saved = (await db.table(kind).where(find.index).equals(find.value).first()) as
      | (T & { _savedAt?: number })
      | undefined;
    if (!saved) throw err;
    return { data: saved, offline: true, savedAt: saved._savedAt ?? Date.now() };
  }
}
