// `npm run build`: the browser's app into <outDir> (default dist/) and the server's renderer of the
// same screens into <outDir>-ssr/, where the server looks for it (server/config.ts, SSR_DIR).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const vite = join(root, 'node_modules/vite/bin/vite.js');

/** Runs both builds; returns false when one failed (its errors are on stderr). */
export function buildAll(outDir = 'dist', extraArgs = [], options = {}) {
  const runs = [
    ['build', '--outDir', outDir, '--emptyOutDir', ...extraArgs],
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', `${outDir}-ssr`, '--emptyOutDir', ...extraArgs],
  ];
  for (const args of runs) {
    const res = spawnSync(process.execPath, [vite, ...args], { cwd: root, stdio: 'inherit', ...options });
    if (res.status !== 0) return false;
  }
  return writeSharedStylesheet(outDir);
}

/**
 * The renderer's shared stylesheet (src/server-styles.tsx) as a built file, compressed like the
 * others (vite.config.ts). A child process: the renderer's module stays out of this one.
 */
function writeSharedStylesheet(outDir) {
  const entry = pathToFileURL(resolve(root, `${outDir}-ssr`, 'entry-server.js')).href;
  const script = `const { sharedStylesheet: s } = await import(${JSON.stringify(entry)}); process.stdout.write(JSON.stringify(s));`;
  const res = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  if (res.status !== 0) {
    process.stderr.write(res.stderr);
    return false;
  }
  const { file, css } = JSON.parse(res.stdout);
  const target = resolve(root, outDir, file);
  writeFileSync(target, css);
  writeFileSync(
    `${target}.br`,
    brotliCompressSync(css, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${target}.gz`, gzipSync(css, { level: 9 }));
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(buildAll(process.argv[2]) ? 0 : 1);
}
