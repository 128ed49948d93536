// Serves the built PWA from STATIC_DIR. Unknown non-API paths get index.html (client routing);
// the service worker and the HTML are never cached long, hashed assets forever.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function staticPlugin(app: FastifyInstance, staticDir: string) {
  const hasBuild = fs.existsSync(path.join(staticDir, 'index.html'));
  if (!hasBuild) {
    app.log.warn(`No built app in ${staticDir}: run "npm run build" to serve the PWA`);
    return false;
  }
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: true,
    index: false,
    // The build writes .br/.gz next to each text file (vite.config.ts): sent when the browser accepts them.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // A precompressed file (index.html.br) is cached like the file it stands for.
      const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else if (name === 'sw.js' || name.endsWith('.html') || name.endsWith('.webmanifest')) {
        res.header('cache-control', 'no-cache');
      } else {
        res.header('cache-control', 'public, max-age=86400');
      }
    },
  });
  return true;
}

/**
 * The prerendered screens of the build (scripts/vite-prerender.ts writes prerendered/<path>.html,
 * `/` as prerendered/index.html): route path → file under STATIC_DIR.
 */
export function prerenderedPages(staticDir: string): Map<string, string> {
  const dir = path.join(staticDir, 'prerendered');
  const pages = new Map<string, string>();
  if (!fs.existsSync(dir)) return pages;
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.html')) continue;
    const page = name.slice(0, -'.html'.length);
    pages.set(page === 'index' ? '/' : `/${page}`, `prerendered/${name}`);
  }
  return pages;
}
