// Where the first-load JS comes from: builds the app with rollup-plugin-visualizer (raw data) into
// .tmp/bench/analyze and sums, for the chunks index.html loads (entry + modulepreloads), the rendered
// size of every module grouped by package. Each module is gzipped on its own, so the sums are a bit
// higher than the gzip of whole chunks: read them as shares.
//   node bench/analyze-bundle.mjs [--top 25] [--treemap]   (--treemap also writes .tmp/bench/analyze/stats.html)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isMain, kb, log, root, work } from './lib.mjs';

const outDir = join(work, 'analyze');

/** node_modules/@scope/name/… → @scope/name; src/features/jobs/… → src/features/jobs. */
export function packageOf(id) {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? clean);
  }
  const rel = clean.startsWith(root) ? clean.slice(root.length + 1) : clean;
  const parts = rel.split('/');
  return parts.length > 2 ? parts.slice(0, 3).join('/') : rel;
}

export async function analyze({ treemap = false } = {}) {
  const { build } = await import('vite');
  const { visualizer } = await import('rollup-plugin-visualizer');
  const file = join(outDir, 'stats.json');
  const plugins = [visualizer({ filename: file, template: 'raw-data', gzipSize: true })];
  if (treemap)
    plugins.push(visualizer({ filename: join(outDir, 'stats.html'), template: 'treemap', gzipSize: true }));
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, rolldownOptions: { plugins } },
  });
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const firstLoad = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  const stats = JSON.parse(readFileSync(file, 'utf8'));
  const byPackage = new Map();
  const byChunk = new Map();
  for (const meta of Object.values(stats.nodeMetas)) {
    for (const [chunk, partUid] of Object.entries(meta.moduleParts)) {
      if (!firstLoad.has(chunk)) continue;
      const part = stats.nodeParts[partUid];
      if (!part) continue;
      const pkg = packageOf(meta.id);
      const entry = byPackage.get(pkg) ?? { gzip: 0, raw: 0, modules: 0 };
      entry.gzip += part.gzipLength;
      entry.raw += part.renderedLength;
      entry.modules += 1;
      byPackage.set(pkg, entry);
      byChunk.set(chunk, (byChunk.get(chunk) ?? 0) + part.gzipLength);
    }
  }
  return { firstLoad: [...firstLoad], byPackage, byChunk };
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      top: { type: 'string', default: '25' },
      treemap: { type: 'boolean', default: false },
      quick: { type: 'boolean' },
    },
  });
  analyze({ treemap: values.treemap })
    .then(({ firstLoad, byPackage, byChunk }) => {
      const total = [...byPackage.values()].reduce((n, e) => n + e.gzip, 0);
      log(`${firstLoad.length} first-load chunks, ${kb(total)} KB (modules gzipped one by one)`);
      const rows = [...byPackage.entries()]
        .sort((a, b) => b[1].gzip - a[1].gzip)
        .slice(0, Number(values.top));
      for (const [pkg, e] of rows)
        console.log(
          `${kb(e.gzip).padStart(7)} KB  ${kb(e.raw).padStart(7)} KB raw  ${String(e.modules).padStart(4)}  ${pkg}`,
        );
      console.log('\nper chunk:');
      for (const [chunk, g] of [...byChunk.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15))
        console.log(`${kb(g).padStart(7)} KB  ${chunk}`);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
