// A stand-in for the Firebase SDK's storage and auth modules (outside the project): uploads report
// progress in three steps, then complete; `events` records the order of what happened.
import { vi } from 'vitest';

export const firebaseEvents: string[] = [];

export const firebaseAppFake: Record<string, unknown> = { initializeApp: vi.fn(() => ({ name: 'app' })) };

export const firebaseAuthFake: Record<string, unknown> = {
  getAuth: vi.fn(() => ({ currentUser: null, signOut: async () => {} })),
  connectAuthEmulator: vi.fn(),
  signInWithCustomToken: vi.fn(async () => ({})),
};

export const firebaseStorageFake: Record<string, unknown> = {
  getStorage: vi.fn(() => ({})),
  connectStorageEmulator: vi.fn(),
  ref: vi.fn((_storage: unknown, path: string) => ({ fullPath: path })),
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
  getDownloadURL: vi.fn(
    async (target: { fullPath: string }) =>
      `http://127.0.0.1:9199/v0/b/demo-test.appspot.com/o/${encodeURIComponent(target.fullPath)}?alt=media&token=x`,
  ),
};
