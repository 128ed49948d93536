// Types for server-process.mjs (imported by the TypeScript e2e setup).
import type { ChildProcess } from 'node:child_process';
import type { ExitResult } from './firebase-emulators.mjs';

export type ServerProcess = {
  pid: number | undefined;
  child: ChildProcess;
  exited: Promise<ExitResult>;
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<ExitResult>;
  url: string;
  startupMs: number;
  output(): string;
};

export function startServer(opts: {
  port: number;
  env?: Record<string, string | undefined>;
  quiet?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}): Promise<ServerProcess>;
