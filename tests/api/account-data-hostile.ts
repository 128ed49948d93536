// The hostile-input test's targets for the account's own data. Each case gets a fresh account, as
// a valid body deletes the one that sends it.
import { makeUser, type TestContext } from './harness.ts';

type Target = {
  route: string;
  make: () => Promise<{ url: string; token?: string; body: Record<string, unknown> }>;
};

export function accountDataTargets(ctxOf: () => TestContext): Target[] {
  return [
    {
      route: 'POST /api/account/delete',
      make: async () => {
        // Without a password, as a Google account: the email typed is the confirmation.
        const fresh = await makeUser(ctxOf(), 'candidate');
        return { url: '/api/account/delete', token: fresh.token, body: { email: fresh.email } };
      },
    },
  ];
}
