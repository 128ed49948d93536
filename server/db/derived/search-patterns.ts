// The LIKE patterns searches are made of, from a query folded as the stored text is
// (contract/search-text.ts): the job lists and job alerts (words in search_text), and the name
// searches (the whole query in a folded name, title or location).
import { fold, searchWords } from '../../../contract/search-text.ts';

/** `%` and `_` typed by a user are literal characters, not wildcards. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * The LIKE patterns of one search word, which must appear in title, company, location or skills
 * (pg_trgm GIN index on search_text). A word of one or two characters has no trigram of its own, so
 * `%go%` could only be answered by reading every row; it matches the start of a word instead (`go%`
 * or `% go%`), which pg_trgm indexes through its word-boundary padding.
 */
function wordPatterns(word: string): [string] | [string, string] {
  const w = likeEscape(word);
  return word.length >= 3 ? [`%${w}%`] : [`${w}%`, `% ${w}%`];
}

/**
 * A search's LIKE patterns, word by word (up to 8 words, folded as search_text is): the job list
 * and job alerts match by them. Folded text on both sides keeps the predicate a plain LIKE on
 * search_text, which the trigram index answers.
 */
export function searchPatterns(q: string | undefined): string[][] {
  return searchWords(q).map(wordPatterns);
}

/** The LIKE pattern of a name search: the whole query, folded, anywhere in a folded column. */
export const containsPattern = (q: string) => `%${likeEscape(fold(q))}%`;
