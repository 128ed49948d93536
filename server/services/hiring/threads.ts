// The caller's threads, newest activity first, and their unread messages for the bell.
import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { ThreadSummary } from '../../../contract/hiring.ts';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema.ts';
import { type Actor, requireActor } from '../common/actor.ts';
import { decodeCursor, encodeCursor } from '../common/cursor.ts';
import { isHiringRole } from '../team/membership.ts';

/** The applications of the jobs of the company the user hires for (as an Owner or a Recruiter). */
const teamApplications = (userId: string) => sql`(select ta.id from applications ta
  join jobs tj on tj.id = ta.job_id
  join company_members tm on tm.company_id = tj.recruiter_id
  where tm.user_id = ${userId} and ${isHiringRole(sql`tm.role`)})`;

/** Messages to the caller not yet seen, and for a hiring team the candidates' messages none has seen. */
export async function unreadMessages(db: Db, actor: Actor | null): Promise<number> {
  const me = requireActor(actor);
  const candidateOf = sql`(select ca.candidate_id from applications ca where ca.id = ${messages.applicationId})`;
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        isNull(messages.seenAt),
        or(
          eq(messages.recipientId, me.id),
          and(
            sql`${messages.applicationId} in ${teamApplications(me.id)}`,
            sql`${messages.senderId} = ${candidateOf}`,
          ),
        ),
      ),
    );
  return row?.n ?? 0;
}

type ThreadRow = {
  application_id: string;
  job_title: string;
  with_name: string;
  last_text: string;
  last_at: string;
  last_us: string;
  unread: number;
};

/** GET /messages/threads: each thread the caller wrote or was written to, by its last message. */
export async function listThreads(db: Db, actor: Actor | null, query: { cursor?: string; limit: number }) {
  const me = requireActor(actor);
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const afterLast = after
    ? sql`where (t.created_at, t.application_id) < (timestamptz 'epoch' + ${after.us}::bigint * interval '1 microsecond', ${after.id}::uuid)`
    : sql``;
  const result = await db.execute<ThreadRow>(sql`
    with last as (
      select distinct on (m.application_id) m.application_id, m.text, m.created_at
      from messages m where m.sender_id = ${me.id} or m.recipient_id = ${me.id}
        -- An Owner or Recruiter reads every thread of their company's jobs, written to or not.
        or m.application_id in ${teamApplications(me.id)}
      order by m.application_id, m.created_at desc, m.id desc
    )
    select t.application_id, j.title as job_title, t.text as last_text, t.created_at as last_at,
      (extract(epoch from t.created_at) * 1000000)::bigint::text as last_us,
      -- A teammate of the job's company talks with the candidate; the candidate with the job's poster.
      case when a.candidate_id <> ${me.id}
        then (select coalesce(nullif(p.full_name, ''), u.username) from users u
              left join candidate_profiles p on p.user_id = u.id where u.id = a.candidate_id)
        else (select coalesce(nullif(rp.name, ''), ru.username) from users ru
              left join recruiter_profiles rp on rp.user_id = ru.id where ru.id = j.user_id)
      end as with_name,
      -- The team reads the candidate's messages together: unread is the candidate's, unseen by all.
      (select count(*)::int from messages um
        where um.application_id = t.application_id and um.seen_at is null
          and case when a.candidate_id = ${me.id} then um.recipient_id = ${me.id}
            else um.sender_id = a.candidate_id end) as unread
    from last t
    join applications a on a.id = t.application_id
    join jobs j on j.id = a.job_id
    ${afterLast}
    order by t.created_at desc, t.application_id desc
    limit ${query.limit + 1}`);
  const rows = result.rows;
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const data: ThreadSummary[] = page.map((r) => ({
    applicationId: r.application_id,
    jobTitle: r.job_title,
    withName: r.with_name,
    lastText: r.last_text,
    lastAt: new Date(r.last_at).toISOString(),
    unread: Number(r.unread),
  }));
  return {
    data,
    unread: await unreadMessages(db, me),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ us: last.last_us, id: last.application_id }) : null,
  };
}
