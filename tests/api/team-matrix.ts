// The permission matrix's calls of a company's team. "owner" owns the company of the applied job,
// "otherRecruiter" owns another one; every refusal writes nothing (the matrix compares the whole
// database), and what an allowed call changed is put back, so the callers stay as they were.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { companyInvitations, companyMembers } from '../../server/db/schema.ts';
import { makeUser, type TestContext, type TestUser } from './harness.ts';
import type { MatrixAttempt, MatrixRow } from './matrix-attempt.ts';

// biome-ignore format: the table is read by people: one route per line, one column per caller.
export const teamRows: MatrixRow[] = [
  //  route                                        visitor cand  other owner rival noRole tamper expired
  ['GET /api/team',                                 401,   403,  403,  200,  200,  403,   401,   401],
  ['POST /api/team/invitations',                    401,   403,  403,  201,  201,  403,   401,   401],
  // Each caller holds an invitation to the owner's company for their own address.
  ['POST /api/team/invitations/accept',             401,   409,  409,  409,  409,  200,   401,   401],
  // The member is the owner's; another company's owner is told no such member is on their team.
  ['PATCH /api/team/members/:userId',               401,   403,  403,  200,  404,  403,   401,   401],
  ['DELETE /api/team/members/:userId',              401,   403,  403,  200,  404,  403,   401,   401],
  ['POST /api/team/owner',                          401,   403,  403,  200,  404,  403,   401,   401],
];

/** `companyOf`: the company (recruiter profile id) of a recruiter. */
export function teamSetups<Who extends string>(
  ctxOf: () => TestContext,
  owner: () => TestUser,
  companyOf: (user: TestUser) => Promise<string>,
  userOf: (who: Who) => TestUser | undefined,
): Record<string, (who: Who) => Promise<MatrixAttempt>> {
  const db = () => ctxOf().db;
  /** A new account on the owner's team as Interviewer. */
  const member = async () => {
    const user = await makeUser(ctxOf(), 'recruiter');
    await db()
      .insert(companyMembers)
      .values({ userId: user.id, companyId: await companyOf(owner()), role: 'interviewer' });
    return user;
  };
  const roleOf = async (userId: string) =>
    (await db().select().from(companyMembers).where(eq(companyMembers.userId, userId)))[0]?.role;
  return {
    'GET /api/team': async (w) => ({
      url: '/api/team',
      check: (res, ok) => {
        if (ok)
          expect(res.body.data.members).toContainEqual(expect.objectContaining({ userId: userOf(w)?.id }));
      },
    }),
    'POST /api/team/invitations': async () => {
      const email = `invited-${randomBytes(4).toString('hex')}@test.example.com`;
      return {
        url: '/api/team/invitations',
        body: { email, role: 'interviewer' },
        check: async (_res, ok) => {
          const rows = await db()
            .select()
            .from(companyInvitations)
            .where(eq(companyInvitations.email, email));
          expect(rows).toHaveLength(ok ? 1 : 0);
        },
      };
    },
    'POST /api/team/invitations/accept': async (w) => {
      const fresh = w === 'noRole' ? await makeUser(ctxOf(), null) : undefined;
      const invited = fresh ?? userOf(w);
      const secret = randomBytes(32).toString('base64url');
      await db()
        .insert(companyInvitations)
        .values({
          companyId: await companyOf(owner()),
          email: invited?.email ?? `nobody-${randomBytes(4).toString('hex')}@test.example.com`,
          role: 'recruiter',
          tokenHash: createHash('sha256').update(secret).digest('hex'),
          expiresAt: new Date(Date.now() + 86_400_000),
        });
      return {
        url: '/api/team/invitations/accept',
        ...(fresh ? { token: fresh.token } : {}),
        body: { token: secret },
        check: async (_res, ok) => {
          if (fresh) expect(await roleOf(fresh.id)).toBe(ok ? 'recruiter' : undefined);
        },
      };
    },
    'PATCH /api/team/members/:userId': async () => {
      const target = await member();
      return {
        url: `/api/team/members/${target.id}`,
        body: { role: 'recruiter' },
        check: async (_res, ok) => expect(await roleOf(target.id)).toBe(ok ? 'recruiter' : 'interviewer'),
      };
    },
    'DELETE /api/team/members/:userId': async () => {
      const target = await member();
      return {
        url: `/api/team/members/${target.id}`,
        check: async (_res, ok) => expect(await roleOf(target.id)).toBe(ok ? undefined : 'interviewer'),
      };
    },
    'POST /api/team/owner': async () => {
      const target = await member();
      return {
        url: '/api/team/owner',
        body: { userId: target.id },
        check: async (_res, ok) => {
          expect(await roleOf(target.id)).toBe(ok ? 'owner' : 'interviewer');
          // The owner takes the company back: the other rows need them as its owner.
          await db()
            .update(companyMembers)
            .set({ role: 'owner' })
            .where(eq(companyMembers.userId, owner().id));
          await db().delete(companyMembers).where(eq(companyMembers.userId, target.id));
        },
      };
    },
  };
}
