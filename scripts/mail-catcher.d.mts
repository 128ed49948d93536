// Types for mail-catcher.mjs (imported by the TypeScript test setups).
import type { ChildProcess } from 'node:child_process';
import type { ExitResult } from './firebase-emulators.mjs';

export type MailCatcher = {
  pid: number | undefined;
  child: ChildProcess;
  exited: Promise<ExitResult>;
  stop(timeoutMs?: number): Promise<ExitResult>;
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  smtpUrl: string;
  /** The inbox page and its REST API (/api/email). */
  webUrl: string;
  startupMs: number;
  output(): string;
};

export function startMailCatcher(opts?: {
  smtpPort?: number;
  webPort?: number;
  signal?: AbortSignal;
  quiet?: boolean;
  timeoutMs?: number;
}): Promise<MailCatcher>;

export function smtpGreets(port: number, timeoutMs?: number): Promise<boolean>;
