// The account's queries survive reloads offline (persist-account.ts, which loads Dexie). Only a
// signed-in user has them, so the persister loads with the first of them, or at start when there is
// a session, and never on a visitor's screens.
import type { QueryClient } from '@tanstack/react-query';
import { getSession } from '../lib/session.ts';

const restoring = new WeakMap<QueryClient, Promise<void>>();

/** Restores the saved account queries into `client`, then keeps saving them; resolves once restored. */
export function restoreAccountQueries(client: QueryClient): Promise<void> {
  let restored = restoring.get(client);
  if (!restored) {
    restored = import('./persist-account.ts').then(
      (m) => m.persistAccountQueries(client),
      () => {},
    );
    restoring.set(client, restored);
  }
  return restored;
}

/** Called once by the browser's start: brings the saved account queries back when needed. */
export function keepAccountQueries(client: QueryClient): void {
  if (getSession()) void restoreAccountQueries(client);
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'added' && event.query.queryKey[0] === 'account') void restoreAccountQueries(client);
  });
  // Versions before the queries moved to IndexedDB kept them in localStorage: leave nothing behind.
  try {
    window.localStorage.removeItem('hireloop-account');
  } catch {
    // Storage unavailable (private mode): nothing was saved then.
  }
}
