// What an interview's mails cost the write that schedules it (bench/interview-schedule.ts): the
// schedule alone, with the candidate's bell, and with the bell and its 4 mails (candidate and 3
// interviewers) queued in its transaction. Goal: the mails add < 5 ms p50.
//   node bench/interview-schedule.mjs [--quick]
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fmt, log, machine, quick, root, runBench, saveJson, table, today, writeSection } from './lib.mjs';

export async function main() {
  const runs = quick ? 50 : 200;
  const loadBefore = loadavg()[0];
  const res = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'bench/interview-schedule.ts'), '--runs', String(runs)],
    { cwd: root, encoding: 'utf8', timeout: 600_000 },
  );
  if (res.status !== 0) throw new Error(`bench/interview-schedule.ts failed: ${res.stderr}`);
  const r = JSON.parse(res.stdout.trim().split('\n').at(-1));
  saveJson('interview-schedule', r);
  const added = r.mailed.p50 - r.bell.p50;
  log(
    `interview-schedule: p50 none ${fmt(r.none.p50, 1)} ms, bell ${fmt(r.bell.p50, 1)} ms, mailed ${fmt(r.mailed.p50, 1)} ms; mails added ${fmt(added, 1)} ms`,
  );
  const row = (what, s) => [what, `${fmt(s.p50, 1)} ms`, `${fmt(s.p95, 1)} ms`];
  writeSection(
    'interview-schedule',
    [
      '## Scheduling an interview: its mails in the same transaction (PGlite)',
      '',
      `${today()} · ${machine()} · load average ${fmt(loadBefore, 1)} at the start (a shared machine: the p95s are its other work)`,
      '',
      `The service on PGlite in its own process, as the server runs it; ${runs} rounds after 20 warm-up rounds, each round one write of each variant in a turning order, each write on an application of its own at the Interview stage and at an hour of its own (no overlap warnings). Every write checks the caller, the stage, the times and the interviewers (3), writes the interview's rows, looks for overlaps and answers with the interview. "bell" also writes the candidate's notification (with its push and live event) as the service does; "mailed" is the service: the same bell and one mail per person (the candidate and the 3 interviewers, each with its invitation) in the same statement. ${r.mailsQueued} of ${r.expectedMails} mails were queued.`,
      '',
      table(
        ['write', 'p50', 'p95'],
        [
          row('schedule alone', r.none),
          row('schedule + bell', r.bell),
          row('schedule + bell + 4 mails (the service)', r.mailed),
        ],
      ),
      '',
      `Added by the 4 mails: **${fmt(added, 1)} ms** p50 (goal < 5 ms): ${added < 5 ? 'pass' : '**miss**'}; the median of each round's own difference: ${fmt(r.addedPaired.p50, 1)} ms. Bell and mails together add ${fmt(r.mailed.p50 - r.none.p50, 1)} ms p50.`,
    ].join('\n'),
  );
}

runBench(import.meta.url, main);
