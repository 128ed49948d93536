// The gazetteer (the places table, loaded by db/places-load.ts): the place a person named
// ("Lisbon", "Zürich", "Lisbon, Portugal", "Portland, OR"), and the completion of a place field.
import { desc, eq, like, type SQL, sql } from 'drizzle-orm';
import type { Place } from '../../../contract/job-search.ts';
import { fold } from '../../../contract/search-text.ts';
import type { Db, Tx } from '../handles.ts';
import { countryName } from '../places-load.ts';
import { places } from '../schema.ts';

const placeColumns = {
  name: places.name,
  label: places.label,
  country: places.country,
  lat: places.lat,
  lon: places.lon,
};
/** How many places of one name are weighed against the words after its comma. */
const namesakes = 50;

/** LIKE's own characters typed by a person are matched as themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type Namesake = Place & { region: string | null };

/** "portugal", "pt" and, for a region with a letter code, "or" all qualify Portland, OR. */
function qualifies(place: Namesake, qualifier: string) {
  return (
    qualifier === place.country.toLowerCase() ||
    qualifier === fold(countryName(place.country)) ||
    qualifier === place.region?.toLowerCase()
  );
}

/**
 * The biggest place called `where`'s first part (folded: Zurich finds Zürich) whose country or
 * region is every later part ("Lisbon, Portugal", "Portland, OR, United States"); null for none.
 */
export async function findPlace(db: Db | Tx, where: string): Promise<Place | null> {
  const [name = '', ...qualifiers] = fold(where)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (!name) return null;
  const named = (match: SQL) =>
    db
      .select({ ...placeColumns, region: places.region })
      .from(places)
      .where(match)
      .orderBy(desc(places.population))
      .limit(namesakes);
  const qualified = (rows: Namesake[]) => rows.find((row) => qualifiers.every((q) => qualifies(row, q)));
  // GeoNames' name may say more than people do: "New York" is "New York City", "Frankfurt" is
  // "Frankfurt am Main". Only when no place has the name itself, one whose name begins with it.
  const found =
    qualified(await named(eq(places.nameFolded, name))) ??
    qualified(await named(like(places.nameFolded, `${escapeLike(name)} %`)));
  return found
    ? { name: found.name, label: found.label, country: found.country, lat: found.lat, lon: found.lon }
    : null;
}

/** Completions kept per database: the gazetteer changes only with a release (a data migration). */
const completions = new WeakMap<Db, Map<string, Promise<Place[]>>>();
/** Prefixes kept (the least recently typed go first): a few hundred bytes each. */
const keptCompletions = 5_000;

/**
 * Places whose folded name starts with `q`, the biggest first: what the place field offers as a
 * person types. The words after a comma are ignored here; the label they pick is sent back whole.
 * A prefix typed before is answered from memory: it costs no query, so a keystroke never waits
 * behind a search on the embedded database's one thread.
 */
export function completePlaces(db: Db, q: string, limit: number): Promise<Place[]> {
  const prefix = fold(q).split(',')[0]?.trim() ?? '';
  if (!prefix) return Promise.resolve([]);
  let kept = completions.get(db);
  if (!kept) {
    kept = new Map();
    completions.set(db, kept);
  }
  const key = `${limit}:${prefix}`;
  const held = kept.get(key);
  kept.delete(key);
  const answer = held ?? readCompletions(db, prefix, limit);
  kept.set(key, answer);
  if (kept.size > keptCompletions) kept.delete(kept.keys().next().value as string);
  answer.catch(() => kept.delete(key));
  return answer;
}

async function readCompletions(db: Db, prefix: string, limit: number): Promise<Place[]> {
  return (
    db
      .select(placeColumns)
      .from(places)
      .where(like(places.nameFolded, `${escapeLike(prefix)}%`))
      // "desc nulls first", PostgreSQL's default for desc: the order places_population_idx keeps.
      .orderBy(sql`${places.population} desc`)
      .limit(limit)
  );
}
