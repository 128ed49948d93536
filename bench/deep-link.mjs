// Cold deep links, as a job seeker on a bad connection opens a shared link: a fresh browser, a
// phone-sized window, 3G (300 ms RTT, 750 kbps down, 250 kbps up) and the CPU slowed 4×. Until the
// job's title shows on /jobs/Info/{UrlPath}, and the first card on /jobs; against the same content as
// plain HTML (the server's page without its scripts) in the same run. Budget: within 1.5×.
// Also the server's time to render a job page never asked for before (a read-cache miss): p50.
//   node bench/deep-link.mjs [--quick]
import { createServer } from 'node:http';
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
const BUDGET = 1.5;
const network = {
  offline: false,
  latency: 300,
  downloadThroughput: 750_000 / 8,
  uploadThroughput: 250_000 / 8,
};

/** The page as plain HTML: its markup and styles, no script and no preload. */
const plainHtml = (html) =>
  html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');

/** A tiny server for the plain pages, on loopback. */
async function servePlain(pages) {
  const port = await freePort();
  const server = createServer((req, res) => {
    const body = pages.get(req.url ?? '');
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body ?? '');
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

/** p50 of the server's time for distinct uncached job pages (sequential, loopback). */
async function renderTimes(baseUrl, paths) {
  const times = [];
  for (const path of paths) {
    const t0 = performance.now();
    const res = await fetch(baseUrl + path);
    await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
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
    const p50 = times[Math.floor(times.length / 2)];
    const p95 = times[Math.floor(times.length * 0.95)];
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
        `Server time for an uncached job page (PGlite, 10,000 jobs, each job asked for once, loopback fetch, ${times.length} jobs): p50 ${fmt(p50, 1)} ms, p95 ${fmt(p95, 1)} ms (budget p50 ≤ 15 ms).`,
      ].join('\n'),
    );
  } finally {
    await browser.close();
    await app.stop();
  }
}

runBench(import.meta.url, main);
