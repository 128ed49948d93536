// A stand-in for the Firebase SDK's storage and auth modules (outside the project): uploads report
// progress in three steps, then complete; `events` records the order of what happened.
import { vi } from 'vitest';

export const firebaseEvents: string[] = [];

type FakeStorage = { bucket: string; emulatorHost: string | null };

export const firebaseAppFake: Record<string, unknown> = {
  initializeApp: vi.fn((options: { storageBucket?: string }) => ({ name: 'app', options })),
};

export const firebaseAuthFake: Record<string, unknown> = {
  getAuth: vi.fn(() => ({ currentUser: null, signOut: async () => {} })),
  connectAuthEmulator: vi.fn(),
  signInWithCustomToken: vi.fn(async () => ({})),
};

export const firebaseStorageFake: Record<string, unknown> = {
  // The bucket and emulator come from the app's setup (the server's /client-config), so download
  // URLs are ones our server accepts.
  getStorage: vi.fn(
    (app: { options: { storageBucket?: string } }): FakeStorage => ({
      bucket: app.options.storageBucket ?? '',
      emulatorHost: null,
    }),
  ),
  connectStorageEmulator: vi.fn((storage: FakeStorage, host: string, port: number) => {
    storage.emulatorHost = `${host}:${port}`;
  }),
  ref: vi.fn((storage: FakeStorage, path: string) => ({ fullPath: path, storage })),
  uploadBytesResumable: vi.fn((target: { fullPath: string }, file: Blob) => ({
    on(
      _event: string,
      next: (s: { bytesTransferred: number; totalBytes: number }) => void,
      _error: unknown,
      complete: () => void,
    ) {
      const total = file.size;
      const steps = [0, Math.floor(total / 2), total];
      let i = 0;
      const tick = () => {
        const bytes = steps[i++] as number;
        next({ bytesTransferred: bytes, totalBytes: total });
        firebaseEvents.push(`progress ${target.fullPath.split('/')[0]} ${Math.round((bytes / total) * 100)}`);
        if (i < steps.length) setTimeout(tick, 5);
        else {
          firebaseEvents.push(`uploaded ${target.fullPath}`);
          complete();
        }
      };
      setTimeout(tick, 5);
    },
  })),
  getDownloadURL: vi.fn(async (target: { fullPath: string; storage: FakeStorage }) => {
    const { bucket, emulatorHost } = target.storage;
    const origin = emulatorHost ? `http://${emulatorHost}` : 'https://firebasestorage.googleapis.com';
    return `${origin}/v0/b/${bucket}/o/${encodeURIComponent(target.fullPath)}?alt=media&token=x`;
  }),
};
