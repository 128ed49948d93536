// Where a job is, as schema.org wants it: a place, or remote work open to applicants from some area.
import type { AdministrativeArea, Place } from 'schema-dts';
import { remoteWords, workModeOfLocation } from '../../../contract/location-mode.ts';

const everywhere = /^(?:anywhere|worldwide|global(?:ly)?|remote|international|(?:the\s+)?world)$/i;
const aliases: Record<string, string> = { UK: 'GB', USA: 'US', 'U.S.': 'US', 'U.S.A.': 'US', 'U.K.': 'GB' };

// Region codes that name no country: the EU, the Eurozone, the UN, and the private-use ranges.
const notCountries = /^(?:EU|EZ|UN|ZZ|Q[M-Z]|X[A-JL-Z])$/;
let countryNames: Map<string, string> | undefined;

/** ISO 3166 code → English name, and lower-cased name → the same, built once on first use. */
function countries(): Map<string, string> {
  if (countryNames) return countryNames;
  countryNames = new Map();
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = notCountries.test(code) ? undefined : names.of(code);
      if (name && name !== code) countryNames.set(code, name).set(name.toLowerCase(), name);
    }
  }
  return countryNames;
}

/** A country when the words name one (by name or ISO code), else an area by the name given. */
function area(words: string): AdministrativeArea {
  const key = aliases[words.toUpperCase()] ?? words;
  const name = countries().get(/^[A-Za-z]{2}$/.test(key) ? key.toUpperCase() : key.toLowerCase());
  return name ? { '@type': 'Country', name } : { '@type': 'AdministrativeArea', name: words };
}

export function isRemote(location: string): boolean {
  return workModeOfLocation(location) === 'remote';
}

/**
 * Who may apply to a remote job, from what follows its remote word: "Remote (EU)", "Remote - US",
 * "Remote, Germany or Austria". Nothing said means no restriction was stated: "Worldwide".
 */
export function applicantAreas(location: string): AdministrativeArea[] {
  const word = remoteWords.exec(location);
  const after = word ? location.slice(word.index + word[0].length) : '';
  const said = /\(([^)]*)\)/.exec(location)?.[1] ?? /^\s*(?:[-–—:,;]|\bin\b)\s*(.+)$/i.exec(after)?.[1];
  const areas = (said ?? '')
    .split(/\s*(?:[,/&;|+]|\bor\b|\band\b)\s*/i)
    .map((s) => s.trim().replace(/^only\s+|\s+only$/i, ''))
    .filter((s) => s && !remoteWords.test(s) && !everywhere.test(s));
  return areas.length ? areas.map(area) : [{ '@type': 'AdministrativeArea', name: 'Worldwide' }];
}

/** The place of an on-site or hybrid job: the text as typed, which names a city more often than not. */
export function jobPlace(location: string): Place {
  return { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: location.trim() } };
}
