// Searches asked again soon are answered from memory: the counts and the ranked ids of a page, per
// query, while the jobs have not changed and for a few seconds at most. "Not changed" is the jobs'
// generation (migration 0024): every statement that writes jobs moves it in its own transaction, so
// a write is never visible to a search while the number it read still looks current, whichever
// server made the write. Time alone also changes an answer (a job reaching its deadline leaves the
// counts, "posted within" moves on): hence the age limit. The page's jobs themselves are read again
// for every search (search-jobs.ts), so what a card shows (applications received) is never cached.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** How long a search stays an answer though nothing was written. */
export const searchMaxAgeMs = 5_000;
/** Distinct searches kept (the least recently asked go first): a few hundred bytes each. */
const maxEntries = 1_000;

/** Where the jobs stand: read before a search, so a write that lands during it moves it past. */
export async function jobsGeneration(db: Db): Promise<number> {
  const { rows } = await db.execute<{ generation: string | number }>(
    sql`select generation from jobs_generation`,
  );
  return Number(rows[0]?.generation ?? 0);
}

type Entry<T> = { generation: number; until: number; value: Promise<T> };

/**
 * A cache of computed answers by key. The same question asked while it is being computed waits for
 * that answer instead of computing it again; a failed computation is forgotten.
 */
export function answerCache<T>({ maxAgeMs = searchMaxAgeMs, now = Date.now } = {}) {
  const entries = new Map<string, Entry<T>>(); // insertion order: least recently asked first
  return function answer(key: string, generation: number, compute: () => Promise<T>): Promise<T> {
    const at = now();
    const held = entries.get(key);
    entries.delete(key);
    if (held && held.generation === generation && at < held.until) {
      entries.set(key, held);
      return held.value;
    }
    const entry: Entry<T> = { generation, until: at + maxAgeMs, value: compute() };
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  };
}

/** A query's key: the same fields with the same values give the same key, whatever their order. */
export const queryKey = (query: object, ...more: Array<string | number | undefined>) =>
  JSON.stringify([query, ...more], Object.keys(query).sort());
