// Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Both run the same drizzle schema and migrations. The server runs PGlite in a process of its own
// (pglite-process.ts) and talks to it as to PostgreSQL; tools and tests may open it in-process.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions.ts';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { runDataMigrations } from './data-migrations.ts';
import { lockDataDir } from './lock.ts';
import type { Db } from './handles.ts';
import type { ChildMessage } from './pglite-process.ts';
import * as schema from './schema.ts';

export type { Db, Tx } from './handles.ts';
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PostgreSQL's address, for a connection of its own beside the pool (LISTEN, delivery/live/). */
  url?: string;
};

/** Called with every statement's SQL text (tests count the queries a part of the server makes). */
export type OnQuery = (sql: string) => void;
const loggerOf = (onQuery: OnQuery | undefined) => onQuery && { logQuery: (sql: string) => onQuery(sql) };

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openPglite(
  dataDir: string,
  options: { lock?: boolean; onQuery?: OnQuery } = {},
): Promise<Database> {
  const release = options.lock === false ? () => {} : lockDataDir(dataDir);
  try {
    const client = await PGlite.create({
      dataDir: path.join(dataDir, 'pglite'),
      extensions: pgliteExtensions,
    });
    const db = drizzlePglite({ client, schema, logger: loggerOf(options.onQuery) });
    await migratePglite(db, { migrationsFolder });
    await runDataMigrations(db);
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/**
 * A node-postgres pool. A dropped connection must not crash the process: the request fails (503)
 * and the pool reconnects. The pool listens for errors on idle clients only; a client checked out
 * (inside a transaction, between two queries) that loses its server emits 'error' with no
 * listener, which would end the process. Its next query fails instead, and the pool discards it.
 */
function pgPool(config: pg.PoolConfig) {
  const pool = new pg.Pool({ connectionTimeoutMillis: 5000, ...config });
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

async function migrated(pool: pg.Pool, onQuery?: OnQuery): Promise<Db> {
  const nodeDb = drizzlePg({ client: pool, schema, logger: loggerOf(onQuery) });
  await migratePg(nodeDb, { migrationsFolder });
  // The query builder is the same for both drivers; one type keeps services driver-agnostic.
  const db = nodeDb as unknown as Db;
  await runDataMigrations(db);
  return db;
}

export async function openPostgres(url: string, options: { onQuery?: OnQuery } = {}): Promise<Database> {
  const pool = pgPool({ connectionString: url, max: 10 });
  return { db: await migrated(pool, options.onQuery), kind: 'postgres', close: () => pool.end(), url };
}

/** Connections from the server to its PGlite process. */
const pgliteConnections = 4;

const childFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-process.ts');

/** Why the database process ended, for the log line that stops the server. */
export type ProcessLost = { pid: number | undefined; code: number | null; signal: NodeJS.Signals | null };

/**
 * PGlite in DATA_DIR, run by a child process (pglite-process.ts) and reached through node-postgres
 * on a unix socket. The child ends with this process; if it ends first, `onLost` is called (the
 * server stops: a server without its database would only answer errors).
 */
export async function servePglite(dataDir: string, onLost: (lost: ProcessLost) => void): Promise<Database> {
  const release = lockDataDir(dataDir);
  // node-postgres reaches a unix socket as `<host>/.s.PGSQL.<port>`.
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-pglite-'));
  const port = 5432;
  const child = fork(childFile, [path.resolve(dataDir), path.join(socketDir, `.s.PGSQL.${port}`)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let closing = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const cleanUp = () => {
    fs.rmSync(socketDir, { recursive: true, force: true });
    release();
  };
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('message', (message: ChildMessage) =>
        'ready' in message ? resolve() : reject(new Error(`PGlite did not open: ${message.failed}`)),
      );
      child.once('exit', (code, signal) =>
        reject(new Error(`The database process ended while starting (${signal ?? `exit code ${code}`})`)),
      );
    });
  } catch (err) {
    child.kill('SIGKILL');
    await exited;
    cleanUp();
    throw err;
  }
  child.once('exit', (code, signal) => {
    if (closing) return;
    cleanUp();
    onLost({ pid: child.pid, code, signal });
  });
  // Several connections to the one session (pglite-sessions.ts keeps them apart): queries asked
  // together are all sent at once, instead of each waiting for the answer before it. They stay open.
  const pool = pgPool({
    host: socketDir,
    port,
    user: 'postgres',
    database: 'postgres',
    max: pgliteConnections,
    idleTimeoutMillis: 0,
  });
  try {
    const db = await migrated(pool);
    return {
      db,
      kind: 'pglite',
      close: async () => {
        closing = true;
        await pool.end();
        if (child.connected) child.send('close');
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killer);
        cleanUp();
      },
    };
  } catch (err) {
    closing = true;
    await pool.end().catch(() => {});
    child.kill('SIGKILL');
    await exited;
    cleanUp();
    throw err;
  }
}

/** The server's database: PostgreSQL when DATABASE_URL is set, else PGlite in its own process. */
export function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  onLost: (lost: ProcessLost) => void,
): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : servePglite(config.dataDir, onLost);
}
