// The local mail catcher: maildev, a real SMTP server that keeps every message in memory and shows
// them on an inbox page (and its REST API, /api/email, which the tests read).
//   node scripts/mail-catcher.mjs                 runs until Ctrl-C
//   import { startMailCatcher } from './mail-catcher.mjs'   used by start.mjs and the test setups
// Env: MAIL_SMTP_PORT (1025), MAIL_WEB_PORT (1080). Both listen on 127.0.0.1 only.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnTiedNode } from './tied-child.mjs';

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
  let output = '';
  const keep = (d) => {
    output = (output + d).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise((res) => child.once('exit', (code, signal) => res({ code, signal })));
  let done = false;
  exited.then(() => {
    done = true;
    rmSync(work, { recursive: true, force: true });
  });
  const stop = async (timeoutMs = 10_000) => {
    if (done) return exited;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const result = await exited;
    clearTimeout(timer);
    return result;
  };

  const smtpUrl = `smtp://${host}:${smtpPort}`;
  const webUrl = `http://${host}:${webPort}`;
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const deadline = Date.now() + timeoutMs;
  while (!(await webAnswers(webUrl)) || !(await smtpGreets(smtpPort))) {
    if (done) throw new Error(`The mail catcher exited during start-up.\n${output.slice(-3000)}`);
    if (opts.signal?.aborted) {
      await stop();
      throw new Error('Mail catcher start-up aborted');
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The mail catcher did not answer within ${timeoutMs} ms.\n${output.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    pid: child.pid,
    child,
    exited,
    stop,
    smtpUrl,
    webUrl,
    startupMs: Date.now() - started,
    output: () => output,
  };
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
