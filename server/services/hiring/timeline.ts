// An application's stage and its moves, oldest first, for its candidate, its job's hiring team and
// its interviewers.
// The apply itself is the first entry, read from the application's own row.
import { asc, eq, sql } from 'drizzle-orm';
import type { Move, TimelineResponse } from '../../../contract/hiring.ts';
import type { Db } from '../../db/client.ts';
import { applicationMoves, candidateProfiles, recruiterProfiles, users } from '../../db/schema.ts';
import type { Actor } from '../common/actor.ts';
import { conversationFor } from './access.ts';

export async function readTimeline(
  db: Db,
  actor: Actor | null,
  applicationId: string,
): Promise<TimelineResponse['data']> {
  const { conversation: c } = await conversationFor(db, actor, applicationId, [
    'candidate',
    'recruiter',
    'interviewer',
  ]);
  const rows = await db
    .select({
      id: applicationMoves.id,
      from: applicationMoves.fromStage,
      to: applicationMoves.toStage,
      at: applicationMoves.createdAt,
      byId: users.id,
      role: users.role,
      name: sql<string>`coalesce(nullif(${candidateProfiles.fullName}, ''), nullif(${recruiterProfiles.name}, ''), ${users.username})`,
    })
    .from(applicationMoves)
    .innerJoin(users, eq(users.id, applicationMoves.byUserId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .leftJoin(recruiterProfiles, eq(recruiterProfiles.userId, users.id))
    .where(eq(applicationMoves.applicationId, applicationId))
    .orderBy(asc(applicationMoves.createdAt), asc(applicationMoves.id));
  const applied: Move = {
    _id: c.id,
    from: null,
    to: 'applied',
    at: c.createdAt.toISOString(),
    by: { _id: c.candidateId, fullName: c.candidateName, role: 'candidate' },
  };
  const moves = rows.map(
    (r): Move => ({
      _id: r.id,
      from: r.from,
      to: r.to,
      at: r.at.toISOString(),
      by: { _id: r.byId, fullName: r.name, role: r.role === 'candidate' ? 'candidate' : 'recruiter' },
    }),
  );
  return { stage: c.stage, moves: [applied, ...moves] };
}
