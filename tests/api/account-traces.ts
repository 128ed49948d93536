// Where an account could still be found: every table with a column naming a user (read from the
// drizzle schema, so a table added later is covered without editing this file), the text of every
// row of every table in the database, and the objects in the Storage emulator.
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema.ts';

export type UserColumn = { table: string; column: string };

/**
 * Columns that hold a user's id: the users table's own id, every foreign key to it, and columns
 * named `user_id` without one (rows written to outlive the user, such as account_sweeps).
 */
export function userColumns(): UserColumn[] {
  const found: UserColumn[] = [{ table: 'users', column: 'id' }];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const byKey = config.foreignKeys
      .map((fk) => fk.reference())
      .filter((ref) => getTableConfig(ref.foreignTable).name === 'users')
      .flatMap((ref) => ref.columns.map((c) => c.name));
    const named = config.columns.filter((c) => c.name === 'user_id').map((c) => c.name);
    for (const column of new Set([...byKey, ...named])) found.push({ table: config.name, column });
  }
  return found;
}

/** Rows per user column that hold this id. */
export async function rowsNaming(db: Db, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, column } of userColumns()) {
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
    )) as unknown as { rows: Array<{ n: number }> };
    counts[`${table}.${column}`] = Number(result.rows[0]?.n);
  }
  return counts;
}

/** Every table of the database (not only those of schema.ts): a table made by hand is read too. */
export async function allTables(db: Db): Promise<string[]> {
  const result = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: Array<{ name: string }> };
  return result.rows.map((r) => r.name);
}

/** Each table's rows whose text (every column, JSON included) holds any of `needles`. */
export async function rowsMentioning(db: Db, needles: string[]) {
  const found: Array<{ table: string; row: string }> = [];
  for (const table of await allTables(db)) {
    const result = (await db.execute(sql`
      select x::text as row from ${sql.identifier(table)} x
      where exists (select 1 from jsonb_array_elements_text(${JSON.stringify(needles)}::jsonb) n
        where strpos(lower(x::text), lower(n)) > 0)`)) as unknown as { rows: Array<{ row: string }> };
    for (const r of result.rows) found.push({ table, row: r.row });
  }
  return found;
}

/** A hash of every row of every table: equal before and after means nothing changed anywhere. */
export async function everyTable(db: Db): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const table of await allTables(db)) {
    const result = (await db.execute(
      sql`select count(*)::int || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h
          from ${sql.identifier(table)} x`,
    )) as unknown as { rows: Array<{ h: string }> };
    hashes[table] = String(result.rows[0]?.h);
  }
  return hashes;
}

/** The object names in the Storage emulator's bucket that start with `prefix` (all when empty). */
export async function storageObjects(host: string, bucket: string, prefix = ''): Promise<string[]> {
  const url = `http://${host}/v0/b/${bucket}/o?prefix=${encodeURIComponent(prefix)}`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Storage emulator list: ${res.status}`);
  const body = (await res.json()) as { items?: Array<{ name: string }> };
  return (body.items ?? []).map((i) => i.name).sort();
}

/** Uploads a small object as a browser would have: the emulator's rules allow any write here. */
export async function upload(host: string, bucket: string, path: string, contentType: string) {
  const url = `http://${host}/v0/b/${bucket}/o?name=${encodeURIComponent(path)}`;
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body: 'x' });
  if (!res.ok) throw new Error(`Storage emulator upload of ${path}: ${res.status} ${await res.text()}`);
}
