// What the board shows: the server's cards with this device's queued moves laid over them, so a
// card moved offline sits in its new column (marked queued) and the counts agree with it.
import type { Card, Stage } from '../../../../contract/hiring.ts';
import { stages } from '../../../../contract/hiring.ts';
import type { BoardData } from '../api.ts';

/** The part of a queued move the board needs (an outbox entry of kind 'move'). */
export type QueuedMove = {
  id: string;
  state: 'pending' | 'failed';
  ref: Record<string, string>;
  error: string | null;
};

/** A card as the board shows it; `queued` when this device holds a move of it not yet sent. */
export type ShownCard = Card & { queued?: true };
export type BoardView = {
  columns: Record<Stage, ShownCard[]>;
  counts: Record<Stage, number>;
  /** Moves the server refused (the application moved or was withdrawn meanwhile). */
  refused: QueuedMove[];
};

/**
 * A card no queued move touches is the server's own object, so it keeps its identity from one view to
 * the next and its memoised component does not render again when another card moves.
 */
export function boardView(board: BoardData, moves: QueuedMove[]): BoardView {
  // The last pending move of each application decides where it shows; the earlier ones go first.
  const queuedTo = new Map<string, Stage>();
  const refused: QueuedMove[] = [];
  for (const move of moves) {
    if (move.ref.jobId !== board.job._id) continue;
    if (move.state === 'failed') refused.push(move);
    else queuedTo.set(move.ref.applicationId ?? '', move.ref.to as Stage);
  }
  const counts = { ...board.counts };
  const columns = Object.fromEntries(stages.map((s) => [s, [] as ShownCard[]])) as Record<Stage, ShownCard[]>;
  const movedHere: ShownCard[] = [];
  for (const card of board.cards) {
    const to = queuedTo.get(card.applicationId);
    if (to && to !== card.stage) {
      counts[card.stage] -= 1;
      counts[to] += 1;
      movedHere.push({ ...card, stage: to, queued: true });
    } else columns[card.stage].push(to ? { ...card, queued: true } : card);
  }
  // A card just moved is the newest move of its column: on top, as the server will order it.
  for (const card of movedHere.reverse()) columns[card.stage].unshift(card);
  return { columns, counts, refused };
}

const sameCard = (a: ShownCard, b: ShownCard) => {
  const keys = Object.keys(a) as (keyof ShownCard)[];
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

const sameCounts = (a: Record<Stage, number>, b: Record<Stage, number>) => stages.every((s) => a[s] === b[s]);
const sameRefused = (a: QueuedMove[], b: QueuedMove[]) =>
  a.length === b.length && a.every((m, i) => m === b[i]);

/**
 * `next` with each card that shows the same as in `previous` replaced by that card, each column
 * that holds the same cards replaced by that column, and the counts and refused moves kept when
 * equal: while a burst of replayed moves lands one card at a time, only the card that moved, its
 * two columns and the counts render again.
 */
export function keepUnchanged(previous: BoardView | null, next: BoardView): BoardView {
  if (!previous) return next;
  const before = new Map<string, ShownCard>();
  for (const stage of stages)
    for (const card of previous.columns[stage]) before.set(card.applicationId, card);
  const columns = { ...next.columns };
  for (const stage of stages) {
    const after = columns[stage].map((card) => {
      const old = before.get(card.applicationId);
      return old && (old === card || sameCard(old, card)) ? old : card;
    });
    const was = previous.columns[stage];
    columns[stage] = was.length === after.length && was.every((card, i) => card === after[i]) ? was : after;
  }
  return {
    columns,
    counts: sameCounts(previous.counts, next.counts) ? previous.counts : next.counts,
    refused: sameRefused(previous.refused, next.refused) ? previous.refused : next.refused,
  };
}
