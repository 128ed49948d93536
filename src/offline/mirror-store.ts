// The mirror's reads and writes in Dexie. They load with Dexie, when a copy is written or read
// (src/offline/mirror.ts decides when), so no first screen carries them.
import { db, type MirrorKind, type MirrorRows } from './db.ts';

/** Opens the database ahead of an offline first screen's read. */
export const openDb = () => db.open();

/**
 * Page one replaces the saved list, a later page appends its new ids. `askedAt` (here and in
 * writeOne) is Date.now() when the request went out: a logout's wipe notes its time on that clock.
 */
export async function writeListPage<K extends MirrorKind>(
  kind: K,
  listKey: string,
  items: MirrorRows[K][],
  nextCursor: string | null,
  append: boolean,
  askedAt: number,
): Promise<void> {
  // A logout (in any tab) since the request went out: its copy must not land after the wipe.
  const rows = db.mirror(kind);
  await db.writeUnlessWiped(askedAt, [rows, db.lists], async () => {
    await rows.bulkPut(items);
    const previous = append ? ((await db.lists.get(listKey))?.ids ?? []) : [];
    const seen = new Set(previous);
    const ids = [...previous, ...items.map((i) => i._id).filter((id) => !seen.has(id))];
    await db.lists.put({ key: listKey, kind, ids, nextCursor, savedAt: Date.now() });
  });
}

/** One entity saved on its own notes when, for its age offline. */
export async function writeOne<K extends MirrorKind>(
  kind: K,
  item: MirrorRows[K],
  askedAt: number,
): Promise<void> {
  const rows = db.mirror(kind);
  await db.writeUnlessWiped(askedAt, [rows], () => rows.put({ ...item, _savedAt: Date.now() }));
}

/** A saved list as the user last saw it (`offset`, `limit` pick a slice); null when none was saved. */
export async function readList<K extends MirrorKind>(
  kind: K,
  key: string,
  offset = 0,
  limit = Number.POSITIVE_INFINITY,
): Promise<{ items: MirrorRows[K][]; total: number; savedAt: number } | null> {
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
export async function readOne<K extends MirrorKind>(
  kind: K,
  find: { index: '_id' | 'UrlPath'; value: string },
): Promise<MirrorRows[K] | undefined> {
  const rows = db.mirror(kind);
  return find.index === '_id' ? rows.get(find.value) : rows.where(find.index).equals(find.value).first();
}
