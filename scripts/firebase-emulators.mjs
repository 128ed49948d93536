// Starts the Firebase Emulator Suite (auth + storage) offline, without Java.
//   node scripts/firebase-emulators.mjs          runs until Ctrl-C (SIGINT), exporting its data
//   import { startEmulators } from './firebase-emulators.mjs'   used by start.mjs and the e2e setup
// Env: FIREBASE_PROJECT_ID (demo-hireloop), FIREBASE_AUTH_PORT (9099), FIREBASE_STORAGE_PORT (9199),
//      DATA_DIR (./data): users and files are kept in DATA_DIR/firebase across restarts.
import { createServer } from 'node:net';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnTiedNode, waitUntilReady } from './tied-child.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const firebaseBin = join(root, 'node_modules/firebase-tools/lib/bin/firebase.js');

/**
 * @param {{ authPort?: number, storagePort?: number, projectId?: string, dataDir?: string,
 *           persist?: boolean, quiet?: boolean, timeoutMs?: number, signal?: AbortSignal }} [opts]
 * persist: import from / export on exit to `${dataDir}/firebase` (default true).
 * quiet: keep the CLI's output in memory (output()) and on child.stdout/stderr instead of this terminal.
 * signal: aborting it during start-up stops the emulators and rejects.
 */
export async function startEmulators(opts = {}) {
  const authPort = opts.authPort ?? Number(process.env.FIREBASE_AUTH_PORT ?? 9099);
  const storagePort = opts.storagePort ?? Number(process.env.FIREBASE_STORAGE_PORT ?? 9199);
  const projectId = opts.projectId ?? process.env.FIREBASE_PROJECT_ID ?? 'demo-hireloop';
  const dataDir = resolve(opts.dataDir ?? process.env.DATA_DIR ?? join(root, 'data'));
  const persist = opts.persist ?? true;

  // The CLI reads its ports from firebase.json and writes firebase-debug.log and its blobs in the
  // working directory / TMPDIR: give each run its own directory so two suites can run side by side.
  const work = mkdtempSync(join(tmpdir(), 'hireloop-fb-'));
  mkdirSync(join(work, 'tmp'));
  writeFileSync(
    join(work, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: authPort },
        storage: { host: '127.0.0.1', port: storagePort },
        // The hub and logging ports default to 4400/4500: a second suite (tests beside a running
        // `npm start`) would find them taken and quit. Each suite takes free ones.
        hub: { host: '127.0.0.1', port: await freePort() },
        logging: { host: '127.0.0.1', port: await freePort() },
        ui: { enabled: false },
        singleProjectMode: true,
      },
      storage: { rules: 'storage.rules' },
    }),
  );
  copyFileSync(join(root, 'storage.rules'), join(work, 'storage.rules'));

  const args = ['-r', join(root, 'scripts/fb-offline-patch.cjs'), firebaseBin, 'emulators:start'];
  args.push('--only', 'auth,storage', '--project', projectId, '--config', join(work, 'firebase.json'));
  if (persist) {
    const saved = join(dataDir, 'firebase');
    mkdirSync(saved, { recursive: true });
    if (existsSync(join(saved, 'firebase-export-metadata.json'))) args.push('--import', saved);
    args.push('--export-on-exit', saved);
  }

  const started = Date.now();
  // Own process group (spawnTiedNode): a terminal's Ctrl-C reaches only our parent, which sends
  // exactly one SIGINT (a second one makes the CLI quit without exporting its data). SIGINT is also
  // what the CLI gets when our parent is gone.
  const child = spawnTiedNode(args, {
    cwd: work,
    env: {
      ...process.env,
      TMPDIR: join(work, 'tmp'),
      FB_GAPI_SHIM: join(root, 'scripts/gapi-shim.js'),
      FB_PATCH_QUIET: '1',
      NO_UPDATE_NOTIFIER: '1', // no network here; don't look for CLI updates
      CI: 'true', // no prompts, no spinners
    },
    quiet: opts.quiet,
    parentGoneSignal: 'SIGINT',
    // SIGINT lets the CLI export its data and free its ports.
    stopSignal: 'SIGINT',
    stopTimeoutMs: 20_000,
    removeWhenOrphaned: work,
  });
  // Usually 10–20 s; on two cores shared with builds and browsers it has taken over 100 s.
  await waitUntilReady(child, {
    name: 'Firebase emulators',
    ready: async () => (await answers(authPort)) && (await answers(storagePort)),
    timeoutMs: opts.timeoutMs ?? 180_000,
    intervalMs: 300,
    signal: opts.signal,
  });
  return {
    ...child,
    projectId,
    authHost: `127.0.0.1:${authPort}`,
    storageHost: `127.0.0.1:${storagePort}`,
    startupMs: Date.now() - started,
  };
}

/** A port that is free on 127.0.0.1 right now (for test runs next to a dev `npm start`). */
export function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

/** Emulators on free ports with no saved data: for test runs. */
export async function startTestEmulators(opts = {}) {
  return startEmulators({
    authPort: await freePort(),
    storagePort: await freePort(),
    persist: false,
    quiet: true,
    ...opts,
  });
}

async function answers(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const emu = await startEmulators();
  console.log(
    `\nFirebase emulators ready in ${(emu.startupMs / 1000).toFixed(1)} s: auth ${emu.authHost}, storage ${emu.storageHost} (project ${emu.projectId}). Ctrl-C to stop.`,
  );
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(sig, () => emu.stop());
  const { code } = await emu.exited;
  process.exit(code ?? 0);
}
