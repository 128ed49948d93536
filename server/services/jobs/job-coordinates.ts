// Where each job of a search answer is: its geocoded place's coordinates, beside the old fields,
// so that the device can search what it keeps by distance when offline. Only the search answer
// carries them; the old portal's lists keep their answers as they were.
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { JobSearchResponse } from '../../../contract/job-search.ts';
import type { Db } from '../../db/handles.ts';
import { jobs } from '../../db/schema.ts';

/** The answer with `lat` and `lon` on each job that has a place (a remote job has none). */
export async function withCoordinates(db: Db, answer: JobSearchResponse): Promise<JobSearchResponse> {
  if (answer.data.length === 0) return answer;
  const rows = await db
    .select({ id: jobs.id, lat: jobs.lat, lon: jobs.lon })
    .from(jobs)
    .where(
      and(
        inArray(
          jobs.id,
          answer.data.map((job) => job._id),
        ),
        isNotNull(jobs.lat),
        isNotNull(jobs.lon),
      ),
    );
  const at = new Map(rows.map((row) => [row.id, { lat: row.lat as number, lon: row.lon as number }]));
  return { ...answer, data: answer.data.map((job) => ({ ...job, ...at.get(job._id) })) };
}
