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

/**
 * `next` with each column that holds the same cards as in `previous` replaced by that column: a
 * column nothing happened to keeps its array, so its memoised component does not render again
 * while a burst of replayed moves lands one card at a time.
 */
export function keepUnchangedColumns(previous: BoardView | null, next: BoardView): BoardView {
  if (!previous) return next;
  const columns = { ...next.columns };
  for (const stage of stages) {
    const before = previous.columns[stage];
    const after = columns[stage];
    if (before.length === after.length && before.every((card, i) => card === after[i]))
      columns[stage] = before;
  }
  return { ...next, columns };
}
