// What the build's pre-compression (vite.config.ts) saves against compressing on every request, as
// @fastify/compress would: for the text files of dist/ that the server sends compressed, the bytes of
// the prebuilt .br (quality 11) against brotli at quality 4 and gzip at level 6, and the CPU time each
// on-the-fly compression costs (median of 15). Run after `npm run build`.
//   node bench/precompress.mjs
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { kb, root } from './lib.mjs';

const dist = join(root, 'dist');
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });

function medianMs(work) {
  const times = [];
  for (let i = 0; i < 15; i++) {
    const start = process.hrtime.bigint();
    work();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times.sort((a, b) => a - b)[7];
}

const rows = [];
for (const file of walk(dist)) {
  if (!/\.(js|css|html|webmanifest)$/.test(file)) continue;
  let prebuilt;
  try {
    prebuilt = statSync(`${file}.br`).size;
  } catch {
    continue; // under 1 KB: sent as it is
  }
  const body = readFileSync(file);
  const br4 = () => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  const gz6 = () => gzipSync(body, { level: 6 });
  rows.push({
    file: file.slice(dist.length + 1),
    raw: body.length,
    prebuilt,
    br4: br4().length,
    br4Ms: medianMs(br4),
    gz6Ms: medianMs(gz6),
  });
}
rows.sort((a, b) => b.raw - a.raw);
const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
console.log('| file | raw KB | prebuilt .br (q11) KB | br q4 on the fly KB | br q4 CPU | gzip 6 CPU |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const r of rows.slice(0, 5)) {
  console.log(
    `| ${r.file} | ${kb(r.raw)} | ${kb(r.prebuilt)} | ${kb(r.br4)} | ${r.br4Ms.toFixed(2)} ms | ${r.gz6Ms.toFixed(2)} ms |`,
  );
}
console.log(
  `| all ${rows.length} files | ${kb(sum('raw'))} | ${kb(sum('prebuilt'))} | ${kb(sum('br4'))} | ${sum('br4Ms').toFixed(1)} ms | ${sum('gz6Ms').toFixed(1)} ms |`,
);
