// The hostile-input test's targets for the account's own data. Each case gets a fresh account (or
// link), as a valid body deletes the account that sends it, or uses the link up.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema.ts';
import { createLink } from '../../server/services/accounts/account-recovery-links.ts';
import { hashPassword } from '../../server/services/accounts/passwords.ts';
import { linkedGoogleIdToken } from './account-data-fixtures.ts';
import { makeUser, type TestContext } from './harness.ts';

const password = 'hostile password 1';
let passwordHash: Promise<string> | undefined;
const newAddress = () => `moved-${randomBytes(4).toString('hex')}@example.com`;

/** A fresh account with the password above (scrypt once for them all). */
/** A candidate with a password and a confirmed address, as an email change needs. */
async function withPassword(ctx: TestContext) {
  passwordHash ??= hashPassword(password);
  const fresh = await makeUser(ctx, 'candidate');
  await ctx.db
    .update(users)
    .set({ passwordHash: await passwordHash, emailVerifiedAt: new Date() })
    .where(eq(users.id, fresh.id));
  return fresh;
}

type Target = {
  route: string;
  make: () => Promise<{ url: string; token?: string; body: Record<string, unknown> }>;
};

export function accountDataTargets(ctxOf: () => TestContext): Target[] {
  return [
    {
      route: 'POST /api/account/delete',
      make: async () => {
        // Without a password, as a Google account: a fresh Google sign-in is the confirmation.
        const fresh = await makeUser(ctxOf(), 'candidate');
        const idToken = await linkedGoogleIdToken(ctxOf(), fresh.id);
        return { url: '/api/account/delete', token: fresh.token, body: { idToken } };
      },
    },
    {
      route: 'POST /api/account/email',
      make: async () => {
        const fresh = await withPassword(ctxOf());
        return { url: '/api/account/email', token: fresh.token, body: { newEmail: newAddress(), password } };
      },
    },
    {
      route: 'POST /api/account/email/confirm',
      make: async () => {
        const ctx = ctxOf();
        const fresh = await makeUser(ctx, 'candidate');
        const { secret } = await createLink(ctx.db, fresh.id, 'email-change', { newEmail: newAddress() });
        return { url: '/api/account/email/confirm', body: { token: secret } };
      },
    },
  ];
}
