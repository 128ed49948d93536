// What is in the database, table by table: its row count and a mark of its last change. Two equal
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
  'notification_preferences',
  'sessions',
  'account_tokens',
  'company_members',
  'company_invitations',
  'application_moves',
  'application_notes',
  'scorecard_criteria',
  'scorecards',
  'interviews',
  'interview_times',
  'interview_interviewers',
  'notifications',
  'mail_outbox',
] as const;

export type Fingerprint = Record<(typeof tables)[number], { rows: number; hash: string }>;

/**
 * Every write stamps the row versions it writes with its transaction's id (xmin), and ids only
 * grow: a table whose row count and newest xmin stand still had no insert, update or delete. This
 * reads each row's header, not its content, so a test may take thousands of fingerprints. Sessions
 * are hashed instead, without last_seen_at: a session's last sign of life moves whenever it is used
 * (at most once a minute), refused request or not.
 */
const changeMark = (table: string) =>
  table === 'sessions'
    ? `md5(coalesce(string_agg((to_jsonb(x) - 'last_seen_at')::text, '|' order by x.id), ''))`
    : 'coalesce(max(x.xmin::text::bigint), 0)::text';

export async function fingerprint(ctx: Pick<TestContext, 'db'>): Promise<Fingerprint> {
  const parts = tables.map(
    (t) => `select '${t}' as name, count(*)::int as rows, ${changeMark(t)} as hash from ${t} x`,
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

/** Whether any row of any table holds `text` anywhere in it (keys of JSON columns included). */
export async function databaseHolds(ctx: Pick<TestContext, 'db'>, text: string): Promise<boolean> {
  const counts = tables.map(
    (t) => sql`select count(*)::int as n from ${sql.identifier(t)} x where strpos(x::text, ${text}) > 0`,
  );
  const result = (await ctx.db.execute(
    sql`select coalesce(sum(n), 0)::int as n from (${sql.join(counts, sql` union all `)}) found`,
  )) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]?.n) > 0;
}
