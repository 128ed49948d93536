// The hiring team's private notes on an application, each naming its author. Only the Owners and
// Recruiters of the job's company and the application's interviewers read or write them:
// the candidate is refused here, and the candidate's export never includes them.
import { desc, eq, sql } from 'drizzle-orm';
import type { Note, NoteResponse } from '../../../contract/hiring.ts';
import type { Db } from '../../db/client.ts';
import { applicationNotes, recruiterProfiles, users } from '../../db/schema.ts';
import { type Actor, requireActor } from '../common/actor.ts';
import { once } from '../common/idempotency.ts';
import { conversationFor } from './access.ts';
import { notifyMentions } from './mentions.ts';

const refusal = 'Only the recruiter of this job can see its notes';
const writers = ['recruiter', 'interviewer'] as const;

export async function listNotes(db: Db, actor: Actor | null, applicationId: string): Promise<Note[]> {
  await conversationFor(db, actor, applicationId, writers, { refusal });
  const rows = await db
    .select({
      id: applicationNotes.id,
      text: applicationNotes.text,
      at: applicationNotes.createdAt,
      authorId: applicationNotes.authorId,
      name: sql<string>`coalesce(nullif(${recruiterProfiles.name}, ''), ${users.username})`,
    })
    .from(applicationNotes)
    .innerJoin(users, eq(users.id, applicationNotes.authorId))
    .leftJoin(recruiterProfiles, eq(recruiterProfiles.userId, users.id))
    .where(eq(applicationNotes.applicationId, applicationId))
    .orderBy(desc(applicationNotes.createdAt), desc(applicationNotes.id));
  return rows.map((r) => ({
    _id: r.id,
    text: r.text,
    at: r.at.toISOString(),
    by: { _id: r.authorId, fullName: r.name },
  }));
}

export async function addNote(
  db: Db,
  actor: Actor | null,
  input: { applicationId: string; text: string; key: string | undefined },
) {
  const me = requireActor(actor);
  const { applicationId, text } = input;
  return once<NoteResponse>(
    db,
    { userId: me.id, key: input.key, route: `note ${applicationId}`, request: { text } },
    async (tx) => {
      const { conversation: c } = await conversationFor(tx, actor, applicationId, writers, { refusal });
      const [row] = await tx
        .insert(applicationNotes)
        .values({ applicationId, authorId: me.id, text })
        .returning();
      if (!row) throw new Error('The note could not be saved');
      await notifyMentions(tx, c, { id: me.id, name: c.myName }, row);
      return {
        statusCode: 201,
        body: {
          success: true,
          message: 'Note added',
          data: {
            _id: row.id,
            text: row.text,
            at: row.createdAt.toISOString(),
            by: { _id: me.id, fullName: c.myName },
          },
        },
      };
    },
  );
}
