// Drag and drop for the board (@dnd-kit): a pointer drags a card to a column; the keyboard picks
// up a card with Space or Enter on its handle, moves it a column at a time with the arrows and drops
// it with Space or Enter (Escape puts it back). Screen readers hear each step in the stage's name.
import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type ReactNode, useState } from 'react';
import { type Stage, stageLabels } from '../../../../contract/hiring.ts';
import { DraggedCard } from './board-card.tsx';
import type { ShownCard } from './board-view.ts';

/** The arrows jump to the next column left or right (the middle of its top), not 25 px at a time. */
export const columnJump: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const dir = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
  const from = context.collisionRect;
  if (!from) return undefined;
  if (dir === 0) {
    if (event.code === KeyboardCode.Down || event.code === KeyboardCode.Up) event.preventDefault();
    return currentCoordinates;
  }
  event.preventDefault();
  let best: { left: number; top: number } | null = null;
  for (const container of context.droppableContainers.getEnabled()) {
    const rect = context.droppableRects.get(container.id);
    // A column hidden on a phone has no size: the arrows stay within what is shown.
    if (!rect || rect.width === 0) continue;
    const ahead = (rect.left - from.left) * dir;
    if (ahead <= 1) continue;
    if (!best || ahead < (best.left - from.left) * dir) best = rect;
  }
  if (!best) return currentCoordinates;
  return {
    x: currentCoordinates.x + best.left - from.left + 8,
    y: currentCoordinates.y + best.top - from.top + 48,
  };
};

const nameOf = (active: { data: { current?: unknown } }) =>
  ((active.data.current as { card?: ShownCard } | undefined)?.card?.candidate.fullName ??
    'The applicant') as string;
const stageOf = (over: { id: unknown } | null) => (over ? stageLabels[over.id as Stage] : null);

const announcements: Announcements = {
  onDragStart: ({ active }) =>
    `Picked up ${nameOf(active)}. Use the left and right arrows to choose a stage.`,
  onDragOver: ({ active, over }) =>
    stageOf(over) ? `${nameOf(active)} is over ${stageOf(over)}.` : `${nameOf(active)} is over no stage.`,
  onDragEnd: ({ active, over }) =>
    stageOf(over) ? `${nameOf(active)} dropped in ${stageOf(over)}.` : `${nameOf(active)} put back.`,
  onDragCancel: ({ active }) => `Moving ${nameOf(active)} was cancelled: it stays where it was.`,
};

const instructions = {
  draggable:
    'To move this applicant, press Space or Enter, choose a stage with the left and right arrows, then press Space or Enter to drop it there, or Escape to cancel. The Move to menu does the same.',
};

type Props = { onDrop: (card: ShownCard, to: Stage) => void; children: ReactNode };

export function BoardDnd({ onDrop, children }: Props) {
  const sensors = useSensors(
    // A click on the card's link or menu is not a drag: it starts after the pointer moves 6 px.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnJump }),
  );
  const [dragged, setDragged] = useState<ShownCard | null>(null);
  const start = (e: DragStartEvent) => setDragged((e.active.data.current as { card: ShownCard }).card);
  const end = (e: DragEndEvent) => {
    setDragged(null);
    const card = (e.active.data.current as { card: ShownCard } | undefined)?.card;
    const to = e.over?.id as Stage | undefined;
    if (card && to && to !== card.stage) onDrop(card, to);
  };
  return (
    <DndContext
      sensors={sensors}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
    >
      {children}
      <DragOverlay>{dragged ? <DraggedCard card={dragged} /> : null}</DragOverlay>
    </DndContext>
  );
}
