// The permission matrix's calls of the email and push switches and of the unsubscribe link: each
// prepares its own rows and checks that only the caller's (or the link's) account was read or changed.
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { notificationPreferences } from '../../server/db/schema.ts';
import { unsubscribeToken } from '../../server/delivery/mail/unsubscribe.ts';
import { makeUser, type TestContext } from './harness.ts';
import type { MatrixAttempt } from './matrix-attempt.ts';

export function notificationSettingSetups<Who extends string>(
  ctxOf: () => TestContext,
  idOf: (who: Who) => string | undefined,
): Record<string, (who: Who) => Promise<MatrixAttempt>> {
  const rowsOf = (userIds: string[]) =>
    ctxOf().db.select().from(notificationPreferences).where(inArray(notificationPreferences.userId, userIds));
  const forget = (userIds: string[]) =>
    ctxOf().db.delete(notificationPreferences).where(inArray(notificationPreferences.userId, userIds));
  return {
    // A signed-in caller reads their own switches, not another account's.
    'GET /api/account/notification-settings': async (w) => {
      const ctx = ctxOf();
      const own = idOf(w);
      const other = (await makeUser(ctx, 'candidate')).id;
      await ctx.db.insert(notificationPreferences).values({ userId: other, kind: 'messages', email: false });
      if (own)
        await ctx.db.insert(notificationPreferences).values({ userId: own, kind: 'applicants', push: false });
      return {
        url: '/api/account/notification-settings',
        check: async (res, ok) => {
          if (ok) {
            expect(res.body.data).toContainEqual({ kind: 'applicants', email: true, push: false });
            expect(res.body.data).toContainEqual({ kind: 'messages', email: true, push: true });
          }
          await forget([other, ...(own ? [own] : [])]);
        },
      };
    },
    // A signed-in caller turns their own switch; nobody else's row appears.
    'PUT /api/account/notification-settings': async (w) => {
      const own = idOf(w);
      const other = (await makeUser(ctxOf(), 'candidate')).id;
      return {
        url: '/api/account/notification-settings',
        body: { kind: 'messages', email: false },
        check: async (_res, ok) => {
          const rows = await rowsOf([other, ...(own ? [own] : [])]);
          expect(rows.map((r) => [r.userId, r.kind, r.email])).toEqual(ok ? [[own, 'messages', false]] : []);
          if (own) await forget([own]);
        },
      };
    },
    // Anyone holding the link sees its page, whoever is signed in; the page changes nothing.
    'GET /unsubscribe': async () => {
      const ctx = ctxOf();
      const target = (await makeUser(ctx, 'recruiter')).id;
      const token = unsubscribeToken(ctx.app.config, target, 'applicants');
      return {
        url: `/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { accept: 'text/html' },
        check: async (res) => {
          expect(String(res.body)).toContain('new applicants to your jobs');
          expect(await rowsOf([target])).toEqual([]);
        },
      };
    },
    // The one-click POST turns off the link's account's emails of that kind, whoever is signed in.
    'POST /unsubscribe': async (w) => {
      const ctx = ctxOf();
      const target = (await makeUser(ctx, 'candidate')).id;
      const own = idOf(w);
      const token = unsubscribeToken(ctx.app.config, target, 'job-alerts');
      return {
        url: `/unsubscribe?token=${encodeURIComponent(token)}`,
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        check: async () => {
          const rows = await rowsOf([target, ...(own ? [own] : [])]);
          expect(rows.map((r) => [r.userId, r.kind, r.email, r.push])).toEqual([
            [target, 'job-alerts', false, true],
          ]);
          await ctx.db.delete(notificationPreferences).where(eq(notificationPreferences.userId, target));
        },
      };
    },
  };
}
