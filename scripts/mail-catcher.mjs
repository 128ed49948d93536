// The local mail catcher: maildev, a real SMTP server that keeps every message in memory and shows
// them on an inbox page (and its REST API, /api/email, which the tests read).
//   node scripts/mail-catcher.mjs                 runs until Ctrl-C
//   import { startMailCatcher } from './mail-catcher.mjs'   used by start.mjs and the test setups
// Env: MAIL_SMTP_PORT (1025), MAIL_WEB_PORT (1080). Both listen on 127.0.0.1 only.
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnTiedNode, waitUntilReady } from './tied-child.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const maildevBin = join(root, 'node_modules/maildev/dist/bin/maildev.js');
const host = '127.0.0.1';

/**
 * @param {{ smtpPort?: number, webPort?: number, signal?: AbortSignal, quiet?: boolean, timeoutMs?: number }} [opts]
 * signal: aborting it during start-up stops the catcher and rejects.
 * quiet: keep its output in memory (output()) instead of printing it.
 */
export async function startMailCatcher(opts = {}) {
  const smtpPort = opts.smtpPort ?? Number(process.env.MAIL_SMTP_PORT ?? 1025);
  const webPort = opts.webPort ?? Number(process.env.MAIL_WEB_PORT ?? 1080);
  // maildev writes each message's source under $TMPDIR/maildev and looks for a config file from its
  // working directory up: a directory of its own keeps two catchers (npm start, a test run) apart.
  const work = mkdtempSync(join(tmpdir(), 'hireloop-mail-'));
  const args = [maildevBin, '--ip', host, '--web-ip', host, '--smtp', String(smtpPort)];
  args.push('--web', String(webPort));

  const started = Date.now();
  const child = spawnTiedNode(args, {
    cwd: work,
    env: { ...process.env, TMPDIR: work },
    quiet: opts.quiet,
    removeWhenOrphaned: work,
  });
  const smtpUrl = `smtp://${host}:${smtpPort}`;
  const webUrl = `http://${host}:${webPort}`;
  await waitUntilReady(child, {
    name: 'The mail catcher',
    ready: async () => (await webAnswers(webUrl)) && (await smtpGreets(smtpPort)),
    timeoutMs: opts.timeoutMs ?? 30_000,
    intervalMs: 200,
    signal: opts.signal,
  });
  return { ...child, smtpUrl, webUrl, startupMs: Date.now() - started };
}

async function webAnswers(webUrl) {
  try {
    const res = await fetch(`${webUrl}/api/healthz`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** True when an SMTP server on the port sends its 220 greeting. */
export function smtpGreets(port, timeoutMs = 1000) {
  return new Promise((res) => {
    const socket = connect(port, host);
    const finish = (ok) => {
      socket.destroy();
      res(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('data', (d) => finish(String(d).startsWith('220')));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const catcher = await startMailCatcher({ quiet: true });
  console.log(`Mail catcher: SMTP ${catcher.smtpUrl}, inbox ${catcher.webUrl}/ (Ctrl-C to stop)`);
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(sig, () => catcher.stop());
  const { code } = await catcher.exited;
  process.exit(code ?? 0);
}
