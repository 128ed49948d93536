// The mirror's Dexie-free path (idb.ts) and Dexie (db.ts) share one database: whichever opens it
// first creates it, and both must create the very same version 1.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HireloopDb } from '../../../src/offline/db.ts';
import { DB_NAME, openMirror, readListRows, writeListRows } from '../../../src/offline/idb.ts';

type Shape = {
  version: number;
  stores: Record<string, { keyPath: unknown; auto: boolean; indexes: string[] }>;
};

function shapeOf(conn: IDBDatabase): Shape {
  const names = [...conn.objectStoreNames];
  const tx = conn.transaction(names, 'readonly');
  const stores: Shape['stores'] = {};
  for (const name of names) {
    const s = tx.objectStore(name);
    const indexes = [...s.indexNames].map((i) => {
      const index = s.index(i);
      return `${i}:${JSON.stringify(index.keyPath)}:${index.unique}:${index.multiEntry}`;
    });
    stores[name] = { keyPath: s.keyPath, auto: s.autoIncrement, indexes };
  }
  return { version: conn.version, stores };
}

afterEach(() => vi.restoreAllMocks());

describe('one database, two ways in', () => {
  it('creates exactly what Dexie creates for version 1', async () => {
    await Dexie.delete(DB_NAME);
    const dexie = new HireloopDb();
    await dexie.open();
    const byDexie = shapeOf(dexie.backendDB());
    dexie.close();
    await Dexie.delete(DB_NAME);

    const conn = await openMirror();
    expect(conn).not.toBeNull();
    expect(shapeOf(conn as IDBDatabase)).toEqual(byDexie);
  });

  it('lets Dexie open the database it created, without an upgrade or a warning, and share rows', async () => {
    await Dexie.delete(DB_NAME);
    const warn = vi.spyOn(console, 'warn');
    expect(await writeListRows('jobs', 'jobs:all||', [{ _id: 'a', UrlPath: 'job-a' }], null, false)).toBe(
      true,
    );
    const dexie = new HireloopDb();
    await dexie.open();
    expect(dexie.verno).toBe(1);
    expect(dexie.backendDB().version).toBe(10);
    expect(await dexie.jobs.where('UrlPath').equals('job-a').first()).toEqual({ _id: 'a', UrlPath: 'job-a' });
    await dexie.jobs.put({ _id: 'b', UrlPath: 'job-b' });
    await dexie.lists.update('jobs:all||', { ids: ['a', 'b'] });
    expect((await readListRows('jobs', 'jobs:all||', 0, 10))?.items.map((j) => j._id)).toEqual(['a', 'b']);
    expect(warn).not.toHaveBeenCalled();
    dexie.close();
  });

  it('gives way when Dexie deletes the database (logout in tests, a new version in another tab)', async () => {
    await openMirror();
    await Dexie.delete(DB_NAME);
    expect(await readListRows('jobs', 'jobs:all||', 0, 10)).toBeNull();
  });
});
