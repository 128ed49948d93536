// Firebase, loaded only when needed (Google sign-in, uploads). With the six VITE_FIREBASE_* build
// settings it talks to a real project; otherwise it asks our server for the local Emulator Suite.
import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { FirebaseStorage } from 'firebase/storage';
import { http } from './http.ts';

type ClientConfig = {
  success: true;
  firebase: {
    projectId: string;
    storageBucket: string;
    authEmulatorUrl: string | null;
    storageEmulator: { host: string; port: number } | null;
  };
};

type Setup = { options: FirebaseOptions; emulators: ClientConfig['firebase'] | null };

const env = import.meta.env;
const buildOptions = {
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
  messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
  appId: env.VITE_FIREBASE_APP_ID,
};

export function hasBuildConfig(options: Record<string, unknown> = buildOptions): boolean {
  return Object.values(options).every((v) => typeof v === 'string' && v.length > 0);
}

/**
 * Loads once and shares the answer. A failure is forgotten, so a later call tries again (e.g.
 * after going back online).
 */
function onceUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      pending = load();
      pending.catch(() => {
        pending = undefined;
      });
    }
    return pending;
  };
}

const loadSetup = onceUntilFailure(async (): Promise<Setup> => {
  if (hasBuildConfig()) return { options: buildOptions as FirebaseOptions, emulators: null };
  const { firebase } = await http.get<ClientConfig>('/client-config', { auth: false });
  return {
    // The emulators accept any API key; a demo- project id keeps everything local.
    options: {
      apiKey: 'demo-api-key',
      authDomain: `${firebase.projectId}.firebaseapp.com`,
      projectId: firebase.projectId,
      storageBucket: firebase.storageBucket,
    },
    emulators: firebase,
  };
});

const loadApp = onceUntilFailure(
  (): Promise<{ app: FirebaseApp; setup: Setup }> =>
    Promise.all([loadSetup(), import('firebase/app')]).then(([setup, { initializeApp }]) => ({
      app: initializeApp(setup.options),
      setup,
    })),
);

export const getFirebaseAuth = onceUntilFailure(
  (): Promise<Auth> =>
    Promise.all([loadApp(), import('firebase/auth')]).then(
      ([{ app, setup }, { getAuth, connectAuthEmulator }]) => {
        const auth = getAuth(app);
        const url = setup.emulators?.authEmulatorUrl;
        if (url) connectAuthEmulator(auth, url, { disableWarnings: true });
        return auth;
      },
    ),
);

/** Storage for uploads (lib/upload.ts). */
export const getFirebaseStorage = onceUntilFailure(
  (): Promise<FirebaseStorage> =>
    Promise.all([loadApp(), import('firebase/storage')]).then(
      ([{ app, setup }, { getStorage, connectStorageEmulator }]) => {
        const storage = getStorage(app);
        const emu = setup.emulators?.storageEmulator;
        if (emu) connectStorageEmulator(storage, emu.host, emu.port);
        return storage;
      },
    ),
);

/** True when talking to the local emulators rather than a real Firebase project. */
export async function isEmulatorMode(): Promise<boolean> {
  return (await loadSetup()).emulators?.authEmulatorUrl != null;
}

type GapiWindow = Window & { gapi?: { iframes?: { Iframe?: unknown } } };
let shimPromise: Promise<void> | undefined;
// Offline emulator mode: the SDK skips Google's api.js when window.gapi.iframes.Iframe exists.
function loadGapiShim(): Promise<void> {
  if ((window as GapiWindow).gapi?.iframes?.Iframe) return Promise.resolve();
  shimPromise ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/gapi-shim.js';
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      shimPromise = undefined;
      script.remove();
      reject(new Error('Could not load the sign-in helper'));
    };
    document.head.append(script);
  });
  return shimPromise;
}

/** Fetch everything Google sign-in needs ahead of the click, so the popup opens at once. */
export async function warmUpGoogleSignIn(): Promise<void> {
  await getFirebaseAuth();
  if (await isEmulatorMode()) await loadGapiShim();
}

export type GoogleProfile = { username: string; useremail: string; image: string | null; idToken: string };

/** Opens the Google popup and returns what /api/google-auth needs. */
export async function signInWithGoogle(): Promise<GoogleProfile> {
  const [auth, { GoogleAuthProvider, signInWithPopup }] = await Promise.all([
    getFirebaseAuth(),
    import('firebase/auth'),
  ]);
  if (await isEmulatorMode()) await loadGapiShim();
  const { user } = await signInWithPopup(auth, new GoogleAuthProvider());
  return {
    username: user.displayName ?? '',
    useremail: user.email ?? '',
    image: user.photoURL,
    idToken: await user.getIdToken(),
  };
}
