// Withdraws reminder mails that wait in the mail outbox for a time that no longer holds.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { reminderCause } from './reminder-content.ts';

/**
 * A reschedule or a cancel came after some reminders of the old time were swept: their mails that
 * no worker has taken yet are dropped, so the old time is not mailed.
 */
export async function withdrawReminderMails(tx: Tx | Db, reminderIds: string[]): Promise<void> {
  if (!reminderIds.length) return;
  const keys = `{${reminderIds.map(reminderCause).join(',')}}`;
  await tx.execute(sql`delete from ${mailOutbox} where cause_key = any(${keys}::text[]) and not claimed`);
}
