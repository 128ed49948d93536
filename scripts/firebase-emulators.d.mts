// Types for firebase-emulators.mjs (imported by the TypeScript e2e setup).
import type { TiedChild } from './tied-child.mjs';

export type { ExitResult } from './tied-child.mjs';

export type Emulators = TiedChild & {
  projectId: string;
  authHost: string;
  storageHost: string;
  startupMs: number;
};

export function startEmulators(opts?: {
  authPort?: number;
  storagePort?: number;
  projectId?: string;
  dataDir?: string;
  persist?: boolean;
  quiet?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}): Promise<Emulators>;

export function freePort(): Promise<number>;

export function startTestEmulators(opts?: Parameters<typeof startEmulators>[0]): Promise<Emulators>;
