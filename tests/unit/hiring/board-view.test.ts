// The board as shown: the server's cards with this device's queued moves laid over them.
import { describe, expect, it } from 'vitest';
import type { Card, Stage } from '../../../contract/hiring.ts';
import { stages } from '../../../contract/hiring.ts';
import type { BoardData } from '../../../src/features/hiring/api.ts';
import { boardView, keepUnchanged, type QueuedMove } from '../../../src/features/hiring/board/board-view.ts';

const card = (id: string, stage: Stage): Card => ({
  applicationId: id,
  stage,
  stageSince: '2030-01-01T00:00:00.000Z',
  appliedAt: '2030-01-01T00:00:00.000Z',
  candidate: { _id: `c-${id}`, fullName: `Candidate ${id}`, ProfileImage: null, headline: null },
  unreadMessages: 0,
  notes: 0,
  scorecards: 0,
  score: null,
});

function board(cards: Card[]): BoardData {
  const counts = Object.fromEntries(stages.map((s) => [s, cards.filter((c) => c.stage === s).length]));
  return {
    job: { _id: 'job-1', JobTitle: 'Engineer', UrlPath: 'engineer' },
    counts: counts as BoardData['counts'],
    cards,
    more: {},
  };
}

const move = (
  id: string,
  applicationId: string,
  from: Stage,
  to: Stage,
  over: Partial<QueuedMove> = {},
): QueuedMove => ({
  id,
  state: 'pending',
  error: null,
  ref: { jobId: 'job-1', applicationId, from, to, candidateName: `Candidate ${applicationId}` },
  ...over,
});

const ids = (cards: { applicationId: string }[]) => cards.map((c) => c.applicationId);

describe('board view', () => {
  it('puts each card in its stage, in the order the server sent', () => {
    const view = boardView(board([card('a', 'applied'), card('b', 'interview'), card('c', 'applied')]), []);
    expect(ids(view.columns.applied)).toEqual(['a', 'c']);
    expect(ids(view.columns.interview)).toEqual(['b']);
    expect(view.counts.applied).toBe(2);
    expect(view.refused).toEqual([]);
  });

  it('shows a queued move in its new column, on top and marked queued, and counts it there', () => {
    const view = boardView(board([card('a', 'applied'), card('b', 'interview')]), [
      move('m1', 'a', 'applied', 'interview'),
    ]);
    expect(ids(view.columns.applied)).toEqual([]);
    expect(ids(view.columns.interview)).toEqual(['a', 'b']);
    expect(view.columns.interview[0]?.queued).toBe(true);
    expect(view.columns.interview[1]?.queued).toBeUndefined();
    expect(view.counts).toMatchObject({ applied: 0, interview: 2 });
  });

  it('follows the last of several queued moves of one card', () => {
    const moves = [move('m1', 'a', 'applied', 'screening'), move('m2', 'a', 'screening', 'offer')];
    const view = boardView(board([card('a', 'applied')]), moves);
    expect(ids(view.columns.offer)).toEqual(['a']);
    expect(view.counts).toMatchObject({ applied: 0, screening: 0, offer: 1 });
  });

  it('lists refused moves apart and leaves the card where the server has it', () => {
    const refused = move('m1', 'a', 'applied', 'interview', { state: 'failed', error: 'It was withdrawn' });
    const view = boardView(board([card('a', 'withdrawn')]), [refused]);
    expect(ids(view.columns.withdrawn)).toEqual(['a']);
    expect(view.columns.withdrawn[0]?.queued).toBeUndefined();
    expect(view.refused).toEqual([refused]);
  });

  it("hands back the server's own card objects for cards no queued move touches", () => {
    const server = board([card('a', 'applied'), card('b', 'applied'), card('c', 'interview')]);
    const view = boardView(server, [move('m1', 'a', 'applied', 'offer')]);
    expect(view.columns.applied[0]).toBe(server.cards[1]);
    expect(view.columns.interview[0]).toBe(server.cards[2]);
    expect(view.columns.offer[0]).not.toBe(server.cards[0]);
  });

  it("ignores another job's queued moves", () => {
    const other = move('m1', 'a', 'applied', 'offer', {
      ref: { jobId: 'job-2', applicationId: 'a', from: 'applied', to: 'offer' },
    });
    const view = boardView(board([card('a', 'applied')]), [other]);
    expect(ids(view.columns.applied)).toEqual(['a']);
    expect(view.refused).toEqual([]);
  });
});

describe('keeping what did not change', () => {
  it('keeps the array of a column whose cards are the same, and takes the new one where they changed', () => {
    const server = board([card('a', 'applied'), card('b', 'applied'), card('c', 'interview')]);
    const before = boardView(server, []);
    const after = keepUnchanged(before, boardView(server, [move('m1', 'a', 'applied', 'offer')]));
    expect(after.columns.interview).toBe(before.columns.interview);
    expect(after.columns.applied).not.toBe(before.columns.applied);
    expect(ids(after.columns.applied)).toEqual(['b']);
    expect(ids(after.columns.offer)).toEqual(['a']);
  });

  it('keeps a queued card that shows the same, and the counts when they did not move', () => {
    const server = board([card('a', 'applied'), card('b', 'applied'), card('c', 'interview')]);
    const queued = [move('m1', 'a', 'applied', 'offer')];
    const before = boardView(server, queued);
    // The outbox was read again (a new array, new entry objects) and the server's board is the same.
    const after = keepUnchanged(
      before,
      boardView(
        server,
        queued.map((m) => ({ ...m })),
      ),
    );
    expect(after.columns.offer[0]).toBe(before.columns.offer[0]);
    expect(after.columns.offer).toBe(before.columns.offer);
    expect(after.counts).toBe(before.counts);
    expect(after.refused).toBe(before.refused);
  });
});
