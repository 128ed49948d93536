// False on the server and while React hydrates the server's HTML, true from the next render on
// (and at once on a screen the browser renders itself). What only the browser knows (a request in
// flight) waits for it: rendered during hydration, it would differ from the server's HTML.
import { useSyncExternalStore } from 'react';

const never = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
