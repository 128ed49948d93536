// The mail outbox's budgets: what queueing a mail adds to its write, 1,000 queued emails drained
// into maildev, the daily digest of 10,000 candidates on PGlite, and both across a kill -9 and a
// restart (lost, duplicates). bench/mail-drain.ts does one run.
//   node bench/mail.mjs [--quick]
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fmt, log, machine, quick, root, runBench, table, today, writeSection } from './lib.mjs';

function run(...flags) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'bench/mail-drain.ts'), ...flags], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 900_000,
  });
  if (res.status !== 0) throw new Error(`bench/mail-drain.ts ${flags.join(' ')} failed: ${res.stderr}`);
  const result = JSON.parse(res.stdout.trim().split('\n').at(-1));
  log(`mail ${flags.join(' ')}: ${JSON.stringify(result)}`); // each run as it ends: a long run may be cut
  return result;
}

// The lease the kill runs wait out: MAIL_LEASE_MS if given (the servers inherit it), else the default.
const leaseS = Number(process.env.MAIL_LEASE_MS || 120_000) / 1000;

export async function main() {
  const write = run('--mode', 'write');
  const ms = (t) => `${fmt(t.p50, 2)} / ${fmt(t.p95, 1)}`;
  const digestSize = quick ? '2000' : '10000';
  const drains = [
    run('--mode', 'queued', '--mails', '1000'),
    run('--mode', 'digest', '--mails', digestSize),
    run('--mode', 'queued', '--mails', '1000', '--kill'),
    run('--mode', 'digest', '--mails', digestSize, '--kill'),
  ];
  writeSection(
    'mail',
    [
      '## Mail outbox',
      '',
      `${today()} · ${machine()} · PGlite · maildev as the SMTP server · MAIL_CONCURRENCY 4`,
      '',
      'Queueing a mail inside the transaction of its cause, p50 / p95 ms (300 each; the first row is',
      'one statement round trip to the database process in the same run, the floor of any write):',
      '',
      table(
        ['call', 'p50 / p95 ms'],
        [
          ['`select 1` (round trip)', ms(write.roundTrip)],
          ['queueMail, essential (a sign-up’s verify)', ms(write.essential)],
          ['queueMail, a decision (with the preference check)', ms(write.decision)],
          ['new applicant, gathered (an apply)', ms(write.applicant)],
        ],
      ),
      '',
      'Draining: from the server start (digest: 08:00 UTC reached) until every email is at maildev. With a',
      `kill -9 a third of the way, the dead server’s claimed rows wait for their lease (${leaseS} s). Sent twice:`,
      'causes that reached their address under two Message-IDs (what a user sees twice); resent: a copy with',
      'the same Message-ID (mails in flight at the kill; shown once). CPU: milliseconds per email of the',
      'server (with its render thread), its PGlite process and maildev, whatever else the machine runs.',
      '',
      table(
        [
          'run',
          'emails',
          'queued by the job post',
          'kill -9 at',
          'done in',
          'per second',
          'lost',
          'sent twice',
          'resent',
          'CPU ms per email',
        ],
        drains.map((d) => [
          d.mode,
          d.mails,
          d.queueMs === undefined ? '–' : `${fmt(d.queueMs)} ms`,
          d.killedAt ?? '–',
          `${fmt(d.drainMs / 1000, 1)} s`,
          fmt(d.perSecond),
          d.lost,
          d.duplicates,
          d.resentSameMessageId,
          `${fmt(d.cpuMsPerMail.server, 1)} / ${fmt(d.cpuMsPerMail.database, 1)} / ${fmt(d.cpuMsPerMail.catcher, 1)}`,
        ]),
      ),
      '',
      budgets(write, drains),
    ].join('\n'),
  );
}

/** Each budget, met or not, from this run's figures. */
function budgets(write, [queued, digest, queuedKill, digestKill]) {
  const verdict = (ok) => (ok ? '**met**' : '**not met**');
  const worstWrite = Math.max(write.essential.p50, write.decision.p50, write.applicant.p50);
  const clean = (d) => d.lost === 0 && d.duplicates === 0;
  return [
    `Budgets in this run: queueing < 2 ms p50: ${verdict(worstWrite < 2)} (worst ${fmt(worstWrite, 2)} ms);`,
    `1,000 queued at >= 100/s: ${verdict(queued.perSecond >= 100)} (${fmt(queued.perSecond)}/s);`,
    `${digest.mails} digests < 60 s, each once: ${verdict(digest.drainMs < 60_000 && clean(digest))} (${fmt(digest.drainMs / 1000, 1)} s);`,
    `kill -9 and restart, 0 lost and 0 duplicates: ${verdict(clean(queuedKill) && clean(digestKill))}.`,
  ].join('\n');
}

runBench(import.meta.url, main);
