// Types for tied-child.mjs.
import type { ChildProcess } from 'node:child_process';

export function spawnTiedNode(
  args: string[],
  opts: {
    cwd?: string;
    env: Record<string, string | undefined>;
    quiet?: boolean;
    parentGoneSignal?: NodeJS.Signals;
    removeWhenOrphaned?: string;
  },
): ChildProcess;
