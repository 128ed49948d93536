// Repeated public reads (a page of jobs, one job, a page of the feed) are answered from memory while
// the database has not changed, with an ETag (and 304 for a matching If-None-Match). No TTL: a hit is
// always what the query would answer now. Handlers of cached routes answer from the database alone.
// An entry keeps a gzip copy, made once when it is stored, for clients that accept it (every
// browser does): a page of jobs shrinks several times, and moving those bytes is most of a hit's CPU
// (the socket writes), besides being what a patchy connection waits for. Once compressed, only the
// gzip copy is kept (a client without gzip, rare, gets it inflated): the same memory holds about
// three times as many pages, and fewer reads miss.
//
// How "not changed" is known:
// - PostgreSQL (possibly shared by several processes): the version of an entry is the database
//   snapshot (`pg_current_snapshot()`: xmin, xmax, in-progress transactions) read before the handler
//   ran; any commit anywhere changes it. One snapshot read serves every request waiting at that
//   moment, and each request waits for a read that started after it arrived, so a write acknowledged
//   to anyone before the request is always seen.
// - PGlite (one process only: the data dir is locked): a counter in this process, moved by every
//   write handler when it starts and when it ends; while one runs, nothing is served from or stored
//   in the cache. No query per request (a PGlite query blocks the event loop). Two kinds of write
//   are known to change less: a sign-in changes nothing cached, an apply one job's answers only
//   (writesNothingCached, writesOneJob).
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import vary from 'vary';
import { offlineRoutes } from '../../contract/offline-writes.ts';
import type { Database, Db } from '../db/client.ts';
import { sessionCookieToken } from '../services/accounts/session-cookie.ts';
import { stylesHeld } from '../lib/styles-cookie.ts';
import { pageRoutes } from '../lib/page-routes.ts';
import { missFlights } from './read-cache-flights.ts';
import { type JobWrites, jobWrites, type ShownJobs } from './read-cache-jobs.ts';

/** Route URLs whose anonymous GETs are cached: public API reads, and pages rendered for visitors. */
export const cachedRoutes = new Set([
  '/api/getAllJobs',
  '/api/recruiter/postinfo/:UrlPath',
  '/api/feed/posts',
  '/api/places',
  ...pageRoutes,
]);

/**
 * Write routes whose writes no cached answer reads: a sign-in writes a session row and nothing a
 * visitor's page or a public read shows. They neither stop nor invalidate the cache, which matters
 * because a sign-in's handler spends its time hashing (and waiting to hash): counted as a write, a
 * steady flow of sign-ins kept the whole cache off.
 */
export const writesNothingCached = new Set(['/api/signin', '/sign-in']);

/**
 * Write routes that change one job's answers and nothing else a cached answer shows, with the
 * parameter naming the job (read-cache-jobs.ts): the offline kinds that say so, such as an apply.
 */
export const writesOneJob = new Map<string, string>(
  offlineRoutes.flatMap(({ url, write }) =>
    write.readCache ? [[`/api${url}`, write.readCache.oneJob]] : [],
  ),
);

/** The headers a cached answer is sent with again (a page has its own CSP and content type). */
const keptHeaders = ['content-type', 'content-security-policy', 'cache-control'] as const;

// The payload is kept as bytes: a hit then costs no UTF-8 encoding and no length count, which
// would otherwise be a large share of a hit's CPU.
type Entry = {
  version: string;
  /** Where writes to single jobs stood when the answer was read, and the jobs it shows. */
  seq: number;
  jobs: ShownJobs;
  /** Epoch ms from which the answer is stale though nothing was written (a job in it closes). */
  until: number;
  etag: string;
  /** The answer's bytes; null when the gzip copy is kept instead. */
  payload: Buffer | null;
  headers: Record<string, string>;
  /** null when compressing would not pay (a small payload). */
  gzip: { etag: string; payload: Buffer } | null;
};
type Representation = { etag: string; payload: Buffer; encoding?: 'gzip' };
type Options = { maxEntries?: number; maxBytes?: number };

declare module 'fastify' {
  interface FastifyRequest {
    readCache: { key: string; version: string; until: number; seq: number; jobs: ShownJobs } | null;
  }
}

/** Below this many bytes a response is sent as it is: gzip would save less than a packet. */
export const COMPRESS_MIN_BYTES = 1024;

/** Whether an Accept-Encoding header accepts gzip (by name or by `*`, with a q above 0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  let gzip: boolean | null = null;
  let star = false;
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const accepted = !q || Number(q.slice(2)) > 0;
    if (name === 'gzip' || name === 'x-gzip') gzip = accepted;
    else if (name === '*') star = accepted;
  }
  return gzip ?? star;
}

type Marker = NonNullable<FastifyRequest['readCache']>;

function makeEntry(marker: Marker, payload: Buffer, headers: Record<string, string>): Entry {
  const hash = createHash('sha1').update(payload).digest('base64url');
  const compressed = payload.length >= COMPRESS_MIN_BYTES ? gzipSync(payload) : null;
  const gzip = compressed && compressed.length < payload.length ? compressed : null;
  return {
    version: marker.version,
    seq: marker.seq,
    jobs: marker.jobs,
    until: marker.until,
    etag: `"${hash}"`,
    payload: gzip ? null : payload,
    headers,
    // Its own ETag: a strong validator names one representation, and this is another.
    gzip: gzip && { etag: `"${hash}-gz"`, payload: gzip },
  };
}

/** `entry` when it may answer a request that arrived at `version`, now. */
const fresh = (entry: Entry | undefined, version: string, jobs: JobWrites | null) =>
  entry &&
  entry.version === version &&
  Date.now() < entry.until &&
  (jobs?.unchangedSince(entry.seq, entry.jobs) ?? true)
    ? entry
    : undefined;

const sizeOf = (entry: Entry) => (entry.payload?.length ?? 0) + (entry.gzip?.payload.length ?? 0);

/** The representation to send: gzip when the client accepts it and the entry has it. */
function representation(request: FastifyRequest, entry: Entry): Representation {
  if (entry.gzip && acceptsGzip(request.headers['accept-encoding'])) {
    return { ...entry.gzip, encoding: 'gzip' };
  }
  return { etag: entry.etag, payload: entry.payload ?? gunzipSync(entry.gzip?.payload ?? Buffer.alloc(0)) };
}

/**
 * A page's cache key: its host and address, apart. Joined bare, `Host: a/b` with `/c` would share
 * the key of `Host: a` with `/b/c`; a line break can be in neither (HTTP forbids it in both).
 */
export const pageKey = (host: string, url: string) => `${host}\n${url}`;

/** The database snapshot as text: changes with every commit in the cluster. */
export async function readSnapshot(db: Db): Promise<string> {
  const res = (await db.execute(sql`select pg_current_snapshot()::text as v`)) as unknown as {
    rows: Array<{ v: string }>;
  };
  const v = res.rows[0]?.v;
  if (typeof v !== 'string') throw new Error('pg_current_snapshot() returned nothing');
  return v;
}

/**
 * Coalesces snapshot reads: a caller joins the read that will start next (never one already
 * running), so a burst of requests costs one query and at most one read runs at a time.
 */
export function snapshotReader(read: () => Promise<string>) {
  let pending: Promise<string> | null = null;
  let inFlight: Promise<unknown> | null = null;
  return function current(): Promise<string> {
    if (pending) return pending;
    const before = inFlight;
    const p = (async () => {
      await before?.catch(() => {}); // always yields once, so `pending` is set before this line ends
      pending = null; // this read starts now: later callers need the next one
      return read();
    })();
    pending = p;
    inFlight = p;
    return p;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when the read cache is on. `changed()`: a write made outside a route (a test's). */
    readCache?: { size: () => number; changed: () => void };
  }
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * PGlite's version: a counter in this process that every write moves when it starts and again when
 * it is over; null while one runs. Every write reaches the database through the handler of a POST,
 * PUT or DELETE route (a GET never writes; hooks before a handler only read: auth, rate limits; the
 * demo data and migrations are written before the server listens), so the handlers are where writes
 * are counted: no query per request, and nothing to guess from SQL text.
 *
 * A request holds the count only while its handler runs, never while its body is still arriving:
 * one client sending a slow (or stalled) body must not turn the cache off for everyone. The handler
 * settles however its client goes (a hang-up mid-transaction included), and lets go exactly once.
 */
function writeCounter(app: FastifyInstance): Versions {
  let counter = 0;
  let writing = 0;
  const jobs = jobWrites();
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => readMethods.has(method))) return;
    if (writesNothingCached.has(route.url)) return;
    const handler = route.handler;
    const jobParam = writesOneJob.get(route.url);
    route.handler = async function countedWrite(request, reply) {
      const job = jobParam && (request.params as Record<string, unknown>)[jobParam];
      if (typeof job === 'string') {
        jobs.start(job);
        try {
          return await handler.call(this, request, reply);
        } finally {
          if (jobs.end(job)) counter++;
        }
      }
      // Both moves change the counter: what was read meanwhile may be stale.
      counter++;
      writing++;
      try {
        return await handler.call(this, request, reply);
      } finally {
        counter++;
        writing--;
      }
    };
  });
  return {
    version: async () => (writing > 0 ? null : `local:${counter}`),
    changed: () => {
      counter++;
    },
    jobs,
  };
}

/**
 * Time changes an answer without any write when a job in it reaches its deadline: the handler names
 * the first such instant, and the cached answer is not served from then on.
 */
export function cacheUntil(request: FastifyRequest, until: Date | string) {
  const marker = request.readCache;
  if (marker) marker.until = Math.min(marker.until, new Date(until).getTime());
}

/**
 * The handler names the jobs its answer shows (all of them: a list's page, the one job), so that a
 * write to another job leaves it cached. An answer that names none counts as showing every job.
 */
export function cacheShows(request: FastifyRequest, jobIds: Iterable<string>) {
  const marker = request.readCache;
  if (marker) marker.jobs = new Set([...(marker.jobs ?? []), ...jobIds]);
}

type Versions = {
  version: () => Promise<string | null>;
  changed: () => void;
  /** PGlite: writes to single jobs, kept apart from the counter. */
  jobs: JobWrites | null;
};

function versionSource(app: FastifyInstance, database: Pick<Database, 'db' | 'kind'>): Versions {
  if (database.kind === 'pglite') return writeCounter(app);
  // Any commit anywhere moves the snapshot: nothing to announce.
  const snapshot = snapshotReader(() => readSnapshot(database.db));
  return { version: () => snapshot().catch(() => null), changed: () => {}, jobs: null };
}

export const readCachePlugin = fp(
  async (app: FastifyInstance, options: Options) => {
    const deps = { database: app.database };
    // Real traffic asks for many different searches and jobs: the bytes bound the cache, not a count.
    // A Zipf mix over 13,500 URLs (bench/mixed.mjs; a page of jobs ~4 KB gzipped, a job ~1 KB), in an
    // LRU simulation of 300,000 draws: raw and gzip copies both kept, 32 MB held 6,700 entries and 11%
    // of reads missed; gzip alone, 13,100 entries in 21 MB and 4.4% (capped at 10,000 entries: 6.3%).
    const maxEntries = options.maxEntries ?? 20_000;
    const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    const entries = new Map<string, Entry>(); // insertion order = least recently used first
    let bytes = 0;
    const { version: currentVersion, changed, jobs } = versionSource(app, deps.database);
    const flights = missFlights();
    /** The requests whose handler answers a miss for those that wait: how each ends its run. */
    const leading = new WeakMap<FastifyRequest, () => void>();
    const endRun = async (request: FastifyRequest) => {
      leading.get(request)?.();
    };

    const remove = (key: string) => {
      const old = entries.get(key);
      if (!old) return;
      bytes -= sizeOf(old);
      entries.delete(key);
    };
    const store = (key: string, entry: Entry) => {
      remove(key);
      if (sizeOf(entry) > maxBytes / 8) return;
      entries.set(key, entry);
      bytes += sizeOf(entry);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
    };
    /** Sets the headers of `entry`; returns the payload to send, or null for a 304. */
    const prepare = (request: FastifyRequest, reply: FastifyReply, entry: Entry, status: 'hit' | 'miss') => {
      const chosen = representation(request, entry);
      reply.headers(entry.headers).header('etag', chosen.etag).header('x-read-cache', status);
      const varies = pageRoutes.has(request.routeOptions.url ?? '')
        ? ['Accept-Encoding', 'Cookie']
        : 'Accept-Encoding';
      reply.header('vary', vary.append(String(reply.getHeader('vary') ?? ''), varies));
      if (request.headers['if-none-match'] === chosen.etag) {
        reply.code(304);
        return null;
      }
      if (chosen.encoding) reply.header('content-encoding', chosen.encoding);
      return chosen.payload;
    };

    app.decorateRequest('readCache', null);
    // Runs after the auth hook: a candidate's one-job read says whether they applied, so it is theirs.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || !cachedRoutes.has(request.routeOptions.url ?? '')) return;
      if (request.actor?.role === 'candidate' && request.routeOptions.url?.includes('postinfo')) return;
      const page = pageRoutes.has(request.routeOptions.url ?? '');
      // A signed-in user's page is the app shell, never a visitor's page.
      if (page && sessionCookieToken(request.headers.cookie)) return;
      // A page names its own address (canonical, previews): the host is part of it.
      // A page differs by whether the browser holds the shared stylesheet (inline or linked).
      const key = page
        ? pageKey(request.host, `${request.url}\n${stylesHeld(request.headers.cookie)}`)
        : request.url;
      const version = await currentVersion();
      if (version === null) return; // a write is running (or the version is unknown): no cache
      let hit = fresh(entries.get(key), version, jobs);
      const run = hit ? null : flights.running(key, version);
      if (run) {
        // The same question is being answered: its answer (if it gets stored) is this one's too.
        await run;
        hit = fresh(entries.get(key), version, jobs);
      }
      if (hit) {
        entries.delete(key); // most recently used goes last
        entries.set(key, hit);
        const payload = prepare(request, reply, hit, 'hit');
        if (!hit.headers['content-type']) reply.type('application/json; charset=utf-8');
        return payload ? reply.send(payload) : reply.send();
      }
      const seq = jobs?.now() ?? 0;
      request.readCache = { key, version, until: Number.POSITIVE_INFINITY, seq, jobs: null };
      leading.set(request, flights.lead(key, version));
    });
    // Whatever way a request ends (an error, a refusal by a later hook, a hang-up), its run ends too.
    app.addHook('onResponse', endRun);
    app.addHook('onRequestAbort', endRun);
    app.addHook('onSend', async (request, reply, payload) => {
      const marker = request.readCache;
      if (!marker || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const headers: Record<string, string> = {};
      for (const name of keptHeaders) {
        const value = reply.getHeader(name);
        if (typeof value === 'string') headers[name] = value;
      }
      const entry = makeEntry(marker, Buffer.from(payload), headers);
      // PGlite: a write that started while the handler ran moved the version, or the jobs shown;
      // keep nothing then.
      const unchanged =
        deps.database.kind === 'postgres' ||
        ((await currentVersion()) === marker.version &&
          (jobs?.unchangedSince(marker.seq, marker.jobs) ?? true));
      if (unchanged) {
        store(marker.key, entry);
      }
      leading.get(request)?.();
      return prepare(request, reply, entry, 'miss') ?? '';
    });
    app.decorate('readCache', { size: () => entries.size, changed });
  },
  // After auth: a candidate's one-job read says whether they applied, so it is never shared.
  { name: 'hireloop-read-cache', dependencies: ['hireloop-auth'], decorators: { fastify: ['database'] } },
);
