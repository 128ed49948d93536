// One applicant on the board: who, since when in this stage, unread messages, notes and scorecards
// (how many, and their mean recommendation on 1–4), a link to the application (at Interview,
// another that opens its interview form), a drag handle (pointer anywhere on the card; keyboard on
// the handle) and the "Move to…" button that opens the board's one menu, the way a phone or a
// keyboard moves it.
// Plain elements styled by board-card.module.css: a board renders hundreds of these at once.
import { useDraggable } from '@dnd-kit/core';
import { memo } from 'react';
import { applicationLink } from '../../../../contract/hiring.ts';
import { relativeTime } from '../../../ui/relative-time.ts';
import styles from './board-card.module.css';
import type { ShownCard } from './board-view.ts';
import { useOpenMoveMenu } from './move-menu.tsx';

type Props = { card: ShownCard };

/** "2 scorecards · 3.4": how many are in and their mean recommendation. */
export const scorecardSummary = (count: number, score: number | null) =>
  `${count} ${count === 1 ? 'scorecard' : 'scorecards'}${score === null ? '' : ` · ${score.toFixed(1)}`}`;

/** The card's face, also drawn under the pointer while it is dragged. */
function CardFace({ card, handle }: { card: ShownCard; handle?: React.ReactNode }) {
  const c = card.candidate;
  return (
    <div className={styles.face}>
      {handle}
      <div className={styles.body}>
        {/* Not draggable by the browser: a drag that starts on the name moves the card, not the link. */}
        {/* A plain link the board follows in the app (board-page.tsx), as the router's Link would. */}
        <a href={applicationLink(card.applicationId)} data-in-app draggable={false} className={styles.name}>
          {c.fullName}
        </a>
        {c.headline && <p className={styles.headline}>{c.headline}</p>}
        <p className={styles.muted}>Here since {relativeTime(card.stageSince)}</p>
        {card.stage === 'interview' && (
          // Opens the application with the interview form: the board stays light.
          <a
            href={`${applicationLink(card.applicationId)}?schedule=true`}
            data-in-app
            draggable={false}
            className={styles.schedule}
            aria-label={`Schedule interview (${c.fullName})`}
          >
            Schedule interview
          </a>
        )}
        <div className={styles.badges}>
          {card.queued && (
            <span className={styles.badge} data-palette="orange">
              Queued
            </span>
          )}
          {card.unreadMessages > 0 && (
            <span className={styles.badge} data-palette="blue">
              {card.unreadMessages} unread
            </span>
          )}
          {card.notes > 0 && (
            <span className={styles.badge}>
              {card.notes} {card.notes === 1 ? 'note' : 'notes'}
            </span>
          )}
          {card.scorecards > 0 && (
            <span className={styles.badge} title="Scorecards in, and their mean recommendation (1–4)">
              {scorecardSummary(card.scorecards, card.score)}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}

/** What follows the pointer while a card is dragged (the card itself stays, faded, in its column). */
export function DraggedCard({ card }: Props) {
  return (
    <div className={styles.overlay}>
      <CardFace card={card} />
    </div>
  );
}

export const BoardCard = memo(function BoardCard({ card }: Props) {
  const name = card.candidate.fullName;
  const locked = card.stage === 'withdrawn';
  const openMoveMenu = useOpenMoveMenu();
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: card.applicationId,
    data: { card },
    disabled: locked,
  });
  return (
    <li
      ref={setNodeRef}
      className={styles.card}
      onPointerDown={listeners?.onPointerDown as React.PointerEventHandler | undefined}
      data-testid="board-card"
      data-stage={card.stage}
      data-queued={card.queued ? '' : undefined}
      data-dragging={isDragging ? '' : undefined}
      aria-label={name}
    >
      <CardFace
        card={card}
        handle={
          !locked && (
            <button
              type="button"
              ref={setActivatorNodeRef}
              {...attributes}
              onKeyDown={listeners?.onKeyDown as React.KeyboardEventHandler | undefined}
              aria-label={`Drag ${name}`}
              className={styles.handle}
            />
          )
        }
      />
      {!locked && (
        <button
          type="button"
          className={styles.move}
          aria-haspopup="menu"
          aria-label={`Move to… (${name})`}
          onClick={(e) => openMoveMenu(card.applicationId, e.currentTarget)}
        >
          Move to…
        </button>
      )}
    </li>
  );
});
