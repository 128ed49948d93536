// A candidate's saved jobs. Saving and unsaving may be replayed by the offline outbox: each runs
// through once() with the client's Idempotency-Key, so a save replayed after an unsave is answered
// with what it got the first time and saves nothing again.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { SavedJobsResponse, SavedStateResponse } from '../../../contract/candidate.ts';
import type { Job } from '../../../contract/jobs.ts';
import type { Db, Tx } from '../../db/client.ts';
import { jobs, savedJobs } from '../../db/schema.ts';
import { notFound } from '../../http-error.ts';
import { type Actor, requireRole } from '../common/actor.ts';
import { afterCursor, decodeCursor, microseconds, newestFirst, pageOf } from '../common/cursor.ts';
import { type StoredResponse, once } from '../common/idempotency.ts';
import { findJobs } from './job-service.ts';

async function requireJob(tx: Tx, jobId: string) {
  const [job] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId));
  if (!job) throw notFound('Job not found');
}

export async function saveJob(
  db: Db,
  actor: Actor | null,
  input: { jobId: string; key: string | undefined },
): Promise<StoredResponse<SavedStateResponse>> {
  const candidate = requireRole(actor, 'candidate');
  const { jobId, key } = input;
  return once<SavedStateResponse>(db, { userId: candidate.id, key, route: `save ${jobId}` }, async (tx) => {
    await requireJob(tx, jobId);
    await tx.insert(savedJobs).values({ userId: candidate.id, jobId }).onConflictDoNothing();
    return { statusCode: 200, body: { success: true, message: 'Job saved', saved: true } };
  });
}

export async function unsaveJob(
  db: Db,
  actor: Actor | null,
  input: { jobId: string; key: string | undefined },
): Promise<StoredResponse<SavedStateResponse>> {
  const candidate = requireRole(actor, 'candidate');
  const { jobId, key } = input;
  return once<SavedStateResponse>(db, { userId: candidate.id, key, route: `unsave ${jobId}` }, async (tx) => {
    await requireJob(tx, jobId);
    await tx.delete(savedJobs).where(and(eq(savedJobs.userId, candidate.id), eq(savedJobs.jobId, jobId)));
    return { statusCode: 200, body: { success: true, message: 'Job removed from saved jobs', saved: false } };
  });
}

/** Most recently saved first (saved_jobs_user_created_idx), closed jobs included and marked so. */
export async function listSavedJobs(
  db: Db,
  actor: Actor | null,
  query: { cursor?: string; limit: number },
): Promise<SavedJobsResponse> {
  const candidate = requireRole(actor, 'candidate');
  const conditions: SQL[] = [eq(savedJobs.userId, candidate.id)];
  if (query.cursor)
    conditions.push(afterCursor(savedJobs.createdAt, savedJobs.jobId, decodeCursor(query.cursor)));
  const rows = await db
    .select({
      id: savedJobs.jobId,
      cursorUs: microseconds(savedJobs.createdAt),
      savedAt: savedJobs.createdAt,
    })
    .from(savedJobs)
    .where(and(...conditions))
    .orderBy(newestFirst(savedJobs.createdAt), newestFirst(savedJobs.jobId))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  const found = new Map<string, Job>();
  if (page.length > 0) {
    for (const job of await findJobs(
      db,
      inArray(
        jobs.id,
        page.map((r) => r.id),
      ),
      page.length,
    )) {
      found.set(job._id, job);
    }
  }
  const data = page.flatMap((r) => {
    const job = found.get(r.id);
    return job ? [{ ...job, savedAt: r.savedAt.toISOString() }] : [];
  });
  return { success: true, data, nextCursor };
}
