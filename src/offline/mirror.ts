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

/**
 * One page of a list. Page one replaces the mirrored list, later pages append to it; offline, the
 * whole mirrored list comes back as one page (there is nothing more to load until we reconnect).
 */
export async function mirroredList<T extends MirroredEntity>(
  kind: MirrorKind,
  key: string,
  cursor: string | null | undefined,
  fetchPage: () => Promise<{ data: T[]; nextCursor?: string | null }>,
): Promise<ListPage<T>> {
  try {
    const page = await fetchPage();
    const nextCursor = page.nextCursor ?? null;
    await saveList(kind, key, page.data, nextCursor, Boolean(cursor));
    return { data: page.data, nextCursor, ...online };
  } catch (err) {
    if (!isNetworkFailure(err)) throw err;
    if (cursor) return { data: [], nextCursor: null, offline: true, savedAt: Date.now() };
    const saved = await readList<T>(kind, key);
    if (!saved) throw err;
    return { data: saved.items, nextCursor: null, offline: true, savedAt: saved.savedAt };
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
): Promise<{ items: T[]; savedAt: number } | null> {
  const list = await db.lists.get(`${kind}:${key}`);
  if (!list) return null;
  const rows = await db.table(kind).bulkGet(list.ids);
  return { items: rows.filter((r): r is T => Boolean(r)), savedAt: list.savedAt };
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
