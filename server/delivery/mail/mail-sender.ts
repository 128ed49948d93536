// Hands a rendered email to an SMTP server with nodemailer, over a small pool of kept-open
// connections. The mail worker (mail-worker.ts) is its only caller, never a request.
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';

export type OutgoingMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The same for every attempt at one outbox row: a receiver that sees it twice can tell. */
  messageId: string;
  headers: Record<string, string>;
  /** An invitation: nodemailer sends it as the text/calendar alternative (with its method) and as invite.ics. */
  icalEvent?: { method: string; content: string };
};

/**
 * sent; retry: the server is away, slow or busy (no answer, or a 4xx: "try again later");
 * refused: it will never take this mail (a 5xx, such as an address that does not exist).
 */
export type MailOutcome = 'sent' | 'retry' | 'refused';

export interface MailSender {
  send(mail: OutgoingMail): Promise<MailOutcome>;
  close(): void;
}

/** A permanent refusal by the SMTP server; everything else (network, timeouts, 4xx) is retried. */
function outcomeOf(err: unknown): MailOutcome {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 ? 'refused' : 'retry';
}

export function smtpSender(options: { url: string; from: string; connections: number }): MailSender {
  const transport = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: options.connections,
    // A pooled connection is kept for every message rather than redone every 100 (the default).
    maxMessages: Number.POSITIVE_INFINITY,
    // An SMTP server that stops answering costs this long, then the mail is retried later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      try {
        // The whole message is built in memory, then handed over as one buffer: streamed to the
        // socket part by part, each small piece of it cost a write of its own.
        const message = new MailComposer({ from: options.from, ...mail }).compile();
        const envelope = message.getEnvelope();
        await transport.sendMail({ envelope, raw: await message.build() });
        return 'sent';
      } catch (err) {
        return outcomeOf(err);
      }
    },
    close: () => transport.close(),
  };
}
