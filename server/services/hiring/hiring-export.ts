// The hiring conversation in "Export my data": the stage moves of the person's applications, the
// messages they sent or received, and the notes they wrote as a recruiter. A candidate's export
// never holds the notes written about them: they are the recruiter's.
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { type Stage, stageLabels } from '../../../contract/hiring.ts';
import type { Tx } from '../../db/client.ts';
import { applicationMoves, applicationNotes, applications, jobs, messages } from '../../db/schema.ts';

const iso = (d: Date) => d.toISOString();

/** Each application's moves, by application id, for the applications given. */
export async function timelinesOf(tx: Tx, userId: string, applicationIds: string[]) {
  const byApplication = new Map<string, { from: string; to: string; by: string; at: string }[]>();
  if (applicationIds.length === 0) return byApplication;
  const rows = await tx
    .select()
    .from(applicationMoves)
    .where(inArray(applicationMoves.applicationId, applicationIds))
    .orderBy(asc(applicationMoves.createdAt), asc(applicationMoves.id));
  for (const m of rows) {
    const list = byApplication.get(m.applicationId) ?? [];
    list.push({
      from: stageLabels[m.fromStage as Stage],
      to: stageLabels[m.toStage as Stage],
      by: m.byUserId === userId ? 'you' : 'the recruiter',
      at: iso(m.createdAt),
    });
    byApplication.set(m.applicationId, list);
  }
  return byApplication;
}

export async function conversationsOf(tx: Tx, userId: string) {
  const sent = await tx
    .select({ m: messages, jobTitle: jobs.title })
    .from(messages)
    .innerJoin(applications, eq(applications.id, messages.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(or(eq(messages.senderId, userId), eq(messages.recipientId, userId)))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const notes = await tx
    .select({ n: applicationNotes, jobTitle: jobs.title })
    .from(applicationNotes)
    .innerJoin(applications, eq(applications.id, applicationNotes.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    // Only the job's recruiter writes notes, but the job's owner is the rule, not the author column.
    .where(and(eq(applicationNotes.authorId, userId), eq(jobs.userId, userId)))
    .orderBy(asc(applicationNotes.createdAt));
  return {
    messages: sent.map(({ m, jobTitle }) => ({
      applicationId: m.applicationId,
      jobTitle,
      sentByMe: m.senderId === userId,
      text: m.text,
      sentAt: iso(m.createdAt),
      seenAt: m.seenAt ? iso(m.seenAt) : null,
    })),
    notesWritten: notes.map(({ n, jobTitle }) => ({
      applicationId: n.applicationId,
      jobTitle,
      text: n.text,
      at: iso(n.createdAt),
    })),
  };
}
