// Empties the device's IndexedDB between tests. Not a logout: a logout also notes when it wiped,
// and work a test starts in the same millisecond would then count as begun before it.
import { db } from '../../src/offline/db.ts';

export const resetDevice = () =>
  db.transaction('rw', db.tables, () => Promise.all(db.tables.map((t) => t.clear())));
