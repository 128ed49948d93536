// The jobs of a search's page, read by id in one statement planned once per connection (the plan of
// a primary-key lookup is the same whatever the ids), in the page's order, with each one's distance
// from the place searched and its coordinates beside the old fields.
import { sql } from 'drizzle-orm';
import type { Job } from '../../../contract/jobs.ts';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { prepared, selectJobs, toJob, wire } from './job-select.ts';
import type { PlacedId } from './search-page.ts';

function placed(job: Job, { distance_km: km, lat, lon }: PlacedId): Job {
  return {
    ...job,
    ...(km === null ? {} : { distanceKm: Math.round(km * 10) / 10 }),
    ...(lat === null || lon === null ? {} : { lat, lon }),
  };
}

/** The page's jobs in its order; a job deleted since its id was found is left out. */
export async function jobsByIds(db: Db, page: PlacedId[]): Promise<Job[]> {
  if (page.length === 0) return [];
  const query = prepared(
    db,
    'many:id',
    () => selectJobs(db, sql`${jobs.id} = any(${sql.placeholder('ids')})`, sql.placeholder('limit')),
    'jobs_by_ids',
  );
  const rows = await query.execute({ ids: page.map((x) => x.id), limit: page.length });
  const byId = new Map(rows.map((row) => [row.job.id, wire(toJob(row))]));
  return page.flatMap((x) => {
    const job = byId.get(x.id);
    return job ? [placed(job, x)] : [];
  });
}
