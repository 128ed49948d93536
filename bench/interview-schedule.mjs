// What an interview's mails cost the write that schedules it (bench/interview-schedule.ts): the
// same schedule with its 4 mails (candidate and 3 interviewers) queued in its transaction, and
// with none. Goal: < 5 ms p50 added.
//   node bench/interview-schedule.mjs [--quick]
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fmt, log, machine, quick, root, runBench, saveJson, table, today, writeSection } from './lib.mjs';

export async function main() {
  const runs = quick ? 50 : 200;
  const res = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'bench/interview-schedule.ts'), '--runs', String(runs)],
    { cwd: root, encoding: 'utf8', timeout: 600_000 },
  );
  if (res.status !== 0) throw new Error(`bench/interview-schedule.ts failed: ${res.stderr}`);
  const r = JSON.parse(res.stdout.trim().split('\n').at(-1));
  saveJson('interview-schedule', r);
  const added = r.mailed.p50 - r.none.p50;
  log(
    `interview-schedule: mailed p50 ${fmt(r.mailed.p50, 1)} ms, none ${fmt(r.none.p50, 1)} ms, added ${fmt(added, 1)} ms`,
  );
  writeSection(
    'interview-schedule',
    [
      '## Scheduling an interview: its mails in the same transaction (PGlite)',
      '',
      `${today()} · ${machine()}`,
      '',
      `The service on PGlite in its own process, as the server runs it; ${runs} schedules of each kind after 20 warm-up pairs, alternating, each on an application of its own at the Interview stage, each at an hour of its own (no overlap warnings). "none" is the schedule itself: the checks, the interview's rows, the overlap query and its answer. "mailed" is the same write that also queues, in its transaction, one mail per person (the candidate and 3 interviewers, each with its invitation data) with the candidate's bell and push, in one statement. ${r.mailsQueued} of ${r.expectedMails} mails were queued.`,
      '',
      table(
        ['write', 'p50', 'p95'],
        [
          ['schedule, 3 interviewers, no mail', `${fmt(r.none.p50, 1)} ms`, `${fmt(r.none.p95, 1)} ms`],
          ['schedule, 3 interviewers, 4 mails', `${fmt(r.mailed.p50, 1)} ms`, `${fmt(r.mailed.p95, 1)} ms`],
        ],
      ),
      '',
      `Added by the mails: **${fmt(added, 1)} ms** p50 (goal < 5 ms): ${added < 5 ? 'pass' : '**miss**'}.`,
    ].join('\n'),
  );
}

runBench(import.meta.url, main);
