// "Did you mean …": when a search finds nothing, each of its words that no job title or skill
// holds is replaced by the closest word that one does (pg_trgm similarity over search_words).
// similarity() is called, not the `%` operator: PGlite's pg_trgm answers nothing for `%` (its
// threshold setting is not linked in the WebAssembly build) and stalls the database after it.
import { sql } from 'drizzle-orm';
import { fold } from '../../../contract/search-text.ts';
import type { Db, Tx } from '../../db/client.ts';
import { keptWords } from './query-terms.ts';

/** A plain word worth correcting: letters only, not excluded (-word), not inside quotes. */
const plainWord = /^[\p{L}]{3,40}$/u;

/** The query with its unknown words replaced by close known ones; null when none was replaced. */
export async function closeQuery(db: Db | Tx, q: string): Promise<string | null> {
  const tokens = keptWords(q).split(' ');
  let quoted = false;
  const candidates: { index: number; word: string }[] = [];
  tokens.forEach((token, index) => {
    const opens = (token.match(/"/g)?.length ?? 0) % 2 === 1;
    if (!quoted && plainWord.test(token)) candidates.push({ index, word: fold(token) });
    if (opens) quoted = !quoted;
  });
  if (candidates.length === 0) return null;
  const { rows } = await db.execute<{ typed: string; fix: string | null }>(sql`
    select w.typed, (
      select s.word from search_words s
      where abs(length(s.word) - length(w.typed)) <= 3 and similarity(s.word, w.typed) >= 0.25
      order by similarity(s.word, w.typed) desc, s.word
      limit 1
    ) as fix
    from jsonb_array_elements_text(${JSON.stringify(candidates.map((c) => c.word))}::jsonb) as w(typed)
    where not exists (select 1 from search_words s where s.word = w.typed)`);
  // A known word that merely extends or shortens the typed one (nurse, nurses) is its inflection,
  // which stemming already matches: no correction.
  const fixes = new Map(
    rows.flatMap((r) =>
      r.fix && !r.fix.startsWith(r.typed) && !r.typed.startsWith(r.fix) ? [[r.typed, r.fix]] : [],
    ),
  );
  if (fixes.size === 0) return null;
  const out = [...tokens];
  for (const c of candidates) {
    const fix = fixes.get(c.word);
    if (fix) out[c.index] = fix;
  }
  return out.join(' ');
}
