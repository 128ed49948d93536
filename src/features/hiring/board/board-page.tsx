// /jobs/Info/Board/$UrlPath — a job's hiring board for its recruiter: a column per stage with its
// count; a card moves by drag, by the keyboard or by its "Move to…" menu. On a phone one column
// shows at a time, picked above it. Moves made offline show queued; a refused one says why.
import { Box, Button, Container, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useNavigate } from '@tanstack/react-router';
import { memo, useState } from 'react';
import { type Stage, stageLabels, stages } from '../../../../contract/hiring.ts';
import { discardEntry } from '../../../offline/outbox.ts';
import { LoadingState, OfflineNotice } from '../../../ui/screen.tsx';
import { CannotShow } from '../../../ui/kept-list.tsx';
import { BoardColumn } from './board-column.tsx';
import { BoardHeader } from './board-header.tsx';
import { BoardDnd } from './board-dnd.tsx';
import type { QueuedMove } from './board-view.ts';
import { MoveMenu } from './move-menu.tsx';
import { useBoard, useMoveCard } from './use-board.ts';

const RefusedMoves = memo(function RefusedMoves({ moves }: { moves: QueuedMove[] }) {
  if (moves.length === 0) return null;
  return (
    <Stack gap="2" mb="4">
      {moves.map((m) => (
        <HStack
          key={m.id}
          role="alert"
          justify="space-between"
          gap="3"
          p="3"
          rounded="md"
          bg="red.subtle"
          color="red.fg"
        >
          <Text fontSize="sm">
            {m.ref.candidateName} was not moved from {stageLabels[m.ref.from as Stage]} to{' '}
            {stageLabels[m.ref.to as Stage]}: {m.error ?? 'the server refused it'}
          </Text>
          <Button size="xs" variant="outline" onClick={() => void discardEntry(m.id)}>
            Dismiss
          </Button>
        </HStack>
      ))}
    </Stack>
  );
});

const PhoneStagePicker = memo(function PhoneStagePicker({
  value,
  counts,
  onChange,
}: {
  value: Stage;
  counts: Record<Stage, number>;
  onChange: (s: Stage) => void;
}) {
  return (
    <Box display={{ base: 'block', md: 'none' }} mb="3">
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field
          aria-label="Stage"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value as Stage)}
        >
          {stages.map((s) => (
            <option key={s} value={s}>
              {stageLabels[s]} ({counts[s]})
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
});

/**
 * The cards' names are plain links (`data-in-app`): the router's Link builds its location on every
 * render, a quarter of a 250-card board's render time. One handler on the board follows a plain
 * click in the app; a click with a modifier key, or another button, opens a tab as any link does.
 */
function useFollowInApp() {
  const navigate = useNavigate();
  return (e: React.MouseEvent) => {
    const link = (e.target as Element).closest('a[data-in-app]');
    if (!link || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
      return;
    e.preventDefault();
    void navigate({ href: link.getAttribute('href') ?? '/' });
  };
}

type Props = { jobId: string; urlPath: string };

/**
 * The drag and drop sits above the board's data and is not rendered again when the data changes:
 * @dnd-kit hands every draggable card a new context value each time its DndContext renders, and a
 * replayed outbox changes the data a hundred times in a row.
 */
export function BoardPage({ jobId, urlPath }: Props) {
  const moveCard = useMoveCard(jobId);
  return (
    <BoardDnd onDrop={moveCard}>
      <BoardScreen jobId={jobId} urlPath={urlPath} moveCard={moveCard} />
    </BoardDnd>
  );
}

const BoardScreen = memo(function BoardScreen({
  jobId,
  urlPath,
  moveCard,
}: Props & { moveCard: ReturnType<typeof useMoveCard> }) {
  const { query, view, offline, cardOf, loadMore, loadingMore } = useBoard(jobId);
  const followInApp = useFollowInApp();
  const [phoneStage, setPhoneStage] = useState<Stage>('applied');
  const board = query.data;

  let body: React.ReactNode;
  if (query.isPending) body = <LoadingState label="Loading the board" />;
  else if (!board || !view) {
    body = <CannotShow query={query} what="this board" failure="Could not load the board" />;
  } else {
    body = (
      <>
        <RefusedMoves moves={view.refused} />
        <PhoneStagePicker value={phoneStage} counts={view.counts} onChange={setPhoneStage} />
        <MoveMenu cardOf={cardOf} onMove={moveCard}>
          <HStack
            align="start"
            gap="3"
            overflowX={{ md: 'auto' }}
            pb="2"
            data-testid="board"
            onClick={followInApp}
          >
            {stages.map((stage) => (
              <BoardColumn
                key={stage}
                stage={stage}
                cards={view.columns[stage]}
                count={view.counts[stage]}
                shownOnPhone={stage === phoneStage}
                hasMore={Boolean(board.more[stage])}
                loadingMore={loadingMore === stage}
                onLoadMore={loadMore}
              />
            ))}
          </HStack>
        </MoveMenu>
      </>
    );
  }

  return (
    <Container maxW="8xl" py={{ base: '6', md: '10' }}>
      <BoardHeader jobTitle={board?.job.JobTitle} jobId={jobId} urlPath={urlPath} />
      <OfflineNotice offline={offline} savedAt={query.dataUpdatedAt || null} />
      {body}
    </Container>
  );
});
