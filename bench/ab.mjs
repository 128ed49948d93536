// A/B of two or more builds in one run, alternated so all see the same host: offline start to the
// first card (stock Chromium flags, as bench/offline-start.mjs) and Lighthouse (as first-load.mjs).
// Build each variant first (`npx vite build --outDir .tmp/ab/<name>`), then:
//   node bench/ab.mjs .tmp/ab/before .tmp/ab/after [--runs 7] [--lighthouse 3] [--jobs 5000] [--cpu-slowdown 8] [--bytes]
// --bytes: the first load's JS + CSS (gzip) per public route, as bench/first-load.mjs counts it.
// The server renders pages with each variant's own renderer, <dir>-ssr (`node scripts/build.mjs <dir>`).
// `<dir>@<checkout>` serves that variant with another checkout's server (a renderer built before a
// change of the server's interface to it needs the server of its own time).
// Prints the medians and the host's load; writes nothing to docs/benchmarks.md.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { addJobPage, BUDGET_KB, lighthouseRuns, measureBytes, routes } from './first-load.mjs';
import {
  chromiumArgs,
  fmt,
  kb,
  launchChromium,
  log,
  median,
  pgliteDataDir,
  removeScratch,
  runBench,
  startApp,
  work,
} from './lib.mjs';
import { coldOffline, fetchJobs, onlineVisit } from './offline-start.mjs';

const { values: args, positionals: dirs } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    lighthouse: { type: 'string', default: '0' },
    jobs: { type: 'string', default: '5000' },
    'cpu-slowdown': { type: 'string' },
    bytes: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  if (dirs.length < 2) throw new Error('name two or more build folders');
  const runs = Number(args.runs);
  const lhRuns = Number(args.lighthouse);
  const size = Number(args.jobs);
  const variants = [];
  for (const [i, arg] of dirs.entries()) {
    const [dir, checkout] = arg.split('@');
    const name = String.fromCharCode(65 + i);
    const data = await pgliteDataDir(10_000, { copy: true });
    const server = await startApp({ DATA_DIR: data, STATIC_DIR: resolve(dir) }, { checkout });
    variants.push({
      name,
      dir,
      data,
      server,
      profile: mkdtempSync(join(work, 'profile-')),
      jobs: [],
      feed: [],
      lh: [],
      bytes: [],
    });
  }
  // The same job (the same data dir) in every variant.
  await addJobPage(variants[0].server.url);
  log(`load before: ${load()}`);
  try {
    if (runs > 0) {
      const rows = (await fetchJobs(variants[0].server.url, size)).slice(0, size);
      for (const v of variants) await onlineVisit(v.profile, v.server.url, rows);
      for (let i = 0; i < runs; i++) {
        for (const v of variants)
          v.jobs.push(await coldOffline(v.profile, `${v.server.url}/jobs`, chromiumArgs));
        for (const v of variants)
          v.feed.push(await coldOffline(v.profile, `${v.server.url}/feed`, chromiumArgs));
        log(
          `run ${i + 1}: ${variants.map((v) => `${v.name} /jobs ${fmt(v.jobs.at(-1).ms)} (cpu ${fmt(v.jobs.at(-1).cpuMs)}) /feed ${fmt(v.feed.at(-1).ms)} (cpu ${fmt(v.feed.at(-1).cpuMs)})`).join(' · ')} · load ${load()}`,
        );
      }
    }
    if (args.bytes) {
      const browser = await launchChromium();
      try {
        for (const v of variants)
          for (const path of routes) v.bytes.push(await measureBytes(browser, v.server.url, path));
      } finally {
        await browser.close();
      }
    }
    for (let i = 0; i < lhRuns; i++) {
      for (const v of variants) {
        const r = await lighthouseRuns(v.server.url, 1, Number(args['cpu-slowdown']) || undefined);
        v.lh.push(r.results);
        log(
          `lighthouse ${i + 1} ${v.name}: ${Object.entries(r.results ?? {})
            .map(
              ([p, x]) => `${p} ${fmt(x.score)} (TBT ${fmt(x.tbt)}, benchmarkIndex ${fmt(x.benchmarkIndex)})`,
            )
            .join(', ')} · load ${load()}`,
        );
      }
    }
  } finally {
    for (const v of variants) {
      await v.server.stop();
      removeScratch(v.data);
      rmSync(v.profile, { recursive: true, force: true });
    }
  }
  log(`load after: ${load()}`);
  for (const v of variants) {
    const parts = [`${v.name} (${v.dir})`];
    if (runs > 0) {
      parts.push(
        `offline start ${size} jobs, stock flags, median of ${runs}: /jobs ${fmt(median(v.jobs.map((x) => x.ms)))} ms (main-thread CPU ${fmt(median(v.jobs.map((x) => x.cpuMs)))} ms), /feed ${fmt(median(v.feed.map((x) => x.ms)))} ms (CPU ${fmt(median(v.feed.map((x) => x.cpuMs)))} ms)`,
      );
    }
    if (v.bytes.length > 0) {
      parts.push(
        `first load JS + CSS gzip KB (budget ${BUDGET_KB}): ${v.bytes
          .map((b) => `${b.path} ${kb(b.jsAll + b.css)} (${b.jsFiles} JS files)`)
          .join(', ')}`,
      );
    }
    if (lhRuns > 0) {
      const routes = Object.keys(v.lh[0] ?? {});
      parts.push(
        `Lighthouse median of ${lhRuns}: ${routes
          .map((p) => {
            const m = (k) => fmt(median(v.lh.map((r) => r[p]?.[k])));
            return `${p} ${m('score')} (FCP ${m('fcp')}, TBT ${m('tbt')}, LCP ${m('lcp')}, benchmarkIndex ${m('benchmarkIndex')})`;
          })
          .join(', ')}`,
      );
    }
    console.log(parts.join('\n  '));
  }
}

runBench(import.meta.url, main);
