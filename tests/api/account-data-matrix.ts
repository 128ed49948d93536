// The permission matrix's calls of the account's own data: deleting it and downloading it. Each
// answers for the caller's account alone; a deletion is made by a fresh user of the caller's kind,
// since it ends the account that makes it.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../server/db/schema.ts';
import { makeUser, type TestContext } from './harness.ts';

type Res = { status: number; body: any; headers: Record<string, unknown> };
type Role = 'candidate' | 'recruiter' | null;
type Attempt = {
  url: string;
  body?: unknown;
  token?: string;
  check?: (res: Res, ok: boolean) => Promise<void> | void;
};

// biome-ignore format: the table is read by people: one route per line, one column per caller.
export const accountDataRows: Array<[route: string, ...statuses: number[]]> = [
  //  route                                        visitor cand  other owner rival noRole tamper expired
  ['POST /api/account/delete',                      401,   200,  200,  200,  200,  200,   401,   401],
  ['GET /api/account/export',                       401,   200,  200,  200,  200,  200,   401,   401],
];

/** `roleOf`: the role of a signed-in caller; undefined for the visitor and the bad tokens. */
export function accountDataSetups(
  ctxOf: () => TestContext,
  idOf: (who: string) => string | undefined,
  roleOf: (who: string) => Role | undefined,
): Record<string, (who: string) => Promise<Attempt>> {
  return {
    'POST /api/account/delete': async (w) => {
      const role = roleOf(w);
      // The bad tokens are the owner's: their refusal must leave the owner's account as it is.
      if (role === undefined) return { url: '/api/account/delete', body: { email: 'anyone@example.com' } };
      // Made without a password (as a Google account is): the email typed confirms.
      const fresh = await makeUser(ctxOf(), role);
      return {
        url: '/api/account/delete',
        token: fresh.token,
        body: { email: fresh.email },
        check: async (_res, ok) => {
          const rows = await ctxOf().db.select().from(users).where(eq(users.id, fresh.id));
          expect(rows).toHaveLength(ok ? 0 : 1);
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
