// The mail outbox across a crash: 300 queued emails, the server killed with SIGKILL while its mail
// worker sends them to a real SMTP server (a catcher of this test's own), restarted on the same
// DATA_DIR. Every email arrives: none lost. None arrives twice as a user sees it: a mail the SMTP
// server took in the instant before the kill, before its row was marked sent, is sent again with
// the same Message-ID, which receivers use to show it once. Such copies are at most the mails in
// flight; a second Message-ID for one address would be a duplicate, and fails. On PGlite the
// restarted server is the only one on its data directory: it takes the dead server's leases back
// at once, so everything is out long before those leases would have ended.
import fs from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../scripts/firebase-emulators.mjs';
import { type MailCatcher, startMailCatcher } from '../../scripts/mail-catcher.mjs';
import { type ServerProcess, startServer } from '../../scripts/server-process.mjs';
import { openPglite } from '../../server/db/client.ts';
import { mailOutbox } from '../../server/db/schema.ts';
import { serverEnv, tempDir } from './helpers.ts';

const mails = 300;
const concurrency = 4;
// The default lease: the restart must not wait for it.
const leaseMs = 120_000;
const tag = `crash${Date.now()}`;
const dataDir = tempDir('faults-mail');
const started: ServerProcess[] = [];
let catcher: MailCatcher | undefined;
afterAll(async () => {
  for (const s of started) await s.stop('SIGKILL');
  await catcher?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
});

type Caught = { to: { address: string }[]; headers: Record<string, string> };
async function caught(webUrl: string): Promise<Caught[]> {
  const res = await fetch(`${webUrl}/api/email`, { signal: AbortSignal.timeout(10_000) });
  const all = (await res.json()) as Caught[];
  return all.filter((m) => m.to.some((t) => t.address.startsWith(tag)));
}

describe('kill -9 while the mail worker sends', () => {
  it('loses no email, and none reaches its address under two Message-IDs', async () => {
    // Queued as a write would queue them (the server is not running yet: the data dir is free).
    const seed = await openPglite(dataDir);
    await seed.db.insert(mailOutbox).values(
      Array.from({ length: mails }, (_, i) => ({
        kind: 'verify' as const,
        userId: null,
        toAddress: `${tag}-${i}@faults.example.com`,
        data: { name: `Person ${i}`, link: `/verify-email?token=t${i}` },
        causeKey: `${tag}:${i}`,
      })),
    );
    await seed.close();

    catcher = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort(), quiet: true });
    const env = serverEnv({
      DATA_DIR: dataDir,
      SMTP_URL: catcher.smtpUrl,
      MAIL_CONCURRENCY: String(concurrency),
      MAIL_LEASE_MS: String(leaseMs),
    });
    // A start on a busy machine can take well over the usual minute.
    const startApi = async () =>
      startServer({ port: await freePort(), quiet: true, timeoutMs: 180_000, env });
    let server = await startApi();
    started.push(server);
    const webUrl = catcher.webUrl;
    await vi.waitUntil(async () => (await caught(webUrl)).length >= mails / 3, {
      timeout: 60_000,
      interval: 20,
    });
    expect((await server.stop('SIGKILL')).signal).toBe('SIGKILL');
    const atKill = (await caught(webUrl)).length;
    expect(atKill).toBeLessThan(mails);
    console.log(`mail kill -9: killed with ${atKill} of ${mails} at the SMTP server`);

    server = await startApi();
    started.push(server);
    const up = Date.now();
    // The rows the dead server held are due at once: all out in well under their lease.
    await vi.waitUntil(
      async () => new Set((await caught(webUrl)).map((m) => m.to[0]?.address)).size === mails,
      { timeout: leaseMs / 2, interval: 200 },
    );
    const drainMs = Date.now() - up;
    console.log(
      `mail kill -9: restarted in ${(server.startupMs / 1000).toFixed(1)} s, the other ${mails - atKill} out ${(drainMs / 1000).toFixed(1)} s after`,
    );
    await new Promise((r) => setTimeout(r, 2000)); // anything still coming would be a duplicate
    const all = await caught(webUrl);
    const perAddress = new Map<string, Caught[]>();
    for (const m of all) {
      const address = m.to[0]?.address ?? '';
      perAddress.set(address, [...(perAddress.get(address) ?? []), m]);
    }
    expect(perAddress.size).toBe(mails); // none lost
    for (const copies of perAddress.values()) {
      // One Message-ID per address: what the user sees is one email.
      expect(new Set(copies.map((m) => m.headers['message-id'])).size).toBe(1);
      expect(copies.length).toBeLessThanOrEqual(2);
    }
    const resent = [...perAddress.values()].filter((copies) => copies.length > 1).length;
    expect(resent).toBeLessThanOrEqual(concurrency);
    console.log(
      `mail kill -9: ${mails} queued, ${atKill} at the SMTP server before the kill, 0 lost, 0 duplicates, ${resent} resent with the same Message-ID`,
    );
  }, 600_000);
});
