// The hostile-input targets of the account links and the password change: each case gets a fresh
// account or link, so a valid body succeeds once and a hostile one changes nothing.
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema.ts';
import { createLink } from '../../server/services/accounts/account-recovery-links.ts';
import { hashPassword } from '../../server/services/accounts/passwords.ts';
import { makeUser, type TestContext } from './harness.ts';

const currentPassword = 'the-current-password';
// Hashed once: scrypt is slow on purpose, and every case needs an account with this password.
let storedHash: Promise<string> | undefined;

export function accountRecoveryTargets(ctxOf: () => TestContext) {
  const withLink = async (kind: 'reset' | 'verify') => {
    const user = await makeUser(ctxOf(), 'candidate');
    return (await createLink(ctxOf().db, user.id, kind)).secret;
  };
  return [
    {
      route: 'POST /api/auth/forgot-password',
      make: async () => ({ url: '/api/auth/forgot-password', body: { useremail: 'someone@example.com' } }),
    },
    {
      route: 'POST /api/auth/reset-password',
      make: async () => ({
        url: '/api/auth/reset-password',
        body: { token: await withLink('reset'), userpassword: 'a-new-password-1' },
      }),
    },
    {
      route: 'POST /api/auth/reset-password/check',
      make: async () => ({ url: '/api/auth/reset-password/check', body: { token: await withLink('reset') } }),
    },
    {
      route: 'POST /api/auth/verify-email',
      make: async () => ({ url: '/api/auth/verify-email', body: { token: await withLink('verify') } }),
    },
    {
      route: 'PUT /api/account/password',
      make: async () => {
        const user = await makeUser(ctxOf(), 'candidate');
        storedHash ??= hashPassword(currentPassword);
        await ctxOf()
          .db.update(users)
          .set({ passwordHash: await storedHash })
          .where(eq(users.id, user.id));
        return {
          url: '/api/account/password',
          token: user.token,
          body: { currentPassword, newPassword: 'a-new-password-1' },
        };
      },
    },
  ];
}
