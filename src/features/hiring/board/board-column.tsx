// One stage of the board: its name and count, its cards (newest move first) and "Load more" when the
// server has more. A drop target, except Withdrawn: only the candidate withdraws.
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useDroppable } from '@dnd-kit/core';
import { memo } from 'react';
import { type Stage, stageLabels } from '../../../../contract/hiring.ts';
import { BoardCard } from './board-card.tsx';
import type { ShownCard } from './board-view.ts';

type Props = {
  stage: Stage;
  cards: ShownCard[];
  count: number;
  /** The column shown on a phone, where one column shows at a time. */
  shownOnPhone: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: (stage: Stage) => void;
};

export const BoardColumn = memo(function BoardColumn(props: Props) {
  const { stage, cards, count, shownOnPhone, hasMore, loadingMore, onLoadMore } = props;
  const { setNodeRef, isOver } = useDroppable({ id: stage, disabled: stage === 'withdrawn' });
  const headingId = `board-column-${stage}`;
  return (
    <Box
      as="section"
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={`column-${stage}`}
      display={{ base: shownOnPhone ? 'flex' : 'none', md: 'flex' }}
      flexDirection="column"
      gap="3"
      minW={{ md: '64' }}
      w={{ base: 'full', md: '64' }}
      flexShrink={0}
      p="3"
      rounded="xl"
      bg={isOver ? 'blue.subtle' : 'bg.muted'}
      outline={isOver ? '2px dashed' : undefined}
      outlineColor="blue.solid"
    >
      <HStack justify="space-between">
        <Heading as="h2" id={headingId} fontSize="md" fontWeight="semibold">
          {stageLabels[stage]}
        </Heading>
        <Text as="span" fontSize="sm" color="fg.muted" aria-label={`${count} in ${stageLabels[stage]}`}>
          {count}
        </Text>
      </HStack>
      {cards.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" py="4" textAlign="center">
          No one here yet
        </Text>
      ) : (
        <Stack as="ul" gap="2" m="0" p="0">
          {cards.map((card) => (
            <BoardCard key={card.applicationId} card={card} />
          ))}
        </Stack>
      )}
      {hasMore && (
        <Button size="sm" variant="ghost" loading={loadingMore} onClick={() => onLoadMore(stage)}>
          Load more
        </Button>
      )}
    </Box>
  );
});
