// An interview as the wire shows it (contract/interviews.ts): its row with its proposed times and
// its interviewers (named as their team sees them), read for one interview or one application.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Interview } from '../../../contract/interviews.ts';
import type { Db, Tx } from '../../db/client.ts';
import { interviewInterviewers, type interviews, interviewTimes, users } from '../../db/schema.ts';
import { memberNameSql } from '../team/membership.ts';

export type InterviewRow = typeof interviews.$inferSelect;

/** The user ids of an interview's interviewers. */
export const interviewersOf = async (db: Pick<Db, 'select'>, interviewId: string) =>
  (
    await db.select().from(interviewInterviewers).where(eq(interviewInterviewers.interviewId, interviewId))
  ).map((r) => r.userId);

/** An interview's proposed times (none once a time is chosen or given). */
export const proposedTimesOf = async (db: Pick<Db, 'select'>, interviewId: string) =>
  (await db.select().from(interviewTimes).where(eq(interviewTimes.interviewId, interviewId))).map(
    (t) => t.startsAt,
  );

/** The interview rows, with their times and interviewers, in the order given. */
export async function toWire(db: Db | Tx, rows: InterviewRow[]): Promise<Interview[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const times = await db
    .select()
    .from(interviewTimes)
    .where(inArray(interviewTimes.interviewId, ids))
    .orderBy(asc(interviewTimes.startsAt));
  const people = await db
    .select({ interviewId: interviewInterviewers.interviewId, userId: users.id, name: memberNameSql })
    .from(interviewInterviewers)
    .innerJoin(users, eq(users.id, interviewInterviewers.userId))
    .where(inArray(interviewInterviewers.interviewId, ids))
    .orderBy(sql`3`);
  return rows.map((r) => ({
    _id: r.id,
    applicationId: r.applicationId,
    title: r.title,
    durationMinutes: r.durationMinutes,
    location: r.location,
    videoUrl: r.videoUrl,
    status: r.status,
    startsAt: r.startsAt?.toISOString() ?? null,
    proposedTimes: times.filter((t) => t.interviewId === r.id).map((t) => t.startsAt.toISOString()),
    timeZone: r.timeZone,
    interviewers: people
      .filter((p) => p.interviewId === r.id)
      .map((p) => ({ userId: p.userId, name: p.name })),
    sequence: r.sequence,
  }));
}

export async function oneToWire(db: Db | Tx, row: InterviewRow): Promise<Interview> {
  const [wire] = await toWire(db, [row]);
  if (!wire) throw new Error('The interview could not be read');
  return wire;
}
