import { useSyncExternalStore } from 'react';
import { isOnline, onConnectivityChange } from '../../offline/connectivity.ts';

/** The browser's own idea of being online; re-renders on `online` / `offline`. */
export function useOnline(): boolean {
  return useSyncExternalStore(onConnectivityChange, isOnline, () => true);
}
