// Security headers with a CSP the app really works under (Firebase emulators or a real project),
// an explicit CORS policy (@fastify/cors), and the rate limit the auth routes opt into.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { rateLimitStore } from '../services/limits/rate-limit-store.ts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';
import { inlineScriptHashes } from '../lib/page-csp.ts';

/** Hashes of the inline scripts in the built index.html (the theme script runs before paint). */
function shellScriptHashes(staticDir: string): string[] {
  const file = path.join(staticDir, 'index.html');
  return fs.existsSync(file) ? inlineScriptHashes(fs.readFileSync(file, 'utf8')) : [];
}

function emulatorOrigins(config: Config): string[] {
  return [config.firebase.authEmulatorHost, config.firebase.storageEmulatorHost]
    .filter((h): h is string => Boolean(h))
    .map((h) => `http://${h}`);
}

/** Helmet's options: a CSP the app really works under, with the Firebase emulators or a real project. */
function helmetOptions(config: Config): HelmetOptions {
  const emulators = emulatorOrigins(config);
  const google = ['https://*.googleapis.com', 'https://*.firebaseapp.com', 'https://apis.google.com'];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...shellScriptHashes(config.staticDir), 'https://apis.google.com'],
        // Chakra (emotion) inserts style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...emulators],
        connectSrc: ["'self'", ...emulators, ...google],
        frameSrc: ["'self'", ...emulators, 'https://*.firebaseapp.com', 'https://accounts.google.com'],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Other sites get no referrer, as with no-referrer; our own server gets it, and an old
    // browser's form post then carries a real Origin or Referer (routes/page-forms.ts).
    referrerPolicy: { policy: 'same-origin' },
    // Google sign-in talks to its popup through window.opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * helmet's headers for these options, worked out once (they never change); framework refusals carry
 * the same set. Kept over @fastify/helmet, which reruns helmet per request at half the req/s
 * (docs/benchmarks.md, "Hand-written pieces").
 */
export function securityHeadersFor(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {}, // X-Powered-By: Fastify never sets it
  };
  helmet(helmetOptions(config))({} as IncomingMessage, collect as unknown as ServerResponse, () => {});
  return headers;
}

export const securityPlugin = fp(
  async (app: FastifyInstance, { headers }: { headers: Record<string, string> }) => {
    const { config } = app;
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });

    // CORS: the app is same-origin; only origins listed in CORS_ORIGINS may call the API cross-site
    // (none listed, the default: no CORS headers at all). Others get no CORS headers, and their
    // preflight finds no route.
    const allowed = new Set(config.corsOrigins);
    if (allowed.size > 0) {
      await app.register(cors, {
        origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
        methods: 'GET,POST,PUT,DELETE',
        allowedHeaders: 'authorization,content-type,idempotency-key',
        // Paged lists (history, applicants) give their next page in a Link header: let scripts read it.
        exposedHeaders: 'link',
        maxAge: 600,
        // A preflight without its request method is answered like any other, not with a text 400.
        strictPreflight: false,
      });
    }

    await app.register(rateLimit, {
      global: false,
      // Sliding windows, counted in Redis (shared by every server) while REDIS_URL's server answers.
      store: rateLimitStore(app.redis),
      errorResponseBuilder: (_req, context) => ({
        statusCode: 429,
        success: false,
        message: `Too many attempts, please wait ${Math.ceil(context.ttl / 1000)} seconds and try again`,
      }),
    });
  },
  { name: 'hireloop-security', decorators: { fastify: ['config'] } },
);
