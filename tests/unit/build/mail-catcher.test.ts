// The local mail catcher (scripts/mail-catcher.mjs) is a real SMTP server on 127.0.0.1 whose inbox
// tests/mail-inbox.ts reads; stop() ends its process.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/firebase-emulators.mjs';
import { type MailCatcher, startMailCatcher } from '../../../scripts/mail-catcher.mjs';
import { clearInbox, listMail, waitForMail } from '../../mail-inbox.ts';

/** One message through a plain SMTP dialogue, as any client would send it. */
function sendMail(port: number, to: string, subject: string, body: string): Promise<string> {
  const commands = [
    'EHLO hireloop.test',
    'MAIL FROM:<portal@hireloop.test>',
    `RCPT TO:<${to}>`,
    'DATA',
    `From: portal@hireloop.test\r\nTo: ${to}\r\nSubject: ${subject}\r\n\r\n${body}\r\n.`,
    'QUIT',
  ];
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let transcript = '';
    let pending = '';
    socket.setTimeout(5000, () => socket.destroy(new Error(`SMTP timed out:\n${transcript}`)));
    socket.on('error', reject);
    socket.on('data', (d) => {
      pending += d;
      transcript += d;
      // A reply is complete when its last line has a space after the code ("250 OK").
      const lines = pending.split('\r\n');
      if (!pending.endsWith('\r\n') || !/^\d{3} /.test(lines[lines.length - 2] ?? '')) return;
      pending = '';
      const next = commands.shift();
      if (next) socket.write(`${next}\r\n`);
    });
    socket.on('close', () => resolve(transcript));
  });
}

const alive = (pid: number | undefined) => {
  try {
    process.kill(pid ?? -1, 0);
    return true;
  } catch {
    return false;
  }
};

describe('mail catcher', () => {
  let catcher: MailCatcher;
  let smtpPort: number;

  beforeAll(async () => {
    smtpPort = await freePort();
    catcher = await startMailCatcher({ smtpPort, webPort: await freePort(), quiet: true });
    process.env.MAILDEV_WEB_URL = catcher.webUrl;
  }, 60_000);
  afterAll(() => catcher?.stop());

  it('keeps what is sent over SMTP, and the inbox helper reads and clears it by address', async () => {
    expect(catcher.smtpUrl).toBe(`smtp://127.0.0.1:${smtpPort}`);
    const transcript = await sendMail(smtpPort, 'Ana@Example.test', 'Welcome', 'Hello Ana');
    expect(transcript).toMatch(/^250 .*queued/im);
    await sendMail(smtpPort, 'ben@example.test', 'Other', 'Hello Ben');

    const mail = await waitForMail('ana@example.test', { timeoutMs: 5000 });
    expect(mail).toMatchObject({ subject: 'Welcome' });
    expect(mail.text?.trim()).toBe('Hello Ana');
    expect(await listMail('ANA@example.test')).toHaveLength(1);

    await clearInbox('ana@example.test');
    expect(await listMail('ana@example.test')).toHaveLength(0);
    expect(await listMail('ben@example.test')).toHaveLength(1);
    await clearInbox();
    expect(await listMail('ben@example.test')).toHaveLength(0);
  });

  it('gives up waiting for a mail that never comes, within the bound', async () => {
    const started = Date.now();
    await expect(waitForMail('nobody@example.test', { timeoutMs: 300 })).rejects.toThrow(/No mail to/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('serves its inbox page on the web port', async () => {
    const res = await fetch(`${catcher.webUrl}/`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<html');
  });

  it('ends its process on stop()', async () => {
    const other = await startMailCatcher({
      smtpPort: await freePort(),
      webPort: await freePort(),
      quiet: true,
    });
    expect(alive(other.pid)).toBe(true);
    await other.stop();
    expect(alive(other.pid)).toBe(false);
  }, 60_000);
});
