// The hiring screens kept current by the tab's live stream (src/lib/live-events.ts): a new message
// or a read in a thread, a move of a card. Each asks the API again for what it shows; the stream
// only says what changed. A missed stretch ('reset') refreshes everything.
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLiveEvents } from '../../lib/live-events.ts';
import { hiringKeys } from './api.ts';

/** Events this close together ask the server once: a replayed outbox sends dozens in a second. */
const gatherMs = 300;

/**
 * Refreshes the keys it is given at most `gatherMs` after the first of them, each key once: a
 * burst of events costs the server one read per screen, and a lone event still shows at once.
 */
function useGatheredRefresh(): (queryKey: QueryKey) => void {
  const client = useQueryClient();
  const keys = useRef(new Map<string, QueryKey>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (queryKey: QueryKey) => {
      keys.current.set(JSON.stringify(queryKey), queryKey);
      timer.current ??= setTimeout(() => {
        timer.current = undefined;
        const due = [...keys.current.values()];
        keys.current.clear();
        for (const key of due) void client.invalidateQueries({ queryKey: key });
      }, gatherMs);
    },
    [client],
  );
}

/** An open thread learns of the other side's new message, or of their reading mine, at once. */
export function useLiveThread(applicationId: string): void {
  const refresh = useGatheredRefresh();
  useLiveEvents((event) => {
    const here = 'applicationId' in event && event.applicationId === applicationId;
    if (event.type === 'reset' || (here && (event.type === 'message' || event.type === 'seen'))) {
      refresh(hiringKeys.thread(applicationId));
    }
    if (event.type === 'reset' || (here && event.type === 'move')) {
      refresh(hiringKeys.timeline(applicationId));
    }
  });
}

/** A board learns of a move of one of its cards (another tab, a withdrawal) and of new messages. */
export function useLiveBoard(jobId: string, has: (applicationId: string) => boolean): void {
  const refresh = useGatheredRefresh();
  useLiveEvents((event) => {
    const mine = 'applicationId' in event && has(event.applicationId);
    if (event.type === 'reset' || (mine && (event.type === 'move' || event.type === 'message'))) {
      refresh(hiringKeys.board(jobId));
    }
  });
}
