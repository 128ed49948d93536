// 5. Start-up: time from spawning until GET /api/health answers 200 (polled every 20 ms), for the
// server alone (`node --import tsx server/main.ts`, what `npm run server` runs) and for the whole
// `npm start` (scripts/start.mjs: Firebase emulators + server), on an existing data directory
// (migrated, demo data) and on a fresh one. Each child is stopped by its pid (and start.mjs's own
// children by theirs).
//   node bench/startup.mjs [--quick] [--runs 3] [--no-emulators]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  isAlive,
  ensureBuild,
  distDir,
  fmt,
  freePort,
  log,
  machine,
  median,
  pgliteDataDir,
  quick,
  removeScratch,
  runBench,
  root,
  saveJson,
  sleep,
  table,
  today,
  work,
  writeSection,
} from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    runs: { type: 'string' },
    'no-emulators': { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs ?? (quick ? 1 : 3));

/** Direct children of a process (Linux /proc), so start.mjs's detached children can be stopped too. */
function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}
function descendants(pid) {
  const out = [];
  for (const c of childrenOf(pid)) out.push(c, ...descendants(c));
  return out;
}

async function stopTree(child, signal) {
  const pids = [child.pid, ...descendants(child.pid)];
  if (isAlive(child.pid)) child.kill(signal);
  const until = Date.now() + 30_000;
  while (pids.some(isAlive) && Date.now() < until) await sleep(100);
  for (const pid of pids.filter(isAlive)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {}
  }
}

/** Spawns, polls /api/health every 20 ms, returns ms until 200, then stops everything it started. */
async function timeStart(argv, env, port, { timeoutMs = 120_000, stopSignal = 'SIGTERM' } = {}) {
  const t0 = performance.now();
  const child = spawn(process.execPath, argv, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (d) => {
    output = (output + d).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  let ms = Number.NaN;
  try {
    while (performance.now() - t0 < timeoutMs && !exited) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) });
        if (res.ok) {
          ms = performance.now() - t0;
          break;
        }
      } catch {}
      await sleep(20);
    }
    if (!Number.isFinite(ms)) log(`no health answer:\n${output}`);
  } finally {
    await stopTree(child, stopSignal);
  }
  return ms;
}

const serverEnv = (dataDir) => ({
  DATA_DIR: dataDir,
  STATIC_DIR: distDir,
  DATABASE_URL: undefined,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  JWT_SECRET: 'bench-only-secret-bench-only-secret-0123456789',
});

export async function main() {
  ensureBuild();
  const results = { server: { existing: [], fresh: [] }, start: { existing: [], fresh: [] } };
  const serverArgv = ['--import', 'tsx', join(root, 'server/main.ts')];
  for (let i = 0; i < runs; i++) {
    const existing = await pgliteDataDir(0, { copy: true });
    results.server.existing.push(await timeStart(serverArgv, serverEnv(existing), await freePort()));
    removeScratch(existing);
    const fresh = mkdtempSync(join(work, 'scratch-fresh-'));
    results.server.fresh.push(await timeStart(serverArgv, serverEnv(fresh), await freePort()));
    rmSync(fresh, { recursive: true, force: true });
    log(
      `server alone, run ${i + 1}: existing ${fmt(results.server.existing.at(-1))} ms, fresh ${fmt(results.server.fresh.at(-1))} ms`,
    );
  }

  let buildMs = null;
  if (!args['no-emulators']) {
    // start.mjs builds dist/ first when it is older than the sources: do that now (it is what
    // `npm start` would do) and report it apart, so the runs below time the start itself.
    const vite = join(root, 'node_modules/vite/bin/vite.js');
    const t0 = performance.now();
    if (needsBuild()) {
      spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
        cwd: root,
        stdio: 'inherit',
        timeout: 300_000,
      });
      buildMs = performance.now() - t0;
    }
    for (let i = 0; i < (quick ? 1 : Math.min(runs, 2)); i++) {
      for (const kind of ['existing', 'fresh']) {
        const dir =
          kind === 'existing'
            ? await pgliteDataDir(0, { copy: true })
            : mkdtempSync(join(work, 'scratch-fresh-'));
        const env = {
          ...serverEnv(dir),
          STATIC_DIR: join(root, 'dist'),
          FIREBASE_AUTH_PORT: String(await freePort()),
          FIREBASE_STORAGE_PORT: String(await freePort()),
        };
        // SIGINT: start.mjs stops the emulators (which export their data) and the server.
        const ms = await timeStart([join(root, 'scripts/start.mjs')], env, await freePort(), {
          stopSignal: 'SIGINT',
        });
        results.start[kind].push(ms);
        rmSync(dir, { recursive: true, force: true });
        log(`npm start (start.mjs + emulators), ${kind}: ${fmt(ms)} ms`);
      }
    }
  }
  results.buildMs = buildMs;
  saveJson('startup', results);
  writeSection('startup', report(results));
}

/** The same rule as scripts/start.mjs: dist/index.html older than any source. */
function needsBuild() {
  const built = join(root, 'dist/index.html');
  if (!existsSync(built)) return true;
  const r = spawnSync(
    'find',
    [
      'src',
      'sw',
      'public',
      'contract',
      'index.html',
      'vite.config.ts',
      'package.json',
      '-newer',
      built,
      '-print',
      '-quit',
    ],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return r.stdout.trim().length > 0;
}

function report(r) {
  const lines = [`## 5. Start-up\n`, `${today()} · ${machine()}${quick ? ' · **--quick**' : ''}\n`];
  lines.push(
    'From spawning the process until `GET /api/health` answers 200 (polled every 20 ms; health is registered only after',
    'the migrations ran, so it means "ready"). "Existing": a copy of a PGlite data dir that already has the schema and',
    'the demo data. "Fresh": an empty directory (PGlite creates the cluster, migrates, seeds the demo data with scrypt',
    `hashes). Median of ${r.server.existing.length} for the server alone; start.mjs runs the Firebase emulators and the server side by side.\n`,
  );
  const cell = (list) =>
    list.length ? `${fmt(median(list))} ms (${list.map((v) => fmt(v)).join(', ')})` : 'not run';
  lines.push(
    table(
      ['what', 'existing data dir', 'fresh data dir'],
      [
        ['server alone (`node --import tsx server/main.ts`)', cell(r.server.existing), cell(r.server.fresh)],
        ['`npm start` (scripts/start.mjs: emulators + server)', cell(r.start.existing), cell(r.start.fresh)],
      ],
    ),
  );
  if (r.buildMs)
    lines.push(
      `\ndist/ was older than the sources, so this run first built it as \`npm start\` would: ${fmt(r.buildMs / 1000, 1)} s (not included above).`,
    );
  return lines.join('\n');
}

runBench(import.meta.url, main);
