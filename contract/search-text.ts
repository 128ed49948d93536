// How searches compare text, on the server and on the device alike: both import this file, so a
// query finds the same rows online and offline. The server stores folded copies of what it
// searches (jobs.search_text, the *_folded columns) at every write, and folds the query the same way.
// The fold runs here, in JavaScript, not in SQL (lower(), unaccent): PostgreSQL's lower() follows
// the database's locale (in a C-locale database 'Ü' stays 'Ü'), and unaccent's table is not
// Unicode's decomposition (it maps 'ß' to 'ss', 'ø' to 'o'), so neither could give the device's sets.

/**
 * Lower case without accents: compatibility decomposition (NFKD), combining marks removed, then
 * lower-cased. 'Zürich' → 'zurich', 'São' → 'sao', 'Résumé' → 'resume', 'ﬁ' → 'fi'. Letters that
 * are not a base letter plus a mark stay themselves: 'ß', 'ł', 'ø', 'æ'.
 */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A job search matches at most this many words; later words are ignored. */
export const maxSearchWords = 8;

/** The words of a job search, folded, split on white space; every one of them must match. */
export function searchWords(q: string | undefined): string[] {
  return fold(q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, maxSearchWords);
}

/** What a job search looks in: title, company, location and skills, folded, joined by spaces. */
export function jobSearchText(parts: { title: string; company: string; location: string; skills: string[] }) {
  return fold([parts.title, parts.company, parts.location, ...parts.skills].join(' '));
}
