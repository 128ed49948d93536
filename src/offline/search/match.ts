// The server's search rules, run on the device for offline search, so that the same query over the
// same jobs gives the same set offline as online (tests/unit/client/offline-search.test.ts runs the
// server's SQL beside these and compares). The server's rules for a job search:
// - the query is folded and split on white space; at most 8 words; every word must match;
// - a word of 3 or more characters matches anywhere in the text (LIKE '%word%', trigram index);
// - a shorter word matches the start of a word only: at the start of the text or after a space;
// - the text is title, company, location and skills joined by spaces, folded.
// Case and accents are folded on both sides by one function (contract/search-text.ts).
import type { Job } from '../../../contract/jobs.ts';
import { fold } from '../../../contract/search-text.ts';

// Folding and splitting a query are the server's own functions, shared through the contract.
export { fold, searchWords } from '../../../contract/search-text.ts';

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
