// Keyset pagination, newest first: the cursor is the (created_at, id) of the last row sent, opaque to
// the client. created_at is carried in whole microseconds, so no row is skipped or repeated.
import { type AnyColumn, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { badRequest } from '../../http-error.ts';

export type CursorKey = { us: string; id: string };

/** Selects created_at as whole microseconds since the epoch (text: it exceeds 2^53 in JSON terms). */
export const microseconds = (createdAt: AnyColumn) =>
  sql<string>`(extract(epoch from ${createdAt}) * 1000000)::bigint::text`;

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(`${key.us}.${key.id}`).toString('base64url');
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function decodeCursor(cursor: string): CursorKey {
  const [us, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('.');
  if (extra !== undefined || !us || !/^-?\d{1,18}$/.test(us) || !id || !uuidPattern.test(id)) {
    throw badRequest('The cursor is not valid; start again from the first page');
  }
  return { us, id };
}

/**
 * Rows strictly after the cursor in (created_at DESC, id DESC) order; matches the btree indexes. The
 * key's parts are values, or placeholders of a prepared query.
 */
export function afterCursor(createdAt: AnyColumn, id: AnyColumn, key: { us: unknown; id: unknown }): SQL {
  return sql`(${createdAt}, ${id}) < (timestamptz 'epoch' + ${key.us}::bigint * interval '1 microsecond', ${key.id}::uuid)`;
}

/**
 * Newest first, spelled like the indexes (drizzle writes `DESC NULLS LAST` there). A bare `DESC` means
 * NULLS FIRST in PostgreSQL, which those indexes cannot serve: the planner would sort the whole table.
 */
export const newestFirst = (column: SQLWrapper) => sql`${column} desc nulls last`;

/** Takes `limit + 1` rows: the extra one only says whether another page exists. */
export function pageOf<T extends { cursorUs: string; id: string }>(rows: T[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    page,
    nextCursor: rows.length > limit && last ? encodeCursor({ us: last.cursorUs, id: last.id }) : null,
  };
}
