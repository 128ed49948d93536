// Paging what the device holds: a saved list or a search over the device is read a page at a time,
// and its next page is named `offline:N`, so a device that saw 5,000 jobs renders its first screen
// at once. A cursor of that form keeps paging the device even once the network is back.
import type { DeviceAnswer, ListPage } from './answers.ts';
import { isOffline, renderingOnServer } from './online.ts';

const OFFLINE_CURSOR = 'offline:';

/** Where a cursor points into the device's pages, or null for a server's cursor (or none). */
export function deviceOffset(cursor: string | null | undefined): number | null {
  if (!cursor?.startsWith(OFFLINE_CURSOR)) return null;
  return Number(cursor.slice(OFFLINE_CURSOR.length)) || 0;
}

/** A page read or searched on the device, as a list answers it. */
export function offlinePage<T, M = never>(
  saved: { items: T[]; total: number; savedAt: number; pool?: number; meta?: M },
  offset: number,
  pageSize: number,
): ListPage<T, M> {
  const next = offset + pageSize;
  return {
    data: saved.items,
    nextCursor: next < saved.total ? `${OFFLINE_CURSOR}${next}` : null,
    offline: true,
    savedAt: saved.savedAt,
    ...(saved.pool !== undefined && { device: { matched: saved.total, total: saved.pool } }),
    ...(saved.meta !== undefined && { meta: saved.meta }),
  };
}

/**
 * `initialData` of an infinite list searched on the device: offline, once the device's search is
 * loaded and ready (`searchNow` answers, else undefined), a new search's first page is there in the
 * same render as the keystroke, with no placeholder render and no await between.
 */
export function deviceFirstPage<T, M = never>(
  searchNow: (offset: number, limit: number) => DeviceAnswer<T, M> | null | undefined,
) {
  if (!isOffline() || renderingOnServer()) return undefined;
  const answer = searchNow(0, 20);
  return answer ? { pages: [offlinePage(answer, 0, 20)], pageParams: [null] } : undefined;
}
