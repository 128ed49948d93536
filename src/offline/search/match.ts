// The server's search rules, run on the device for offline search, so that the same query over the
// same jobs gives the same set offline as online (tests/unit/client/offline-search.test.ts runs the
// server's SQL beside these and compares). The server's rules for a job search:
// - the query is lower-cased and split on white space; at most 8 words; every word must match;
// - a word of 3 or more characters matches anywhere in the text (LIKE '%word%', trigram index);
// - a shorter word matches the start of a word only: at the start of the text or after a space;
// - the text is title, company, location and skills joined by spaces, lower-cased.
// Accents are folded on both sides (é = e), the same for ASCII text and a superset otherwise.
import type { Job } from '../../../contract/jobs.ts';

const MAX_WORDS = 8;

/** Lower case without accents: 'Zürich' → 'zurich', 'São' → 'sao'. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a job search, folded; every one of them must match. */
export function searchWords(q: string): string[] {
  return fold(q).split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
}

/** What a job search looks in: title, company, location and skills, folded. */
export function jobSearchText(job: Pick<Job, 'JobTitle' | 'CompanyName' | 'Location' | 'RequiredSkills'>) {
  return fold([job.JobTitle, job.CompanyName, job.Location, ...job.RequiredSkills].join(' '));
}

/** Every word found in `text` (folded), by the server's rule for its length. */
export function matchesWords(text: string, words: string[]): boolean {
  return words.every((w) =>
    w.length >= 3 ? text.includes(w) : text.startsWith(w) || text.includes(` ${w}`),
  );
}

/** The companies and applicants rule: the whole query, folded, anywhere in one of the texts (ILIKE). */
export function containsQuery(texts: string[], q: string): boolean {
  const needle = fold(q.trim());
  return needle === '' || texts.some((t) => fold(t).includes(needle));
}
