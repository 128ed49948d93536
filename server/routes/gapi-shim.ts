// With the Firebase emulators only: the page's stand-in for Google's api.js (scripts/gapi-shim.js),
// which Google sign-in against the Auth emulator needs on a machine without internet. It is no file
// of the build, so a production build neither ships nor precaches it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

const shimFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/gapi-shim.js');

export async function gapiShimRoute(app: FastifyInstance) {
  if (!app.config.firebase.authEmulatorHost) return;
  const js = fs.readFileSync(shimFile, 'utf8');
  app.get('/gapi-shim.js', (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(js),
  );
}
