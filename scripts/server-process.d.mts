// Types for server-process.mjs (imported by the TypeScript e2e setup).
import type { TiedChild } from './tied-child.mjs';

export type ServerProcess = TiedChild & {
  url: string;
  startupMs: number;
};

export function startServer(opts: {
  port: number;
  env?: Record<string, string | undefined>;
  quiet?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}): Promise<ServerProcess>;
