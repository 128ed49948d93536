// Google identities from the real Auth emulator (its ID tokens are what firebase-admin verifies).
export function authEmulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: the test run starts the Auth emulator');
  return host;
}

/** Signs a fake Google account into the emulator and returns its Firebase ID token. */
export async function googleIdToken(claims: { sub: string; email: string; name?: string; picture?: string }) {
  const res = await fetch(
    `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        requestUri: 'http://127.0.0.1',
        returnSecureToken: true,
        postBody: `id_token=${encodeURIComponent(JSON.stringify({ ...claims, email_verified: true }))}&providerId=google.com`,
      }),
    },
  );
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`emulator sign-in failed: ${body.error?.message}`);
  return body.idToken;
}

async function identityToolkit(method: string, body: object): Promise<string> {
  const res = await fetch(
    `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  const answer = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!answer.idToken) throw new Error(`emulator ${method} failed: ${answer.error?.message}`);
  return answer.idToken;
}

/** An email/password sign-up in the emulator: an ID token whose email nobody verified. */
export const passwordIdToken = (email: string, password = 'any-password-1') =>
  identityToolkit('signUp', { email, password, returnSecureToken: true });

/** Signs in with a custom token, then sets any email on that account: a `custom` ID token. */
export async function customIdTokenWithEmail(customToken: string, email: string) {
  const idToken = await identityToolkit('signInWithCustomToken', {
    token: customToken,
    returnSecureToken: true,
  });
  return identityToolkit('update', { idToken, email, returnSecureToken: true });
}
