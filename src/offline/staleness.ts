// How long an answer stays fresh depends on where it came from: the device's answer is asked of
// the server again as soon as the network is back, and the server's is searched on the device
// again once offline.
import { isOffline } from './online.ts';

type ListState = { state: { data?: { pages: { offline: boolean }[] } } };

/**
 * `refetchOnReconnect` of a list answered by mirroredList: an answer from the device is asked of the
 * server again when the network returns, however fresh (the server's answer replaces it).
 */
export const refetchWhenOffline = (query: ListState) =>
  query.state.data?.pages[0]?.offline ? ('always' as const) : true;

/**
 * `staleTime` of a list searched on the device: an answer is fresh only on the side it came from.
 * Online, the device's answer is asked of the server at the next chance; offline, an answer the
 * server gave before is searched on the device again (when the list is shown again or its search
 * changes), so the screen says it is offline and what the device holds.
 */
export const freshWhereAnswered = (query: ListState) =>
  Boolean(query.state.data?.pages[0]?.offline) === isOffline() ? 30_000 : 0;
