// The permission matrix's rows for the account links and the device sessions: each prepares its own
// throwaway account or session, so no call signs out the callers the other rows use.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accountTokens, sessions, users } from '../../server/db/schema.ts';
import { createLink } from '../../server/services/accounts/account-recovery-links.ts';
import { makeUser, signFor, type TestContext } from './harness.ts';
import type { MatrixAttempt, MatrixRow } from './matrix-attempt.ts';

// biome-ignore format: one route per line, one column per caller, as in the matrix.
export const accountRecoveryRows: MatrixRow[] = [
  //  route                                        visitor cand  other owner rival noRole tamper expired
  ['POST /api/auth/forgot-password',                200,   200,  200,  200,  200,  200,   200,   200],
  ['POST /api/auth/reset-password',                 200,   200,  200,  200,  200,  200,   200,   200],
  ['POST /api/auth/reset-password/check',           200,   200,  200,  200,  200,  200,   200,   200],
  // A verify link opened while signed in to another account is refused; a stale token is no account.
  ['POST /api/auth/verify-email',                   200,   403,  403,  403,  403,  403,   200,   200],
  ['POST /api/auth/resend-verification',            401,   200,  200,  200,  200,  200,   401,   401],
  ['GET /api/account/email-status',                 401,   200,  200,  200,  200,  200,   401,   401],
  // The matrix's accounts have no password (as a Google account): nothing to change, nothing changed.
  ['PUT /api/account/password',                     401,   400,  400,  400,  400,  400,   401,   401],
  ['GET /api/account/sessions',                     401,   200,  200,  200,  200,  200,   401,   401],
  // Only the owner of a session signs it out: here the other candidate's.
  ['DELETE /api/account/sessions/:id',              401,   404,  200,  404,  404,  404,   401,   401],
  ['DELETE /api/account/sessions',                  401,   200,  200,  200,  200,  200,   401,   401],
  ['POST /forgot-password',                         403,   403,  403,  403,  403,  403,   403,   403],
  ['POST /reset-password',                          403,   403,  403,  403,  403,  403,   403,   403],
  ['POST /verify-email',                            403,   403,  403,  403,  403,  403,   403,   403],
];

export function accountRecoverySetups<Who extends string>(
  ctxOf: () => TestContext,
  idOf: (who: Who) => string | undefined,
): Record<string, (who: Who) => Promise<MatrixAttempt>> {
  const throwaway = async (kind: 'reset' | 'verify') => {
    const user = await makeUser(ctxOf(), 'candidate');
    return { user, link: await createLink(ctxOf().db, user.id, kind) };
  };
  const sessionsOf = (userId: string) =>
    ctxOf().db.select().from(sessions).where(eq(sessions.userId, userId));
  return {
    'POST /api/auth/forgot-password': async () => ({
      url: '/api/auth/forgot-password',
      body: { useremail: `nobody-${Math.random().toString(36).slice(2)}@example.com` },
    }),
    // The link alone decides whose password changes; the caller's own session stays.
    'POST /api/auth/reset-password': async (w) => {
      const { user, link } = await throwaway('reset');
      return {
        url: '/api/auth/reset-password',
        body: { token: link.secret, userpassword: 'a-new-password-1' },
        check: async (res) => {
          expect(res.body.user._id).toBe(user.id);
          const own = idOf(w);
          if (own) expect(await sessionsOf(own)).not.toHaveLength(0);
        },
      };
    },
    // Anyone holding the link may ask whether it works; asking leaves it unused.
    'POST /api/auth/reset-password/check': async () => {
      const { link } = await throwaway('reset');
      return {
        url: '/api/auth/reset-password/check',
        body: { token: link.secret },
        check: async () => {
          const [row] = await ctxOf().db.select().from(accountTokens).where(eq(accountTokens.id, link.id));
          expect(row?.usedAt).toBeNull();
        },
      };
    },
    'POST /api/auth/verify-email': async () => {
      const { user, link } = await throwaway('verify');
      return {
        url: '/api/auth/verify-email',
        body: { token: link.secret },
        check: async (_res, ok) => {
          const [u] = await ctxOf().db.select().from(users).where(eq(users.id, user.id));
          expect(Boolean(u?.emailVerifiedAt)).toBe(ok);
        },
      };
    },
    'POST /api/auth/resend-verification': async () => ({ url: '/api/auth/resend-verification' }),
    'GET /api/account/email-status': async (w) => ({
      url: '/api/account/email-status',
      check: (res, ok) => {
        if (ok) expect(res.body.data.verified).toBe(false);
        void w;
      },
    }),
    'PUT /api/account/password': async () => ({
      url: '/api/account/password',
      body: { currentPassword: 'whatever-it-is', newPassword: 'a-new-password-1' },
    }),
    'GET /api/account/sessions': async (w) => ({
      url: '/api/account/sessions',
      check: async (res, ok) => {
        if (!ok) return;
        const own = (await sessionsOf(idOf(w)!)).map((s) => s.id).sort();
        expect(res.body.data.map((d: { id: string }) => d.id).sort()).toEqual(own);
      },
    }),
    'DELETE /api/account/sessions/:id': async () => {
      const target = idOf('otherCandidate' as Who)!;
      await signFor(ctxOf(), target);
      const [newest] = (await sessionsOf(target)).sort(
        (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
      );
      return {
        url: `/api/account/sessions/${newest!.id}`,
        check: async (_res, ok) => {
          const left = (await sessionsOf(target)).map((s) => s.id);
          expect(left.includes(newest!.id)).toBe(!ok);
        },
      };
    },
    // Signed in, it signs out a throwaway account everywhere: the matrix's own tokens stay usable.
    'DELETE /api/account/sessions': async (w) => {
      const own = idOf(w);
      if (!own) return { url: '/api/account/sessions' };
      const other = (await makeUser(ctxOf(), 'candidate')).id;
      const otherToken = await signFor(ctxOf(), other);
      return {
        url: '/api/account/sessions',
        token: otherToken,
        check: async (_res, ok) => {
          expect(ok).toBe(true);
          expect(await sessionsOf(other)).toHaveLength(0);
          expect(await sessionsOf(own)).not.toHaveLength(0);
        },
      };
    },
    'POST /forgot-password': async () => ({ url: '/forgot-password', body: { useremail: 'x@example.com' } }),
    'POST /reset-password': async () => {
      const { link } = await throwaway('reset');
      return { url: '/reset-password', body: { token: link.secret, userpassword: 'attacker-chosen-1' } };
    },
    'POST /verify-email': async () => {
      const { link } = await throwaway('verify');
      return { url: '/verify-email', body: { token: link.secret } };
    },
  };
}
