// Interview reminders' budget: 10,000 reminders due in the same minute go out within 60 s on PGlite,
// each once, and a kill -9 during the run then a restart loses none and sends none twice.
// bench/interview-reminders-run.ts does one run.
//   node bench/interview-reminders.mjs [--quick]
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fmt, log, machine, quick, root, runBench, table, today, writeSection } from './lib.mjs';

function run(...flags) {
  const res = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'bench/interview-reminders-run.ts'), ...flags],
    { cwd: root, env: { ...process.env, DATABASE_URL: '' }, encoding: 'utf8', timeout: 900_000 },
  );
  if (res.status !== 0)
    throw new Error(`bench/interview-reminders-run.ts ${flags.join(' ')} failed: ${res.stderr}`);
  const result = JSON.parse(res.stdout.trim().split('\n').at(-1));
  log(`reminders ${flags.join(' ')}: ${JSON.stringify(result)}`); // each run as it ends: a long run may be cut
  return result;
}

export async function main() {
  const size = quick ? '2000' : '10000';
  const runs = [run('--reminders', size), run('--reminders', size, '--kill')];
  const clean = (r) =>
    r.lost === 0 && r.duplicates === 0 && r.bellsLost === 0 && r.bellsTwice === 0 && r.unsent === 0;
  const [plain, killed] = runs;
  const cpu = (r) => r.cpuMsPerReminder.server + r.cpuMsPerReminder.database + r.cpuMsPerReminder.catcher;
  writeSection(
    'interview-reminders',
    [
      '## Interview reminders',
      '',
      `${today()} · ${machine()} · PGlite · maildev as the SMTP server · MAIL_CONCURRENCY 4 · REMINDER_BATCH 200`,
      '',
      'N reminders (N/2 interviews, a candidate and an interviewer each, every person a distinct user)',
      'fall due at one instant while the server runs; timed from that instant until maildev holds a mail',
      'for every reminder. The sweep writes each reminder’s bell, push and mail in one transaction; the',
      'mail worker sends. With kill -9 once a third are at maildev, the server starts again on the same',
      'data dir (its leased mails are due at once on PGlite). Mails: lost, sent twice (two Message-IDs',
      'to one person), resent (a copy under the same Message-ID: in flight at the kill). Bells: read',
      'from the database after the run. CPU: milliseconds per reminder of the server (with its threads),',
      'its PGlite process and maildev, whatever else the machine runs.',
      '',
      table(
        [
          'run',
          'reminders',
          'kill -9 at',
          'all mailed in',
          'per second',
          'mails lost / twice / resent',
          'bells lost / twice',
          'CPU ms per reminder',
        ],
        runs.map((r) => [
          r.kill ? 'kill -9, restart' : 'plain',
          r.reminders,
          r.killedAt ?? '–',
          `${fmt(r.doneMs / 1000, 1)} s`,
          fmt(r.perSecond),
          `${r.lost} / ${r.duplicates} / ${r.resentSameMessageId}`,
          `${r.bellsLost} / ${r.bellsTwice}`,
          `${fmt(r.cpuMsPerReminder.server, 2)} / ${fmt(r.cpuMsPerReminder.database, 2)} / ${fmt(r.cpuMsPerReminder.catcher, 2)}`,
        ]),
      ),
      '',
      `Budgets in this run: ${plain.reminders} within 60 s, each once: ${plain.doneMs < 60_000 && clean(plain) ? '**met**' : '**not met**'} (${fmt(plain.doneMs / 1000, 1)} s);`,
      `kill -9 and restart, 0 lost and 0 twice: ${clean(killed) ? '**met**' : '**not met**'}.`,
      `The CPU all three processes spent, ${fmt(cpu(plain), 2)} ms a reminder, is ${fmt((cpu(plain) * plain.reminders) / 2000, 1)} s of a quiet`,
      'host’s two cores for the run.',
    ].join('\n'),
  );
}

runBench(import.meta.url, main);
