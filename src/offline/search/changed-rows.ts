// Which rows of a table a write changed, read from Dexie's own change event (`storagemutated`,
// which carries this tab's writes and, through a BroadcastChannel, other tabs'). A put or a delete
// names its rows' keys; a clear, a wipe or a page restored from the back/forward cache names a range
// or everything, and then the caller reads the table again.
import { type ObservabilitySet, RangeSet } from 'dexie';

/** The keys changed in `table`; 'all' when the change is a range; null when it changed nothing there. */
export function changedKeys(parts: ObservabilitySet, dbName: string, table: string): string[] | 'all' | null {
  // Dexie's own name for "anything may have changed" (a page back from the back/forward cache).
  if ('all' in parts) return 'all';
  const prefix = `idb://${dbName}/${table}/`;
  // The part named by the table alone holds the primary keys of the rows written or deleted.
  const rows = parts[prefix];
  if (!rows) return Object.keys(parts).some((part) => part.startsWith(prefix)) ? 'all' : null;
  const keys: string[] = [];
  // From another tab the tree arrives as a plain object: RangeSet(tree) gives it its iterator back.
  for (const range of RangeSet(rows)) {
    if (typeof range.from !== 'string' || range.from !== range.to) return 'all';
    keys.push(range.from);
  }
  return keys;
}
