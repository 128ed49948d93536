// Who may act on an interview: the hiring team of the application's company writes, its
// candidate chooses a time. Each write locks the application, then the interview: the order a move
// to a closed stage takes too when it cancels the application's interviews, so neither waits on
// the other in a circle, and two changes of one interview run one after the other.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { interviews } from '../../db/schema.ts';
import { conflict, notFound } from '../../http-error.ts';
import type { Actor } from '../common/actor.ts';
import { type Conversation, conversationFor, type Side } from '../hiring/access.ts';
import type { InterviewRow } from './interview-rows.ts';

const refusals: Record<Side, string> = {
  recruiter: "Only the company's recruiters can change its interviews",
  candidate: 'Only the candidate can choose a time',
};

/** The interview and its application, both locked; 404 and 403 as for the application. */
export async function lockedInterview(
  tx: Tx,
  actor: Actor | null,
  interviewId: string,
  side: Side,
): Promise<{ row: InterviewRow; c: Conversation }> {
  const [found] = await tx
    .select({ applicationId: interviews.applicationId })
    .from(interviews)
    .where(eq(interviews.id, interviewId));
  if (!found) throw notFound('Interview not found');
  const { conversation } = await conversationFor(tx, actor, found.applicationId, [side], {
    lock: true,
    refusal: refusals[side],
  });
  const [row] = await tx.select().from(interviews).where(eq(interviews.id, interviewId)).for('update');
  if (!row) throw notFound('Interview not found');
  return { row, c: conversation };
}

/** 409 for a cancelled interview: nothing about it changes any more. */
export function requireNotCancelled(row: InterviewRow): void {
  if (row.status === 'cancelled') throw conflict('This interview was cancelled');
}

/** 409 unless the application is at the Interview stage. */
export function requireInterviewStage(c: Conversation): void {
  if (c.stage !== 'interview') {
    throw conflict('Interviews can only be scheduled for an application at the Interview stage');
  }
}
