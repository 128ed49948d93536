// The permission matrix's calls of the account's own data: deleting it, downloading it, moving it
// to another address. Each answers for the caller's account alone; a deletion is made by a fresh
// user of the caller's kind, since it ends the account that makes it.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accountTokens, users } from '../../server/db/schema.ts';
import { createLink } from '../../server/services/accounts/account-recovery-links.ts';
import { hashPassword } from '../../server/services/accounts/passwords.ts';
import { linkedGoogleIdToken } from './account-data-fixtures.ts';
import { makeUser, type TestContext } from './harness.ts';
import type { MatrixAttempt, MatrixRow } from './matrix-attempt.ts';

const password = 'matrix password 1';
let passwordHash: Promise<string> | undefined;
const newAddress = () => `moved-${randomBytes(4).toString('hex')}@example.com`;

type Role = 'candidate' | 'recruiter' | null;

// biome-ignore format: the table is read by people: one route per line, one column per caller.
export const accountDataRows: MatrixRow[] = [
  //  route                                        visitor cand  other owner rival noRole tamper expired
  ['POST /api/account/delete',                      401,   200,  200,  200,  200,  200,   401,   401],
  ['GET /api/account/export',                       401,   200,  200,  200,  200,  200,   401,   401],
  ['POST /api/account/email',                       401,   200,  200,  200,  200,  200,   401,   401],
  // The mailed link is the proof, not a session: whoever holds it confirms that one change.
  ['POST /api/account/email/confirm',               200,   200,  200,  200,  200,  200,   200,   200],
];

/** `roleOf`: the role of a signed-in caller; undefined for the visitor and the bad tokens. */
export function accountDataSetups<Who extends string>(
  ctxOf: () => TestContext,
  idOf: (who: Who) => string | undefined,
  roleOf: (who: Who) => Role | undefined,
): Record<string, (who: Who) => Promise<MatrixAttempt>> {
  return {
    'POST /api/account/delete': async (w) => {
      const role = roleOf(w);
      // The bad tokens are the owner's: their refusal must leave the owner's account as it is.
      if (role === undefined) return { url: '/api/account/delete', body: { idToken: 'not-a-token' } };
      // Made without a password (as a Google account is): a fresh Google sign-in confirms.
      const fresh = await makeUser(ctxOf(), role);
      const idToken = await linkedGoogleIdToken(ctxOf(), fresh.id);
      return {
        url: '/api/account/delete',
        token: fresh.token,
        body: { idToken },
        check: async (_res, ok) => {
          const rows = await ctxOf().db.select().from(users).where(eq(users.id, fresh.id));
          expect(rows).toHaveLength(ok ? 0 : 1);
        },
      };
    },
    // The caller is given a password and a confirmed address (the matrix's users have neither): a
    // change needs both.
    'POST /api/account/email': async (w) => {
      const own = idOf(w);
      passwordHash ??= hashPassword(password);
      if (own)
        await ctxOf()
          .db.update(users)
          .set({ passwordHash: await passwordHash, emailVerifiedAt: new Date() })
          .where(eq(users.id, own));
      const newEmail = newAddress();
      return {
        url: '/api/account/email',
        body: { newEmail, password },
        check: async (_res, ok) => {
          const links = await ctxOf()
            .db.select()
            .from(accountTokens)
            .where(and(eq(accountTokens.kind, 'email-change'), eq(accountTokens.newEmail, newEmail)));
          expect(links.map((l) => l.userId)).toEqual(ok ? [own] : []);
          // Unconfirmed again: the rows of the email status and the resend read the caller as made.
          if (own) await ctxOf().db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, own));
        },
      };
    },
    'POST /api/account/email/confirm': async () => {
      const ctx = ctxOf();
      const fresh = await makeUser(ctx, 'candidate');
      const newEmail = newAddress();
      const { secret } = await createLink(ctx.db, fresh.id, 'email-change', { newEmail });
      return {
        url: '/api/account/email/confirm',
        body: { token: secret },
        check: async (_res, ok) => {
          const [row] = await ctx.db.select().from(users).where(eq(users.id, fresh.id));
          expect(row?.email).toBe(ok ? newEmail : fresh.email);
        },
      };
    },
    'GET /api/account/export': async (w) => ({
      url: '/api/account/export',
      check: (res, ok) => {
        if (ok) expect(res.body.account.id).toBe(idOf(w));
      },
    }),
  };
}
