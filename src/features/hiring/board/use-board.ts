// The board's state: the server's board (kept on the device), this device's queued moves laid over
// it, "Load more" per column, and a move by drag or menu with the server's rules checked first.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { Move, Stage } from '../../../../contract/hiring.ts';
import { reachableStages, stageLabels } from '../../../../contract/hiring.ts';
import { errorMessage } from '../../../lib/http.ts';
import { useShowsDeviceCopy } from '../../../offline/index.ts';
import { onSettled, useOutboxEntries } from '../../../offline/outbox.ts';
import { toast } from '../../../ui/toaster/toast.ts';
import { boardOptions, loadMoreCards } from '../api.ts';
import { placeMove, useMove } from '../api-writes.ts';
import { useLiveBoard } from '../use-live-hiring.ts';
import { type BoardView, boardView, keepUnchanged, type ShownCard } from './board-view.ts';

/** A move the replayer sent later (back online) lands on the board at once, before the refresh. */
function usePlaceReplayedMoves(jobId: string) {
  const client = useQueryClient();
  useEffect(
    () =>
      onSettled(({ entry, outcome, body }) => {
        if (entry.kind !== 'move' || entry.ref.jobId !== jobId || outcome !== 'sent') return;
        const move = (body as { data?: { move?: Move } } | null)?.data?.move;
        if (move && entry.ref.applicationId) placeMove(client, jobId, entry.ref.applicationId, move);
      }),
    [client, jobId],
  );
}

/**
 * A move by drag or menu, with the server's rules checked first. It changes only while a move is
 * being sent: the board's drag and drop takes it, and re-rendering that re-renders every card.
 */
export function useMoveCard(jobId: string) {
  const move = useMove(jobId);
  return useCallback(
    (card: ShownCard, to: Stage) => {
      if (!reachableStages(card.stage).includes(to)) {
        const why =
          card.stage === 'withdrawn'
            ? 'The candidate withdrew this application.'
            : 'Move it back to an open stage first.';
        toast({
          title: `${card.candidate.fullName} can't go from ${stageLabels[card.stage]} to ${stageLabels[to]}`,
          description: why,
          type: 'error',
        });
        return;
      }
      move.mutate({
        applicationId: card.applicationId,
        candidateName: card.candidate.fullName,
        from: card.stage,
        to,
      });
    },
    [move.mutate],
  );
}

export function useBoard(jobId: string) {
  const client = useQueryClient();
  const query = useQuery(boardOptions(jobId));
  // Deferred: while a replay lands a move every few milliseconds, React draws the board once per
  // frame it has time for, not once per move, and the answers keep flowing meanwhile.
  const queued = useDeferredValue(useOutboxEntries('move'));
  // The first answer shows at once: only changes to a board on screen wait for React's time.
  const data = useDeferredValue(query.data) ?? query.data;
  // The board as last shown: unchanged columns keep their arrays, and the menu and the drop read the
  // board as it is now without re-rendering every card for it.
  const latest = useRef<BoardView | null>(null);
  const view = useMemo(
    () => (data ? keepUnchanged(latest.current, boardView(data, queued)) : null),
    [data, queued],
  );
  latest.current = view;
  const [loadingMore, setLoadingMore] = useState<Stage | null>(null);
  usePlaceReplayedMoves(jobId);

  const cardOf = useCallback(
    (id: string) =>
      latest.current
        ? Object.values(latest.current.columns)
            .flat()
            .find((c) => c.applicationId === id)
        : undefined,
    [],
  );

  useLiveBoard(jobId, (id) => cardOf(id)?.stage);

  const loadMore = useCallback(
    (stage: Stage) => {
      setLoadingMore(stage);
      loadMoreCards(client, jobId, stage)
        .catch((err: unknown) => toast({ title: errorMessage(err, 'Could not load more'), type: 'error' }))
        .finally(() => setLoadingMore(null));
    },
    [client, jobId],
  );

  const offline = useShowsDeviceCopy(query);
  return { query, view, offline, cardOf, loadMore, loadingMore };
}
