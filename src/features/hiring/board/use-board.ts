// The board's state: the server's board (kept on the device), this device's queued moves laid over
// it, "Load more" per column, and a move by drag or menu with the server's rules checked first.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Move, Stage } from '../../../../contract/hiring.ts';
import { reachableStages, stageLabels } from '../../../../contract/hiring.ts';
import { errorMessage } from '../../../lib/http.ts';
import { useShowsDeviceCopy } from '../../../offline/index.ts';
import { onSettled, useOutboxEntries } from '../../../offline/outbox.ts';
import { toast } from '../../../ui/toaster/toast.ts';
import { boardOptions, loadMoreCards } from '../api.ts';
import { placeMove, useMove } from '../api-writes.ts';
import { useLiveBoard } from '../use-live-hiring.ts';
import { type BoardView, boardView, keepUnchangedColumns, type ShownCard } from './board-view.ts';

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

export function useBoard(jobId: string) {
  const client = useQueryClient();
  const query = useQuery(boardOptions(jobId));
  const queued = useOutboxEntries('move');
  // The board as last shown: unchanged columns keep their arrays, and the menu and the drop read the
  // board as it is now without re-rendering every card for it.
  const latest = useRef<BoardView | null>(null);
  const view = useMemo(
    () => (query.data ? keepUnchangedColumns(latest.current, boardView(query.data, queued)) : null),
    [query.data, queued],
  );
  latest.current = view;
  const move = useMove(jobId);
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

  useLiveBoard(jobId, (id) => Boolean(cardOf(id)));

  const moveCard = useCallback(
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
      move.mutate({ card, from: card.stage, to });
    },
    [move.mutate],
  );

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
  return { query, view, offline, cardOf, moveCard, loadMore, loadingMore };
}
