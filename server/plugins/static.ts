// Serves the built PWA's files from STATIC_DIR (pages: plugins/pages.ts). The service worker and
// the HTML are never cached long, hashed assets forever.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Whether STATIC_DIR holds a built app (the pages plugin serves pages only then). */
export const hasBuiltApp = (staticDir: string) => fs.existsSync(path.join(staticDir, 'index.html'));

async function serveBuiltFiles(app: FastifyInstance) {
  const { staticDir } = app.config;
  if (!hasBuiltApp(staticDir)) {
    app.log.warn(`No built app in ${staticDir}: run "npm run build" to serve the PWA`);
    return;
  }
  await app.register(fastifyStatic, {
    root: staticDir,
    // One route per built file, found at start: every other address is a page (plugins/pages.ts).
    wildcard: false,
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
}

export const staticPlugin = fp(serveBuiltFiles, {
  name: 'hireloop-static',
  decorators: { fastify: ['config'] },
});
