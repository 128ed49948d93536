// Runs a command with the Firebase emulators (auth + storage) and the mail catcher up, on free
// ports with no saved data:
//   node scripts/with-emulators.mjs vitest run tests/api
// The command gets FIREBASE_AUTH_EMULATOR_HOST, FIREBASE_STORAGE_EMULATOR_HOST, FIREBASE_PROJECT_ID,
// SMTP_URL and MAILDEV_WEB_URL (the catcher's inbox API, read by tests/mail-inbox.ts). When both
// emulator hosts are already set, the running emulators are reused; so is the catcher when
// SMTP_URL and MAILDEV_WEB_URL are.
import { spawn } from 'node:child_process';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startTestEmulators } from './firebase-emulators.mjs';
import { startMailCatcher } from './mail-catcher.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

async function firebaseForTests() {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST && process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
    return { env: {}, stop: async () => {} };
  }
  const emu = await startTestEmulators();
  return {
    env: {
      FIREBASE_PROJECT_ID: emu.projectId,
      FIREBASE_AUTH_EMULATOR_HOST: emu.authHost,
      FIREBASE_STORAGE_EMULATOR_HOST: emu.storageHost,
    },
    startupMs: emu.startupMs,
    stop: () => emu.stop(),
  };
}

async function mailForTests() {
  if (process.env.SMTP_URL && process.env.MAILDEV_WEB_URL) return { env: {}, stop: async () => {} };
  const catcher = await startMailCatcher({
    smtpPort: await freePort(),
    webPort: await freePort(),
    quiet: true,
  });
  return {
    env: { SMTP_URL: catcher.smtpUrl, MAILDEV_WEB_URL: catcher.webUrl },
    stop: () => catcher.stop(),
  };
}

/**
 * Starts the emulators and the mail catcher side by side (each unless already given by env);
 * returns their env and a stop(). If one fails to start, the other is stopped.
 */
export async function emulatorsForTests() {
  const [firebase, mail] = await Promise.allSettled([firebaseForTests(), mailForTests()]);
  const stop = () =>
    Promise.all([firebase, mail].map((p) => (p.status === 'fulfilled' ? p.value.stop() : null)));
  const failed = [firebase, mail].find((p) => p.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return {
    env: { ...firebase.value.env, ...mail.value.env },
    startupMs: firebase.value.startupMs,
    stop,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [cmd, ...args] = process.argv.slice(2);
  if (!cmd) {
    console.error('usage: node scripts/with-emulators.mjs <command> [args…]');
    process.exit(2);
  }
  const emu = await emulatorsForTests();
  const child = spawn(cmd, args, {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...emu.env,
      PATH: `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH}`,
    },
  });
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig));
  const code = await new Promise((res) => {
    child.once('error', (err) => {
      console.error(err.message);
      res(1);
    });
    child.once('exit', (c, signal) => res(c ?? (signal ? 1 : 0)));
  });
  await emu.stop();
  process.exit(code);
}
