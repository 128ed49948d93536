// Cold deep links, as a job seeker on a bad connection opens a shared link: a fresh browser, a
// phone-sized window, 3G (300 ms RTT, 750 kbps down, 250 kbps up) and the CPU slowed 4×. Until the
// job's title shows on /jobs/Info/{UrlPath}, and the first card on /jobs; against the same content as
// plain HTML (the server's page without its scripts, gzipped) in the same run. Budget: within 1.15×.
// Also the server's time to render a job page never asked for before (a read-cache miss): p50.
//   node bench/deep-link.mjs [--quick]
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import {
  ensureBuild,
  fmt,
  freePort,
  launchChromium,
  log,
  machine,
  median,
  pgliteDataDir,
  quick,
  runBench,
  saveJson,
  startApp,
  table,
  today,
  writeSection,
} from './lib.mjs';

const RUNS = quick ? 2 : 5;
const BUDGET = 1.15;
const network = {
  offline: false,
  latency: 300,
  downloadThroughput: 750_000 / 8,
  uploadThroughput: 250_000 / 8,
};

/** The page as plain HTML: its markup and styles, no script and no preload. */
const plainHtml = (html) =>
  html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');

/** A tiny server for the plain pages, on loopback, gzipped as ours are. */
async function servePlain(pages) {
  const port = await freePort();
  const server = createServer((req, res) => {
    const body = pages.get(req.url ?? '');
    if (!body) return res.writeHead(404).end();
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(gzip ? gzipSync(body) : body);
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

/** ms from navigation start until `selector` is visible, in a fresh context with the profile above. */
async function coldVisit(browser, url, selector) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(selector).first().waitFor({ state: 'visible', timeout: 60_000 });
  const ms = Date.now() - started;
  await context.close();
  return ms;
}

/**
 * Distinct uncached job pages, one after another: the server's render time (its Server-Timing
 * header) and the whole request over loopback, each sorted.
 */
async function renderTimes(baseUrl, paths) {
  const server = [];
  const total = [];
  for (const path of paths) {
    const t0 = performance.now();
    const res = await fetch(baseUrl + path);
    await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    total.push(performance.now() - t0);
    server.push(
      Number(/render;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN),
    );
  }
  const sorted = (list) => list.sort((a, b) => a - b);
  return { server: sorted(server), total: sorted(total) };
}

async function main() {
  ensureBuild();
  const dir = await pgliteDataDir(10_000);
  const app = await startApp({ DATA_DIR: dir });
  const browser = await launchChromium();
  try {
    const jobs = (await (await fetch(`${app.url}/api/getAllJobs?limit=50`)).json()).data;
    const jobPath = `/jobs/Info/${jobs[0].UrlPath}`;
    const pages = new Map();
    for (const path of [jobPath, '/jobs'])
      pages.set(path, plainHtml(await (await fetch(app.url + path)).text()));
    const plain = await servePlain(pages);
    const cases = [
      { name: 'a job page: its title', path: jobPath, selector: 'h1' },
      { name: '/jobs: the first job card', path: '/jobs', selector: 'main article' },
    ];
    const rows = [];
    const raw = {};
    for (const c of cases) {
      const ours = [];
      const bare = [];
      for (let i = 0; i < RUNS; i++) {
        ours.push(await coldVisit(browser, app.url + c.path, c.selector));
        bare.push(await coldVisit(browser, plain.url + c.path, c.selector));
      }
      const ratio = median(ours) / median(bare);
      raw[c.name] = { ours, bare };
      rows.push([
        c.name,
        `${fmt(median(ours))} ms`,
        `${fmt(median(bare))} ms`,
        `${fmt(ratio, 2)}×`,
        ratio <= BUDGET ? 'ok' : '**over**',
      ]);
      log(c.name, median(ours), median(bare));
    }
    await plain.close();

    // The server's render: job pages never asked for before (read-cache misses), after a warm-up.
    const paths = jobs.slice(1).map((j) => `/jobs/Info/${j.UrlPath}`);
    await renderTimes(app.url, paths.slice(0, 10));
    const times = await renderTimes(app.url, paths.slice(10));
    const at = (list, q) => list[Math.floor(list.length * q)];
    raw.render = times;
    saveJson('deep-link', raw);
    writeSection(
      'deep-link',
      [
        '## Cold deep links (server rendering)',
        '',
        `${today()} · ${machine()} · ${RUNS} cold visits each, medians · 412 px, 300 ms RTT, 750 kbps down, CPU ×4`,
        '',
        table(['cold visit', 'Hireloop', 'same content as plain HTML', 'ratio', `budget ≤ ${BUDGET}×`], rows),
        '',
        `An uncached job page (PGlite, 10,000 jobs, each job asked for once, ${times.server.length} jobs): the server's render (Server-Timing) p50 ${fmt(at(times.server, 0.5), 1)} ms, p95 ${fmt(at(times.server, 0.95), 1)} ms (budget p50 ≤ 15 ms); the whole request over loopback p50 ${fmt(at(times.total, 0.5), 1)} ms.`,
      ].join('\n'),
    );
  } finally {
    await browser.close();
    await app.stop();
  }
}

runBench(import.meta.url, main);
