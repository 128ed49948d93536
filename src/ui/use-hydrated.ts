import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React adopts a prerendered screen (and in the prerender itself), true once the app
 * runs it: a control that only works through the app can stay disabled until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
