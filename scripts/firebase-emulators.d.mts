// Types for firebase-emulators.mjs (imported by the TypeScript e2e setup).
import type { ChildProcess } from 'node:child_process';

export type ExitResult = { code: number | null; signal: NodeJS.Signals | null };

export type Emulators = {
  pid: number | undefined;
  child: ChildProcess;
  exited: Promise<ExitResult>;
  stop(timeoutMs?: number): Promise<ExitResult>;
  projectId: string;
  authHost: string;
  storageHost: string;
  startupMs: number;
  output(): string;
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
