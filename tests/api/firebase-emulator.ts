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
