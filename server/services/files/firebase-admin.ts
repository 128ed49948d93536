// firebase-admin, created lazily: verifies Google ID tokens (and later mints custom tokens).
// With FIREBASE_AUTH_EMULATOR_HOST set it talks to the Auth emulator, whose tokens are unsigned:
// never set that variable in production.
import type { App } from 'firebase-admin/app';
import type { Config } from '../../config.ts';

export type GoogleIdentity = {
  uid: string;
  email: string;
  name: string | null;
  picture: string | null;
  /** When the person last signed in to Google (epoch ms): how fresh the proof is. */
  signedInAt: number;
};

export type FirebaseAdmin = {
  /**
   * Null when the token is invalid or expired, or is not a Google sign-in with a verified email:
   * an email/password, custom or anonymous token can carry any email, even someone else's.
   */
  verifyIdToken: (idToken: string) => Promise<GoogleIdentity | null>;
  createCustomToken: (uid: string) => Promise<string>;
};

/** The firebase-admin app of this project, made once (Auth here, Storage for account deletion). */
export async function firebaseApp(firebase: Config['firebase']): Promise<App> {
  if (firebase.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = firebase.authEmulatorHost;
  if (firebase.storageEmulatorHost) process.env.FIREBASE_STORAGE_EMULATOR_HOST = firebase.storageEmulatorHost;
  const { initializeApp, getApps } = await import('firebase-admin/app');
  const name = `hireloop-${firebase.projectId}`;
  return (
    getApps().find((a) => a.name === name) ??
    initializeApp({ projectId: firebase.projectId, storageBucket: firebase.storageBucket }, name)
  );
}

export function createFirebaseAdmin(firebase: Config['firebase']): FirebaseAdmin {
  let app: Promise<App> | undefined;
  const getApp = () => {
    app ??= firebaseApp(firebase);
    return app;
  };
  const auth = async () => (await import('firebase-admin/auth')).getAuth(await getApp());
  return {
    verifyIdToken: async (idToken) => {
      try {
        const decoded = await (await auth()).verifyIdToken(idToken, true);
        const google = decoded.firebase?.sign_in_provider === 'google.com';
        if (!decoded.email || decoded.email_verified !== true || !google) return null;
        return {
          uid: decoded.uid,
          email: decoded.email.toLowerCase(),
          name: typeof decoded.name === 'string' ? decoded.name : null,
          picture: typeof decoded.picture === 'string' ? decoded.picture : null,
          signedInAt: decoded.auth_time * 1000,
        };
      } catch {
        return null;
      }
    },
    createCustomToken: async (uid) => (await auth()).createCustomToken(uid),
  };
}
