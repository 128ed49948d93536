// A real app on a real, migrated database for each test file: a copy of the PGlite template, or a
// fresh database on the PostgreSQL server named by DATABASE_URL. Nothing of ours is mocked.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { type Database, type OnQuery, openPglite, openPostgres } from '../../server/db/client.ts';
import { users } from '../../server/db/schema.ts';
import type { Actor } from '../../server/services/common/actor.ts';
import type { FirebaseAdmin } from '../../server/services/files/firebase-admin.ts';
import { startSession } from '../../server/services/accounts/sessions.ts';
import { createTokenService } from '../../server/services/accounts/tokens.ts';
import { fold } from '../../contract/search-text.ts';

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  tokens: ReturnType<typeof createTokenService>;
  close: () => Promise<void>;
};

/** An empty database on the PostgreSQL server of `url`, dropped when closed; `open` migrates it. */
export async function freshPostgres(
  url: string,
  open: (url: string) => Promise<Database> = openPostgres,
): Promise<Database> {
  const name = `hireloop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await open(target.toString());
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function freshPglite(onQuery?: OnQuery): Promise<{ database: Database; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-test-'));
  fs.cpSync(inject('pgliteTemplate'), dir, { recursive: true });
  return { database: await openPglite(dir, { lock: false, onQuery }), dir };
}

export async function createTestContext(
  options: {
    env?: Record<string, string>;
    firebase?: FirebaseAdmin;
    onRoute?: (route: { method: string; url: string }) => void;
    logStream?: { write: (line: string) => void };
    /** A database the test made itself (closed with the context), instead of a fresh one. */
    database?: Database;
    /** Told every statement the fresh database runs, the app's and the test's own. */
    onQuery?: OnQuery;
  } = {},
): Promise<TestContext> {
  const url = process.env.DATABASE_URL;
  const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-test-'));
  const { database, dir } = options.database
    ? { database: options.database, dir: tmp() }
    : url
      ? {
          database: await freshPostgres(url, (u) => openPostgres(u, { onQuery: options.onQuery })),
          dir: tmp(),
        }
      : await freshPglite(options.onQuery);
  const config = loadConfig({
    DATA_DIR: dir,
    STATIC_DIR: path.join(dir, 'no-dist'),
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '10000',
    RATE_LIMIT_WRITES_PER_MINUTE: '10000',
    RATE_LIMIT_READS_PER_MINUTE: '10000',
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    FIREBASE_STORAGE_EMULATOR_HOST: process.env.FIREBASE_STORAGE_EMULATOR_HOST,
    ...options.env,
  });
  const tokens = createTokenService(new TextEncoder().encode(config.jwtSecret), config.tokenTtlDays);
  const app = await buildApp(config, database, {
    tokens,
    firebase: options.firebase,
    onRoute: options.onRoute,
    logStream: options.logStream,
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    tokens,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestUser = Actor & { token: string };

/** A user straight in the database (no scrypt per user), with a real signed token. */
export async function makeUser(
  ctx: TestContext,
  role: 'candidate' | 'recruiter' | null,
  name = `${role ?? 'new'}-${randomBytes(6).toString('hex')}`,
): Promise<TestUser> {
  const [u] = await ctx.db
    .insert(users)
    .values({
      username: name,
      usernameFolded: fold(name),
      email: `${name}@test.example.com`.toLowerCase(),
      role,
    })
    .returning();
  if (!u) throw new Error('user not created');
  return {
    id: u.id,
    role: u.role,
    username: u.username,
    email: u.email,
    image: u.image,
    token: await signFor(ctx, u.id),
  };
}

/** A new device session of the user, and its token, as a sign-in makes them. */
export const signFor = (ctx: TestContext, userId: string) =>
  startSession(ctx.db, ctx.tokens, userId, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36');

/** app.inject with JSON and an optional bearer token; returns status and parsed body. */
export async function call(
  ctx: TestContext,
  method: InjectOptions['method'],
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await ctx.app.inject({
    method,
    url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    payload:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
  });
  let body: any;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body, headers: res.headers };
}

/**
 * Follows `nextCursor` from the first page to the last; every page must answer 200 with at most
 * `limit` rows (the `limit` of the url). Returns every row in order and each page's size.
 */
export async function walkPages(ctx: TestContext, url: string, token?: string) {
  const limit = Number(new URL(url, 'http://x').searchParams.get('limit') ?? 20);
  const rows: any[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const sep = url.includes('?') ? '&' : '?';
    const res = await call(ctx, 'GET', `${url}${cursor ? `${sep}cursor=${cursor}` : ''}`, { token });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
    if (res.body.data.length > limit) throw new Error(`${url}: a page of ${res.body.data.length} > ${limit}`);
    rows.push(...res.body.data);
    sizes.push(res.body.data.length);
    cursor = res.body.nextCursor;
  } while (cursor && sizes.length < 100);
  return { rows, sizes };
}

/** The URL of a `Link: <…>; rel="next"` header, which must be exactly the server's format; null when absent. */
export function nextLink(headers: Record<string, unknown>): string | null {
  const link = headers.link;
  if (link === undefined) return null;
  const match = /^<(\/api\/[^<>\s]+)>; rel="next"$/.exec(String(link));
  if (!match?.[1]) throw new Error(`not a next-page Link header: ${String(link)}`);
  return match[1];
}

/**
 * Follows the `Link: <…>; rel="next"` header from the first page to the last, as a client of the
 * array lists (history, applicants) does; every body must be an array of at most `limit` rows.
 * Returns every row in order, each page's size and each next-page URL followed.
 */
export async function walkLinks(ctx: TestContext, url: string, token?: string) {
  const limit = Number(new URL(url, 'http://x').searchParams.get('limit') ?? 20);
  const rows: any[] = [];
  const sizes: number[] = [];
  const links: string[] = [];
  let next: string | null = url;
  while (next && sizes.length < 100) {
    const res = await call(ctx, 'GET', next, { token });
    if (res.status !== 200) throw new Error(`${next}: ${res.status} ${JSON.stringify(res.body)}`);
    if (!Array.isArray(res.body)) throw new Error(`${next}: the body is not an array`);
    if (res.body.length > limit) throw new Error(`${next}: a page of ${res.body.length} > ${limit}`);
    rows.push(...res.body);
    sizes.push(res.body.length);
    next = nextLink(res.headers);
    if (next) links.push(next);
  }
  return { rows, sizes, links };
}
