// `@Name` in a note tells that teammate (in the app, by push and by email): the hiring team's members whose name (or username)
// follows an @ in the text, the author aside. Names may hold spaces ("@Ana Lopes"), so the text
// is searched for each teammate's name rather than split into words.
import { and, inArray, ne } from 'drizzle-orm';
import { applicationLink } from '../../../contract/hiring.ts';
import { fold } from '../../../contract/search-text.ts';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { delivery } from '../../delivery/delivery.ts';
import { memberNameSql } from '../team/membership.ts';
import type { Conversation } from './access.ts';

/** Whether `@name` stands in the text as a whole name (not the start of a longer word). */
function mentions(foldedText: string, name: string): boolean {
  const wanted = `@${fold(name)}`;
  for (let at = foldedText.indexOf(wanted); at >= 0; at = foldedText.indexOf(wanted, at + 1)) {
    const next = foldedText[at + wanted.length];
    if (next === undefined || !/[\p{L}\p{N}_]/u.test(next)) return true;
  }
  return false;
}

/** The teammates a note names, told in the note's transaction; returns their user ids. */
export async function notifyMentions(
  tx: Tx,
  c: Conversation,
  author: { id: string; name: string },
  note: { id: string; text: string },
) {
  const { id: noteId, text } = note;
  if (!text.includes('@')) return [];
  const team = c.team.filter((id) => id !== author.id);
  if (team.length === 0) return [];
  const rows = await tx
    .select({ id: users.id, name: memberNameSql, username: users.username })
    .from(users)
    .where(and(inArray(users.id, team), ne(users.id, author.id)));
  const folded = fold(text);
  const named = rows.filter((r) => mentions(folded, r.name) || mentions(folded, r.username)).map((r) => r.id);
  if (named.length === 0) return [];
  const link = applicationLink(c.id);
  await delivery.notify(
    tx,
    named.map((userId) => ({
      userId,
      kind: 'mention' as const,
      text: `${author.name} mentioned you in a note about ${c.candidateName} (${c.jobTitle})`,
      link,
    })),
    [],
    named.map((userId) =>
      delivery.queueMailSql({
        kind: 'mention',
        userId,
        data: { authorName: author.name, candidateName: c.candidateName, jobTitle: c.jobTitle, link },
        causeKey: `mention:${noteId}:${userId}`,
      }),
    ),
  );
  return named;
}
