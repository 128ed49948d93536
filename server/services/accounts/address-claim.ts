// What a proof of the address takes away. An account whose address was never confirmed may have
// been made by anyone who typed that address: when the address's owner proves it (a verified
// Google identity, a confirmed email change), nothing set up before that proof may stay behind.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { retireLinks } from './account-recovery-links.ts';
import { endOtherSessions } from './sessions.ts';

/** Drops the unproved password, every session and every open link of the account. */
export async function clearUnprovedAccess(tx: Tx, userId: string) {
  await tx.update(users).set({ passwordHash: null }).where(eq(users.id, userId));
  await endOtherSessions(tx, userId, null);
  await retireOpenLinks(tx, userId);
}

/** Every mailed link of the account stops working: reset, verify and pending email changes. */
export async function retireOpenLinks(tx: Tx, userId: string) {
  await retireLinks(tx, userId, 'reset');
  await retireLinks(tx, userId, 'verify');
  await retireLinks(tx, userId, 'email-change');
}
