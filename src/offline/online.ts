// The browser's own idea of being online, in one place and without Dexie, so any screen can ask.
// It may think it is online when it is not: callers still handle a failed request.
import { useSyncExternalStore } from 'react';
import { isNetworkError } from '../lib/http.ts';

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** The browser knows it has no network. */
export const isOffline = (): boolean => !isOnline();

/** Subscribes to online/offline changes; returns the unsubscribe function. */
export function onConnectivityChange(listener: (online: boolean) => void): () => void {
  const on = () => listener(true);
  const off = () => listener(false);
  window.addEventListener('online', on);
  window.addEventListener('offline', off);
  return () => {
    window.removeEventListener('online', on);
    window.removeEventListener('offline', off);
  };
}

/** Re-renders on `online` / `offline`; the server snapshot (prerender) assumes online. */
export function useOnline(): boolean {
  return useSyncExternalStore(onConnectivityChange, isOnline, () => true);
}

/**
 * The server rendering a page: loaders wait for what it shows, and there is no device storage.
 * Vite's SSR build (the server's renderer, src/entry-server.tsx) sets it; the browser's build drops
 * the server's branches.
 */
export const renderingOnServer = (): boolean => import.meta.env.SSR;

/**
 * A screen shows the device's copy of `query` (and says so) while the network is away, or when the
 * last ask could not reach the server.
 */
export function useShowsDeviceCopy(query: { data: unknown; isError: boolean; error: unknown }): boolean {
  const online = useOnline();
  return query.data !== undefined && (!online || (query.isError && isNetworkError(query.error)));
}
