// The clock the screens' relative times ('3 minutes ago') read. A page the server rendered may be
// hydrated minutes later (the read cache serves its HTML while the data is unchanged), on a clock of
// its own: the server's HTML can hold only what stays true, so hydration renders that (no time:
// null) and the relative text follows right after, then moves on with the clock.
import { useSyncExternalStore } from 'react';

const TICK_MS = 15_000;

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) timer = setInterval(tick, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

// While nothing ticks, the time is read afresh; within a second it stays the same, so that React's
// repeated reads in one render agree.
function snapshot(): number {
  if (!timer && Date.now() - now > 1000) now = Date.now();
  return now;
}

/** The current time, kept up to date every few seconds; null on the server and while hydrating. */
export function useNow(): number | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
