// Types for mail-catcher.mjs (imported by the TypeScript test setups).
import type { TiedChild } from './tied-child.mjs';

export type MailCatcher = TiedChild & {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  smtpUrl: string;
  /** The inbox page and its REST API (/api/email). */
  webUrl: string;
  startupMs: number;
};

export function startMailCatcher(opts?: {
  smtpPort?: number;
  webPort?: number;
  signal?: AbortSignal;
  quiet?: boolean;
  timeoutMs?: number;
}): Promise<MailCatcher>;

export function smtpGreets(port: number, timeoutMs?: number): Promise<boolean>;
