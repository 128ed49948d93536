// Whether a user still wants a kind emailed, as a condition inside a statement that queues or
// sends many mails at once (one statement, not a query per user). The same rule as
// preferences.ts emailAllowed(): no row means yes.
import { type SQL, sql } from 'drizzle-orm';
import type { PreferenceKind } from '../../../contract/notification-settings.ts';
import { notificationPreferences } from '../../db/schema.ts';

/** `userId` and `kind`: SQL naming the user's id and the preference kind (a value or a column). */
export function emailWanted(userId: SQL, kind: SQL | PreferenceKind): SQL {
  return sql`not exists (select 1 from ${notificationPreferences} p
    where p.user_id = ${userId} and p.kind = ${kind} and not p.email)`;
}
