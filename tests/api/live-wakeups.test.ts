// Two servers on one PostgreSQL: a mail queued by a commit that neither server's own write path saw
// is sent within a second, once, though the workers' fallback poll is a minute: the commit's NOTIFY
// wakes them. Also: a live event published outside both reaches a stream on either, and a session
// ended on one ends its streams on both.
// Needs PostgreSQL (PGlite is one server): runs when DATABASE_URL is set, skipped otherwise.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { type Database, openPostgres } from '../../server/db/client.ts';
import { users } from '../../server/db/schema.ts';
import type { MailSender, OutgoingMail } from '../../server/delivery/mail/mail-sender.ts';
import { queueMail } from '../../server/delivery/mail/queue-mail.ts';
import { publishLive } from '../../server/delivery/live/publish-live.ts';
import { startSession } from '../../server/services/accounts/sessions.ts';
import { createTokenService } from '../../server/services/accounts/tokens.ts';
import { freshPostgres } from './harness.ts';
import { openStream, started } from './live-stream.ts';

const url = process.env.DATABASE_URL;
const sent: { by: string; mail: OutgoingMail }[] = [];
const recorder = (by: string): MailSender => ({
  send: async (mail) => {
    sent.push({ by, mail });
    return 'sent';
  },
  close: () => {},
});

let shared: Database;
let second: Database;
const apps: FastifyInstance[] = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-wakeups-'));
const secret = randomBytes(32).toString('hex');

async function server(name: string, database: Database) {
  const config = loadConfig({
    DATA_DIR: dir,
    STATIC_DIR: path.join(dir, 'no-dist'),
    LOG_LEVEL: 'silent',
    JWT_SECRET: secret,
    PUSH_OUTBOX_POLL_MS: '60000',
    MAIL_OUTBOX_POLL_MS: '60000',
  });
  const app = await buildApp(config, database, { mailSender: recorder(name) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  return app;
}

describe.skipIf(!url)('wake-ups across servers (PostgreSQL)', () => {
  beforeAll(async () => {
    shared = await freshPostgres(url as string);
    second = await openPostgres(shared.url as string);
    await server('one', shared);
    await server('two', second);
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await shared?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('listen on their own connection soon after they start', async () => {
    for (let i = 0; i < 100 && !apps.every((a) => a.wakeUps.listening()); i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(apps.map((a) => a.wakeUps.listening())).toEqual([true, true]);
  });

  it('send a mail queued elsewhere within a second, once', { timeout: 60_000 }, async () => {
    const [user] = await shared.db
      .insert(users)
      .values({
        username: 'Sam',
        usernameFolded: 'sam',
        email: 'sam@wake.example.com',
        emailVerifiedAt: new Date(),
      })
      .returning();
    const queue = () =>
      shared.db.transaction((tx) =>
        queueMail(tx, { kind: 'password-changed', userId: user!.id, to: user!.email, data: { name: 'Sam' } }),
      );
    // A first mail, untimed: the renderers' threads start with their first mail.
    await queue();
    for (let i = 0; i < 600 && sent.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    sent.length = 0;
    // The workers have found nothing more: they now sleep for their minute.
    await new Promise((r) => setTimeout(r, 300));
    const at = Date.now();
    await queue();
    while (sent.length === 0 && Date.now() - at < 5000) await new Promise((r) => setTimeout(r, 20));
    const tookMs = Date.now() - at;
    await new Promise((r) => setTimeout(r, 500));
    expect(sent.map((s) => s.mail.to)).toEqual(['sam@wake.example.com']);
    expect(tookMs).toBeLessThan(1000);
  });

  /** A new user signed in once, with a started stream of that session on each server. */
  async function streamsOnBothServers(name: string) {
    const [user] = await shared.db
      .insert(users)
      .values({
        username: name,
        usernameFolded: name.toLowerCase(),
        email: `${name.toLowerCase()}@wake.example.com`,
      })
      .returning();
    if (!user) throw new Error('user not created');
    const tokens = createTokenService(new TextEncoder().encode(secret), 30);
    const token = await startSession(shared.db, tokens, user.id, 'test');
    const streams = await Promise.all(
      apps.map((app) =>
        openStream(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/events`, {
          authorization: `Bearer ${token}`,
        }),
      ),
    );
    await Promise.all(streams.map((s) => started(s)));
    return { user, token, streams };
  }

  it('hand a live event committed anywhere to a stream on either server', async () => {
    const { user, streams } = await streamsOnBothServers('Lee');
    const at = Date.now();
    await publishLive(shared.db, [user.id], { type: 'notification' });
    for (const s of streams) expect((await s.next(1, 3000))[0]?.data).toEqual({ type: 'notification' });
    // Woken by NOTIFY, not by their 5-second fallback poll.
    expect(Date.now() - at).toBeLessThan(1000);
    for (const s of streams) s.close();
  });

  it("end a session's streams on both servers, whichever server ended it", async () => {
    const { token, streams } = await streamsOnBothServers('Max');
    const first = apps[0] as FastifyInstance;
    const out = await first.inject({
      method: 'POST',
      url: '/api/signout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    for (const s of streams) expect(await s.endedWithin(3000)).toBe(true);
  });
});
