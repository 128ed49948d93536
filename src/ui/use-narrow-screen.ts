// Whether the screen is narrower than the kit's `md` breakpoint (48rem): a phone's layout. False on
// the server and while React hydrates its HTML, so what only a phone shows joins after hydration.
import { useSyncExternalStore } from 'react';

const narrow = 'not all and (min-width: 48rem)';

const subscribe = (onChange: () => void) => {
  const list = matchMedia(narrow);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(narrow).matches,
    () => false,
  );
}
