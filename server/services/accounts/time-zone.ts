// PUT /account/time-zone: the zone the user's device reports, in which their mails show times.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { type Actor, requireActor } from '../common/actor.ts';

export async function saveTimeZone(db: Db, actor: Actor | null, timeZone: string) {
  const me = requireActor(actor);
  await db.update(users).set({ timeZone }).where(eq(users.id, me.id));
  return { success: true as const, message: 'Time zone saved', data: { timeZone } };
}
