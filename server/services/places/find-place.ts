// The gazetteer's answer to a place the person typed ("Lisbon", "Zürich", "Lisbon, Portugal").
// First version: a handful of cities in code, until the places table is loaded; the signature stays.
import type { Place } from '../../../contract/job-search.ts';
import { fold } from '../../../contract/search-text.ts';
import type { Db, Tx } from '../../db/client.ts';

const someCities: Array<Place & { population: number }> = [
  {
    name: 'Lisbon',
    label: 'Lisbon, Portugal',
    country: 'PT',
    lat: 38.7167,
    lon: -9.1333,
    population: 517802,
  },
  {
    name: 'Zürich',
    label: 'Zürich, Switzerland',
    country: 'CH',
    lat: 47.3667,
    lon: 8.55,
    population: 341730,
  },
  {
    name: 'São Paulo',
    label: 'São Paulo, Brazil',
    country: 'BR',
    lat: -23.5475,
    lon: -46.6361,
    population: 10021295,
  },
  {
    name: 'Berlin',
    label: 'Berlin, Germany',
    country: 'DE',
    lat: 52.5244,
    lon: 13.4105,
    population: 3426354,
  },
  {
    name: 'London',
    label: 'London, United Kingdom',
    country: 'GB',
    lat: 51.5085,
    lon: -0.1257,
    population: 7556900,
  },
];

/** The best-known place called `where` (a name, optionally ", Country"), or null when none is. */
export async function findPlace(_db: Db | Tx, where: string): Promise<Place | null> {
  const [name = ''] = fold(where)
    .split(',')
    .map((part) => part.trim());
  const found = someCities.find((city) => fold(city.name) === name);
  return found
    ? { name: found.name, label: found.label, country: found.country, lat: found.lat, lon: found.lon }
    : null;
}
