// The work mode a job's location text tells ("Remote (EU)", "Lisbon (Hybrid)", "Berlin, on-site"),
// read alike by the server (a job posted without WorkMode, old rows) and the app (schema.org data).
import type { WorkMode } from './job-query.ts';

export const remoteWords =
  /\b(?:remote(?!-)|anywhere|worldwide|work from home|wfh|telecommute|fully distributed)\b/i;
// Hybrid work is not remote work: those jobs keep their place (so does a "remote-first" office).
const hybridWords = /\bhybrid\b/i;
const onsiteWords = /\bon-?site\b|\bin[- ]office\b/i;

export function workModeOfLocation(location: string): WorkMode | null {
  if (hybridWords.test(location)) return 'hybrid';
  if (onsiteWords.test(location)) return 'onsite';
  return remoteWords.test(location) ? 'remote' : null;
}

/**
 * The place a location names, without its work-mode words: "Lisbon (Hybrid)" → "Lisbon",
 * "Hybrid - Berlin" → "Berlin", "Remote" → "".
 */
export function placeOfLocation(location: string): string {
  return location
    .replace(new RegExp(`${remoteWords.source}|${hybridWords.source}|${onsiteWords.source}`, 'gi'), ' ')
    .replace(/\(\s*\)/g, ' ')
    .replace(/^[\s,;:/|()\-–—]+|[\s,;:/|()\-–—]+$/g, '')
    .replace(/\s+/g, ' ');
}
