// "Did you mean …" on the device, by the server's rule: when a search finds nothing, each plain
// word of it (letters only, not in quotes) that no saved job's title or skills hold (whole or in
// part) is replaced by the most similar word they do hold. Similarity is pg_trgm's: trigrams
// shared over all trigrams, at least 0.25, within 3 letters of the typed length. The server leaves
// a plural or singular of a known word alone, as its stemming matches it; the device matches parts
// of words, without stemming, so "engineers" typed where the saved jobs say "engineer" is
// corrected too.
import type { Job } from '../../../contract/jobs.ts';
import { fold, maxSearchWords } from '../../../contract/search-text.ts';

const plainWord = /^[\p{L}]{3,40}$/u;
const minSimilarity = 0.25;
const maxLengthDifference = 3;

/** A word's trigrams as pg_trgm pads it: two spaces before, one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}

/** The distinct words of the jobs' titles and skills, folded: what a typo can be corrected to. */
export function vocabularyOf(jobs: Iterable<Pick<Job, 'JobTitle' | 'RequiredSkills'>>): Set<string> {
  const words = new Set<string>();
  for (const job of jobs) {
    for (const word of fold([job.JobTitle, ...job.RequiredSkills].join(' ')).split(/[^\p{L}]+/u)) {
      if (word.length >= 3 && word.length <= 40) words.add(word);
    }
  }
  return words;
}

/** The known word most similar to `typed` (ties: the first in alphabetical order), if any is close. */
function closest(typed: string, vocabulary: Set<string>): string | null {
  const mine = trigrams(typed);
  let best: { word: string; score: number } | null = null;
  for (const word of vocabulary) {
    if (Math.abs(word.length - typed.length) > maxLengthDifference) continue;
    const score = similarity(mine, trigrams(word));
    if (score < minSimilarity) continue;
    if (!best || score > best.score || (score === best.score && word < best.word)) best = { word, score };
  }
  return best?.word ?? null;
}

/** A word the saved jobs hold, whole or as part of a word (the device matches parts of words). */
function isKnown(typed: string, vocabulary: Set<string>): boolean {
  if (vocabulary.has(typed)) return true;
  for (const word of vocabulary) if (word.includes(typed)) return true;
  return false;
}

/** The query with its unknown words replaced by close known ones; null when none was replaced. */
export function closeQuery(q: string, vocabulary: Set<string>): string | null {
  const tokens = q.split(/\s+/).filter(Boolean).slice(0, maxSearchWords);
  let quoted = false;
  let replaced = false;
  const out = tokens.map((token) => {
    const plain = !quoted && plainWord.test(token);
    if ((token.match(/"/g)?.length ?? 0) % 2 === 1) quoted = !quoted;
    const typed = fold(token);
    if (!plain || isKnown(typed, vocabulary)) return token;
    const fix = closest(typed, vocabulary);
    if (!fix) return token;
    replaced = true;
    return fix;
  });
  return replaced ? out.join(' ') : null;
}
