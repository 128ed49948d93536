// Types for tied-child.mjs.
import type { ChildProcess } from 'node:child_process';

export type ExitResult = { code: number | null; signal: NodeJS.Signals | null };

/** A child process tied to this one, with its exit, a bounded stop and its last output. */
export type TiedChild = {
  pid: number | undefined;
  child: ChildProcess;
  exited: Promise<ExitResult>;
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<ExitResult>;
  isDone(): boolean;
  output(): string;
};

export function spawnTiedNode(
  args: string[],
  opts: {
    cwd?: string;
    env: Record<string, string | undefined>;
    quiet?: boolean;
    parentGoneSignal?: NodeJS.Signals;
    removeWhenOrphaned?: string;
    stopSignal?: NodeJS.Signals;
    stopTimeoutMs?: number;
  },
): TiedChild;

export function waitUntilReady(
  tied: TiedChild,
  opts: {
    name: string;
    ready: () => Promise<boolean>;
    timeoutMs: number;
    intervalMs?: number;
    signal?: AbortSignal;
  },
): Promise<void>;
