// A job's scorecard criteria: named by the Owners and Recruiters of its company, in order. The
// list is replaced whole; a criterion sent with its id keeps it, so the ratings already given to it
// still name it. A job without criteria has scorecards of a recommendation (and notes) alone.
import { asc, eq } from 'drizzle-orm';
import type { CriteriaBody, Criterion } from '../../../contract/scorecards.ts';
import type { Db, Tx } from '../../db/client.ts';
import { jobs, scorecardCriteria } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../http-error.ts';
import { type Actor, requireRole } from '../common/actor.ts';
import { hiresFor } from '../team/membership.ts';

/** The job's criteria in the order they are shown. */
export async function criteriaOf(db: Db | Tx, jobId: string): Promise<Criterion[]> {
  const rows = await db
    .select({ _id: scorecardCriteria.id, name: scorecardCriteria.name })
    .from(scorecardCriteria)
    .where(eq(scorecardCriteria.jobId, jobId))
    .orderBy(asc(scorecardCriteria.position));
  return rows;
}

async function requireHiringTeam(db: Db | Tx, actor: Actor | null, jobId: string, lock = false) {
  const me = requireRole(actor, 'recruiter');
  const query = db.select({ companyId: jobs.recruiterId }).from(jobs).where(eq(jobs.id, jobId));
  const [job] = lock ? await query.for('no key update') : await query;
  if (!job) throw notFound('Job not found');
  if (!(await hiresFor(db, me.id, job.companyId))) {
    throw forbidden("Only the job's recruiters can set its scorecard criteria");
  }
}

export async function readCriteria(db: Db, actor: Actor | null, jobId: string) {
  await requireHiringTeam(db, actor, jobId);
  return criteriaOf(db, jobId);
}

export async function saveCriteria(db: Db, actor: Actor | null, jobId: string, body: CriteriaBody) {
  return db.transaction(async (tx) => {
    // Locks the job: two recruiters saving at once are applied one after the other.
    await requireHiringTeam(tx, actor, jobId, true);
    const known = new Set((await criteriaOf(tx, jobId)).map((c) => c._id));
    const kept = body.criteria.flatMap((c) => (c._id ? [c._id] : []));
    if (kept.some((id) => !known.has(id)))
      throw badRequest("A criterion id is not one of this job's criteria");
    if (new Set(kept).size !== kept.length) throw badRequest('A criterion is listed twice');
    await tx.delete(scorecardCriteria).where(eq(scorecardCriteria.jobId, jobId));
    if (body.criteria.length > 0) {
      await tx.insert(scorecardCriteria).values(
        body.criteria.map((c, position) => ({
          ...(c._id ? { id: c._id } : {}),
          jobId,
          name: c.name,
          position,
        })),
      );
    }
    return criteriaOf(tx, jobId);
  });
}
