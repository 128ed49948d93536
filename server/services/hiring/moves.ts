// Moving an application between stages. The move names the stage it leaves: the update only
// matches while the application is still there, so two recruiters (or a recruiter and the
// candidate's withdrawal) racing on one card cannot overwrite each other; the loser is told the
// stage it found. The old `status` is written in the same statement, so the old answers follow.
import { and, eq, sql } from 'drizzle-orm';
import {
  type Move,
  type MoveConflict,
  type MoveResponse,
  reachableStages,
  type Stage,
  stageLabels,
  statusOfStage,
} from '../../../contract/hiring.ts';
import type { Db, Tx } from '../../db/client.ts';
import { applicationMoves, applications } from '../../db/schema.ts';
import { badRequest } from '../../http-error.ts';
import { type Actor, requireActor } from '../common/actor.ts';
import { once } from '../common/idempotency.ts';
import { type Conversation, conversationFor, type Side } from './access.ts';
import { cancelUpcomingInterviews } from '../interviews/cancel-interview.ts';
import { notifyMove } from './hiring-notify.ts';

const finalStages: ReadonlySet<Stage> = new Set(['hired', 'rejected', 'withdrawn']);

export type MoveOutcome = { ok: true; move: Move } | { ok: false; currentStage: Stage };

/**
 * Moves the (locked, already authorised) application from `from` to `to`, records the move and
 * tells the other side, in the caller's transaction; a closed application's interviews still to
 * come are cancelled with it. Does not check who may reach `to`: callers do.
 */
export async function recordMove(
  tx: Tx,
  c: Conversation,
  by: { id: string; side: Side; name: string },
  from: Stage,
  to: Stage,
): Promise<MoveOutcome> {
  // The stage's update and the move's row in one statement: the move is recorded only if the
  // application was still in `from`.
  const update = tx
    .update(applications)
    .set({
      stage: to,
      status: statusOfStage(to),
      stageSince: sql`now()`,
      decidedAt: finalStages.has(to) ? sql`now()` : null,
    })
    .where(and(eq(applications.id, c.id), eq(applications.stage, from)))
    .returning({ id: applications.id });
  const { rows } = await tx.execute<{ id: string; at_ms: number }>(sql`
    with moved as (${update.getSQL()})
    insert into ${applicationMoves} (application_id, from_stage, to_stage, by_user_id)
    select id, ${from}, ${to}, ${by.id} from moved
    returning id, floor(extract(epoch from created_at) * 1000)::float8 as at_ms`);
  const [row] = rows;
  if (!row) {
    const [current] = await tx
      .select({ stage: applications.stage })
      .from(applications)
      .where(eq(applications.id, c.id));
    return { ok: false, currentStage: current?.stage ?? c.stage };
  }
  await notifyMove(tx, c, by, to, row.id);
  if (finalStages.has(to)) await cancelUpcomingInterviews(tx, c);
  return {
    ok: true,
    move: {
      _id: row.id,
      from,
      to,
      at: new Date(row.at_ms).toISOString(),
      by: { _id: by.id, fullName: by.name, role: by.side },
    },
  };
}

/** The conflict answer: nothing changed, and the client learns where the application is now. */
export const moveConflictBody = (currentStage: Stage): MoveConflict => ({
  success: false,
  message:
    currentStage === 'withdrawn'
      ? 'The candidate has withdrawn this application'
      : `This application has moved meanwhile: it is now in ${stageLabels[currentStage]}`,
  currentStage,
});

/** POST /applications/:id/moves: the job's recruiter moves a card. */
export async function moveApplication(
  db: Db,
  actor: Actor | null,
  input: { applicationId: string; from: Stage; to: Stage; key: string | undefined },
) {
  const me = requireActor(actor);
  const { applicationId, from, to } = input;
  if (from === to) throw badRequest(`The application is already in ${stageLabels[to]}`);
  if (!reachableStages(from).includes(to)) {
    throw badRequest(
      to === 'withdrawn'
        ? 'Only the candidate can withdraw an application'
        : `An application in ${stageLabels[from]} cannot be moved to ${stageLabels[to]}`,
    );
  }
  return once<MoveResponse | MoveConflict>(
    db,
    { userId: me.id, key: input.key, route: `move ${applicationId}`, request: { from, to } },
    async (tx) => {
      const { conversation: c } = await conversationFor(tx, actor, applicationId, ['recruiter'], {
        lock: true,
        refusal: 'You can only move applications to your own jobs',
      });
      const outcome = await recordMove(tx, c, { id: me.id, side: 'recruiter', name: c.myName }, from, to);
      if (!outcome.ok) return { statusCode: 409, body: moveConflictBody(outcome.currentStage) };
      return {
        statusCode: 201,
        body: {
          success: true,
          message: `Moved to ${stageLabels[to]}`,
          data: { applicationId, stage: to, move: outcome.move },
        },
      };
    },
  );
}
