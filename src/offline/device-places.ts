// The places the job search found online (the gazetteer's answer for `where`), kept with their
// coordinates so that the device's search measures distances offline. Kept under the words they
// were asked as and under their label ("lisbon" and "lisbon, portugal"), folded as the server folds.
import type { Place } from '../../contract/job-search.ts';
import { fold } from '../../contract/search-text.ts';
import { db } from './db.ts';

export const placeKey = (where: string) => fold(where.replace(/\s+/g, ' ').trim());

export async function keepPlace(where: string, place: Place): Promise<void> {
  const keys = new Set([placeKey(where), placeKey(place.label)]);
  await db.places.bulkPut([...keys].map((key) => ({ key, ...place })));
}
