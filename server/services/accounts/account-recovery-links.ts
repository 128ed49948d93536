// The links Hireloop mails to prove an address is the user's: verify, reset, email change. The
// secret goes only into the mail; the database keeps its SHA-256, so a copy of the rows opens
// nothing. Used and expired rows stay, so a second click can be told which it was.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { recoveryFormErrors } from '../../../contract/recovery-form-errors.ts';
import type { Db, Tx } from '../../db/client.ts';
import { accountTokens } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';

export type AccountLinkKind = (typeof accountTokens.$inferSelect)['kind'];

/** Why a link did not work; the forms carry this code, never a free text, back to their page. */
export type LinkProblem = 'used' | 'expired' | 'unknown';

export const linkLifetimeMs: Record<AccountLinkKind, number> = {
  reset: 60 * 60_000,
  verify: 24 * 60 * 60_000,
  'email-change': 60 * 60_000,
};

export const linkProblemMessages: Record<LinkProblem, string> = {
  used: recoveryFormErrors.used,
  expired: recoveryFormErrors.expired,
  unknown: recoveryFormErrors.unknown,
};

/** A refusal that names its problem, so a form can send the code back instead of the message. */
export class LinkError extends HttpError {
  constructor(readonly problem: LinkProblem) {
    super(problem === 'unknown' ? 400 : 410, linkProblemMessages[problem]);
  }
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
// 32 random bytes in base64url: what createLink hands out, and all a real link can carry.
const secretShape = /^[A-Za-z0-9_-]{43}$/;

/** Whether `secret` could be a link at all: anything else is refused before any costly work. */
export const isLinkShaped = (secret: string) => secretShape.test(secret);

/** A new link for the user: its row id and its secret, which the caller mails in the same transaction. */
export async function createLink(
  tx: Db | Tx,
  userId: string,
  kind: AccountLinkKind,
  options: { newEmail?: string; now?: number } = {},
): Promise<{ id: string; secret: string }> {
  const secret = randomBytes(32).toString('base64url');
  const now = options.now ?? Date.now();
  const [row] = await tx
    .insert(accountTokens)
    .values({
      tokenHash: hashOf(secret),
      kind,
      userId,
      newEmail: options.newEmail ?? null,
      expiresAt: new Date(now + linkLifetimeMs[kind]),
    })
    .returning({ id: accountTokens.id });
  if (!row) throw new Error('link not created');
  return { id: row.id, secret };
}

export type UsableLink = typeof accountTokens.$inferSelect;

/**
 * The unused, unexpired link of this kind that `secret` opens, marked used; or a LinkError saying
 * why not. Call it inside the transaction of the change it allows, so a refusal later rolls it back.
 */
export async function consumeLink(
  tx: Tx,
  secret: string,
  kind: AccountLinkKind,
  now = Date.now(),
): Promise<UsableLink> {
  if (!isLinkShaped(secret)) throw new LinkError('unknown');
  const hash = hashOf(secret);
  // Marked used only if still usable: two clicks at once cannot both pass.
  const [link] = await tx
    .update(accountTokens)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(accountTokens.tokenHash, hash),
        eq(accountTokens.kind, kind),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date(now)),
      ),
    )
    .returning();
  if (link) return link;
  const [found] = await tx
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hash), eq(accountTokens.kind, kind)));
  if (!found) throw new LinkError('unknown');
  throw new LinkError(found.usedAt ? 'used' : 'expired');
}

/** Why the link `secret` would be refused now, or null when it would work; it stays unused. */
export async function linkProblem(
  db: Db,
  secret: string,
  kind: AccountLinkKind,
  now = Date.now(),
): Promise<LinkProblem | null> {
  if (!isLinkShaped(secret)) return 'unknown';
  const [found] = await db
    .select({ usedAt: accountTokens.usedAt, expiresAt: accountTokens.expiresAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashOf(secret)), eq(accountTokens.kind, kind)));
  if (!found) return 'unknown';
  if (found.usedAt) return 'used';
  return found.expiresAt.getTime() > now ? null : 'expired';
}

/** Retires the user's other open links of a kind (a reset done makes older reset mails useless). */
export async function retireLinks(tx: Db | Tx, userId: string, kind: AccountLinkKind, now = Date.now()) {
  await tx
    .update(accountTokens)
    .set({ usedAt: new Date(now) })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.kind, kind), isNull(accountTokens.usedAt)));
}
