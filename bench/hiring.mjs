// The hiring API on PGlite (bench/hiring.ts): the board of a job with 500 applicants (a third with
// two scorecards), the newest page of a 1,000-message thread, and 100 queued writes (moves, notes,
// scorecards, messages) sent twice with their keys.
//   node bench/hiring.mjs [--quick]
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fmt, log, machine, quick, root, runBench, saveJson, table, today, writeSection } from './lib.mjs';

export async function main() {
  const reads = quick ? 50 : 300;
  const res = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'bench/hiring.ts'), '--reads', String(reads)],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 600_000,
    },
  );
  if (res.status !== 0) throw new Error(`bench/hiring.ts failed: ${res.stderr}`);
  const r = JSON.parse(res.stdout.trim().split('\n').at(-1));
  saveJson('hiring', r);
  log(
    `hiring: board p50 ${fmt(r.board.p50, 1)} ms, thread p50 ${fmt(r.thread.p50, 1)} ms, replay ${fmt(r.firstPassMs)} + ${fmt(r.replayPassMs)} ms`,
  );
  const duplicates =
    r.moves -
    r.expectedMoves +
    (r.messages - r.expectedMessages) +
    (r.notes - r.expectedNotes) +
    (r.scorecards - r.expectedScorecards);
  writeSection(
    'hiring',
    [
      '## Hiring API (PGlite)',
      '',
      `${today()} · ${machine()}`,
      '',
      `Through the app's routes (app.inject) on PGlite in its own process, as the server runs it; ${reads} reads each after 20 warm-up reads. The board: ${r.applicants} applicants over the stages (most in Applied), a fifth with an unread message, a seventh with a note, a third (${r.interviewed}) interviewed with two scorecards each (${r.seededScorecards}; ${r.cardsWithScorecards} of the cards sent show a count and average); its answer holds the first ${r.boardCards} cards (up to ${r.perStage} per stage) and every count, ${fmt(r.boardBytes / 1024, 1)} KB. The thread: ${r.threadLength} messages, the newest page of ${r.threadPage}. The replay: ${r.writes} writes (moves, notes, scorecards and messages in turn: ${r.expectedMoves}, ${r.expectedNotes}, ${r.expectedScorecards}, ${r.expectedMessages}) each with its Idempotency-Key, sent once (the replay the goal is about: under 5 s) and then all again, as an outbox resends what it is unsure of: the second pass is answered from the stored replies and must write nothing.`,
      '',
      table(
        ['measure', 'p50', 'p95', 'goal', 'result'],
        [
          [
            `board, ${r.applicants} applicants, with scorecard counts`,
            `${fmt(r.board.p50, 1)} ms`,
            `${fmt(r.board.p95, 1)} ms`,
            'p50 < 20 ms',
            r.board.p50 < 20 ? 'pass' : '**miss**',
          ],
          [
            `thread newest page, ${r.threadLength} messages`,
            `${fmt(r.thread.p50, 1)} ms`,
            `${fmt(r.thread.p95, 1)} ms`,
            '< 100 ms',
            r.thread.p95 < 100 ? 'pass' : '**miss**',
          ],
          [
            `${r.writes} writes, then replayed`,
            `${fmt(r.firstPassMs)} ms + ${fmt(r.replayPassMs)} ms`,
            '–',
            `< 5 s, 0 duplicates`,
            r.firstPassMs < 5000 && duplicates === 0
              ? `pass (${duplicates} duplicates)`
              : `**miss** (${duplicates} duplicates)`,
          ],
        ],
      ),
    ].join('\n'),
  );
}

runBench(import.meta.url, main);
