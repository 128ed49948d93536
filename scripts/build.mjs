// `npm run build`: the browser's app into <outDir> (default dist/) and the server's renderer of the
// same screens into <outDir>-ssr/, where the server looks for it (server/config.ts, SSR_DIR).
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(buildAll(process.argv[2]) ? 0 : 1);
}
