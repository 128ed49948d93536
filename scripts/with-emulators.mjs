// Runs a command with the Firebase emulators (auth + storage) up, on free ports with no saved data:
//   node scripts/with-emulators.mjs vitest run tests/api
// The command gets FIREBASE_AUTH_EMULATOR_HOST, FIREBASE_STORAGE_EMULATOR_HOST and
// FIREBASE_PROJECT_ID. When both hosts are already set, the running emulators are reused.
import { spawn } from 'node:child_process';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestEmulators } from './firebase-emulators.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Starts emulators unless FIREBASE_*_EMULATOR_HOST are both set; returns their env and a stop(). */
export async function emulatorsForTests() {
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
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
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
