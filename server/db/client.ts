// Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Both run the same drizzle schema and migrations.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './lock.ts';
import * as schema from './schema.ts';

export type Db = PgliteDatabase<typeof schema>;
/** The handle a transaction's callback gets: the same query builder, inside the transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Database = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openPglite(dataDir: string, options: { lock?: boolean } = {}): Promise<Database> {
  const release = options.lock === false ? () => {} : lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
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

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // A dropped connection must not crash the process: the request fails (503) and the pool reconnects.
  // The pool listens for errors on idle clients only; a client checked out (inside a transaction,
  // between two queries) that loses its server emits 'error' with no listener, which would end the
  // process. Its next query fails instead, and the pool discards it on release.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const nodeDb = drizzlePg({ client: pool, schema });
  await migratePg(nodeDb, { migrationsFolder });
  // The query builder is the same for both drivers; one type keeps services driver-agnostic.
  return { db: nodeDb as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}
