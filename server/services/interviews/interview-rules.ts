// What an interview must satisfy before it is written, and the soft problem it may be written
// with: an interviewer already busy at one of its times.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { interviewInterviewers, interviews, users } from '../../db/schema.ts';
import { badRequest } from '../../http-error.ts';
import { zonedSpan } from '../../../contract/zoned-time.ts';
import { memberNameSql } from '../team/membership.ts';
import type { People } from './interview-people.ts';

/** The times as instants, each in the future and none twice; 400 otherwise. */
export function futureTimes(times: readonly string[], now = Date.now()): Date[] {
  const instants = times.map((t) => new Date(t));
  if (instants.some((t) => t.getTime() <= now)) {
    throw badRequest('A proposed time is in the past: choose times from now on');
  }
  if (new Set(instants.map((t) => t.getTime())).size !== instants.length) {
    throw badRequest('The same time is proposed twice');
  }
  return instants.sort((a, b) => a.getTime() - b.getTime());
}

/** An interview happens somewhere: a place, a video link, or both. */
export function requirePlace(place: { location: string | null; videoUrl: string | null }): void {
  if (!place.location && !place.videoUrl) throw badRequest('Give a place or a video link for the interview');
}

/** The interviewers, once each; 400 unless every one is a member of the company's team. */
export function companyInterviewers(people: People, ids: readonly string[]): string[] {
  const wanted = [...new Set(ids)];
  if (!wanted.every((id) => people.get(id)?.member)) {
    throw badRequest("Every interviewer must be a member of your company's team");
  }
  return wanted;
}

/**
 * "Ana Silva already has an interview on …" for each interviewer with a scheduled interview (other
 * than this one) overlapping one of the times. The write goes through: the team decides.
 */
export async function busyWarnings(
  tx: Tx,
  input: {
    interviewId: string | null;
    interviewerIds: string[];
    times: Date[];
    minutes: number;
    timeZone: string;
  },
): Promise<string[]> {
  if (input.times.length === 0) return [];
  const ends = sql`${interviews.startsAt} + ${interviews.durationMinutes} * interval '1 minute'`;
  const times = `{${input.times.map((t) => t.toISOString()).join(',')}}`;
  const rows = await tx
    .selectDistinct({
      name: memberNameSql,
      startsAt: interviews.startsAt,
      minutes: interviews.durationMinutes,
    })
    .from(interviewInterviewers)
    .innerJoin(interviews, eq(interviews.id, interviewInterviewers.interviewId))
    .innerJoin(users, eq(users.id, interviewInterviewers.userId))
    .innerJoin(
      sql`unnest(${times}::timestamptz[]) as t(at)`,
      sql`${interviews.startsAt} < t.at + ${input.minutes} * interval '1 minute' and ${ends} > t.at`,
    )
    .where(
      and(
        inArray(interviewInterviewers.userId, input.interviewerIds),
        eq(interviews.status, 'scheduled'),
        input.interviewId ? sql`${interviews.id} <> ${input.interviewId}` : undefined,
      ),
    )
    .orderBy(sql`1`, interviews.startsAt);
  return rows.map(
    (r) =>
      `${r.name} already has an interview on ${zonedSpan(r.startsAt as Date, r.minutes, input.timeZone)}`,
  );
}
