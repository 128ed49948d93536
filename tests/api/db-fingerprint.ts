// What is in the database, table by table: its row count and a hash of every row. Two equal
// fingerprints mean a request changed nothing (no insert, no update, no delete) in any table.
import { sql } from 'drizzle-orm';
import type { TestContext } from './harness.ts';

export const tables = [
  'users',
  'candidate_profiles',
  'recruiter_profiles',
  'jobs',
  'applications',
  'posts',
  'idempotency_keys',
] as const;

export type Fingerprint = Record<(typeof tables)[number], { rows: number; hash: string }>;

export async function fingerprint(ctx: Pick<TestContext, 'db'>): Promise<Fingerprint> {
  const parts = tables.map(
    (t) =>
      `select '${t}' as name, count(*)::int as rows, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as hash from ${t} x`,
  );
  const result = (await ctx.db.execute(sql.raw(parts.join(' union all ')))) as unknown as {
    rows: Array<{ name: (typeof tables)[number]; rows: number; hash: string }>;
  };
  return Object.fromEntries(
    result.rows.map((r) => [r.name, { rows: Number(r.rows), hash: r.hash }]),
  ) as Fingerprint;
}

/** Row counts only, for reports. */
export const counts = (f: Fingerprint) =>
  Object.fromEntries(Object.entries(f).map(([name, v]) => [name, v.rows]));
