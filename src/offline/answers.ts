// The shapes of what the mirror answers: where an answer came from (the network, or the device
// with its age), a page of a list, and a page searched on the device.
import type { MirrorKind } from './db.ts';

export type Offline = { offline: true; savedAt: number } | { offline: false; savedAt: null };
/**
 * Set on what the server fetched for a page it rendered: where the browser that hydrates the page
 * keeps its copy (server-copies.ts), as if it had fetched it itself. `key` for a list.
 */
export type KeepCopy = { keep?: { kind: MirrorKind; key?: string } };
/** A page searched on the device: `matched` of the `total` entities it holds (the screen says so). */
export type DeviceCount = { matched: number; total: number };
/** `meta`: what a list's answer says beside its items (a search's total and counts, say). */
export type ListPage<T, M = never> = {
  data: T[];
  nextCursor: string | null;
  device?: DeviceCount;
  meta?: M;
} & Offline &
  KeepCopy;
/**
 * One page of a search over the device (device-search.ts): `total` matching, `pool` searched. A first
 * page read before the whole device was has no `pool`, and a `total` that only says whether more follow.
 */
export type DeviceAnswer<T, M = never> = {
  items: T[];
  total: number;
  pool?: number;
  savedAt: number;
  meta?: M;
};
/**
 * A search over the device, a page at a time. Given `whenComplete`, page one may answer before the
 * whole device is read (an offline start's first cards); `whenComplete` is called once it is, and
 * the same search then answers in full.
 */
export type DeviceSearch<T, M = never> = (
  offset: number,
  limit: number,
  whenComplete?: () => void,
) => Promise<DeviceAnswer<T, M> | null>;

/** What an answer from the network says of itself. */
export const fromNetwork: Offline = { offline: false, savedAt: null };
