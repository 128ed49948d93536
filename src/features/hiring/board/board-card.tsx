// One applicant on the board: who, since when in this stage, unread messages and notes, a link to
// the application, a drag handle (pointer anywhere on the card; keyboard on the handle) and the
// "Move to…" menu's trigger, the way a phone or a keyboard moves it.
import { Badge, Box, Button, chakra, HStack, Menu, Stack, Text } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useDraggable } from '@dnd-kit/core';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { relativeTime } from '../../../ui/relative-time.ts';
import type { ShownCard } from './board-view.ts';

type Props = { card: ShownCard };

function GripIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
    </svg>
  );
}

/** The card's face, also drawn under the pointer while it is dragged. */
function CardFace({ card, handle }: { card: ShownCard; handle?: React.ReactNode }) {
  const c = card.candidate;
  return (
    <HStack align="start" gap="2">
      {handle}
      <Stack gap="1" minW="0" flex="1">
        {/* Not draggable by the browser: a drag that starts on the name moves the card, not the link. */}
        <Link
          to="/applications/$applicationId"
          params={{ applicationId: card.applicationId }}
          draggable={false}
        >
          <Text as="span" fontWeight="semibold" _hover={{ textDecoration: 'underline' }}>
            {c.fullName}
          </Text>
        </Link>
        {c.headline && (
          <Text fontSize="xs" color="fg.muted" lineClamp={2}>
            {c.headline}
          </Text>
        )}
        <Text fontSize="xs" color="fg.muted">
          Here since {relativeTime(card.stageSince)}
        </Text>
        <HStack gap="1.5" wrap="wrap">
          {card.queued && (
            <Badge recipe={badgeRecipe} colorPalette="orange" size="sm">
              Queued
            </Badge>
          )}
          {card.unreadMessages > 0 && (
            <Badge recipe={badgeRecipe} colorPalette="blue" size="sm">
              {card.unreadMessages} unread
            </Badge>
          )}
          {card.notes > 0 && (
            <Badge recipe={badgeRecipe} size="sm">
              {card.notes} {card.notes === 1 ? 'note' : 'notes'}
            </Badge>
          )}
        </HStack>
      </Stack>
    </HStack>
  );
}

/** What follows the pointer while a card is dragged (the card itself stays, faded, in its column). */
export function DraggedCard({ card }: Props) {
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="3" shadow="lg" cursor="grabbing">
      <CardFace card={card} />
    </Box>
  );
}

export const BoardCard = memo(function BoardCard({ card }: Props) {
  const name = card.candidate.fullName;
  const locked = card.stage === 'withdrawn';
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: card.applicationId,
    data: { card },
    disabled: locked,
  });
  return (
    <Box
      as="li"
      listStyleType="none"
      ref={setNodeRef}
      onPointerDown={listeners?.onPointerDown as React.PointerEventHandler | undefined}
      data-testid="board-card"
      data-stage={card.stage}
      aria-label={name}
      bg="bg.panel"
      borderWidth="1px"
      borderColor={card.queued ? 'orange.muted' : 'border'}
      rounded="lg"
      p="3"
      opacity={isDragging ? 0.4 : 1}
      touchAction="manipulation"
    >
      <CardFace
        card={card}
        handle={
          !locked && (
            <chakra.button
              type="button"
              ref={setActivatorNodeRef}
              {...attributes}
              onKeyDown={listeners?.onKeyDown as React.KeyboardEventHandler | undefined}
              aria-label={`Drag ${name}`}
              color="fg.muted"
              cursor="grab"
              mt="0.5"
              rounded="sm"
              _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing' }}
            >
              <GripIcon />
            </chakra.button>
          )
        }
      />
      {!locked && (
        <Menu.Trigger asChild value={card.applicationId}>
          <Button size="xs" variant="outline" mt="2" w="full" aria-label={`Move ${name} to…`}>
            Move to…
          </Button>
        </Menu.Trigger>
      )}
    </Box>
  );
});
