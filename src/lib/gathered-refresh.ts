// Refreshes asked for in bursts (a replayed outbox answering a hundred writes, live events for each of
// them) reach the server once per screen: each key is gathered and invalidated once per burst.
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';

export type Gathering = {
  /** The burst ends when no key came for this long… */
  quietMs: number;
  /** …or this long after its first key, whichever is sooner, so a steady stream still refreshes. */
  maxWaitMs: number;
};

export type GatheredRefresh = { add: (queryKey: QueryKey) => void; cancel: () => void };

export function gatherRefreshes(client: QueryClient, { quietMs, maxWaitMs }: Gathering): GatheredRefresh {
  const keys = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let burstStartedAt = 0;
  const flush = () => {
    timer = undefined;
    const due = [...keys.values()];
    keys.clear();
    for (const queryKey of due) void client.invalidateQueries({ queryKey });
  };
  return {
    add: (queryKey) => {
      keys.set(JSON.stringify(queryKey), queryKey);
      if (timer === undefined) burstStartedAt = Date.now();
      clearTimeout(timer);
      const left = burstStartedAt + maxWaitMs - Date.now();
      timer = setTimeout(flush, Math.max(0, Math.min(quietMs, left)));
    },
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
      keys.clear();
    },
  };
}

/** Live events refresh a lone change at once (within 300 ms) and a burst of them once per 300 ms. */
export const liveGathering: Gathering = { quietMs: 300, maxWaitMs: 300 };

/** A component's refreshes for live events, gathered; what is still waiting is dropped on unmount. */
export function useGatheredRefresh(): (queryKey: QueryKey) => void {
  const client = useQueryClient();
  const gathered = useMemo(() => gatherRefreshes(client, liveGathering), [client]);
  useEffect(() => () => gathered.cancel(), [gathered]);
  return gathered.add;
}
