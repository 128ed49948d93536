// A server that starts after another one stopped mid-send (a crash, kill -9). On PGlite it is the
// only server on its data directory, so the rows the stopped one leased are sent at once, in both
// outboxes, not when the lease ends; a row waiting out a retry's backoff keeps its wait. On
// PostgreSQL another server may still be sending them: there the lease decides.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { mailOutbox, pushOutbox, pushSubscriptions } from '../../server/db/schema.ts';
import type { MailSender } from '../../server/delivery/mail/mail-sender.ts';
import type { NotificationSender } from '../../server/delivery/push/notification-sender.ts';
import { createTestContext, makeUser, type TestContext } from './harness.ts';

let ctx: TestContext;
let restarted: FastifyInstance | undefined;
const pushedTo: string[] = [];
const mailedTo: string[] = [];
const pushSender: NotificationSender = {
  send: async (target) => {
    pushedTo.push(target.endpoint);
    return 'sent';
  },
};
const mailSender: MailSender = {
  send: async (mail) => {
    mailedTo.push(mail.to);
    return 'sent';
  },
  close: () => {},
};

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await restarted?.close();
  await ctx.close();
});

/** As a worker leaves them: `leased` mid-send, or waiting out a retry; both due in two minutes. */
const inTwoMinutes = sql`now() + interval '2 minutes'`;

describe('a start after a server stopped mid-send', () => {
  it('sends what the stopped server held at once on PGlite; a backoff keeps its wait', async () => {
    await ctx.app.close(); // the server that stopped
    const user = await makeUser(ctx, 'candidate');
    const subscriptions = await ctx.db
      .insert(pushSubscriptions)
      .values(
        ['held', 'backoff'].map((name) => ({
          userId: user.id,
          endpoint: `https://push.example.com/${name}`,
          p256dh: 'key',
          auth: 'auth',
          topics: ['decisions' as const],
        })),
      )
      .returning();
    await ctx.db.insert(pushOutbox).values(
      subscriptions.map((s, i) => ({
        subscriptionId: s.id,
        topic: 'decisions' as const,
        body: 'You were moved to Interview',
        url: '/activity',
        claimed: true,
        leased: i === 0,
        attempts: 1,
        dueAt: inTwoMinutes,
      })),
    );
    await ctx.db.insert(mailOutbox).values(
      ['held', 'backoff'].map((name, i) => ({
        kind: 'verify' as const,
        userId: null,
        toAddress: `${name}@leases.example.com`,
        data: { name, link: '/verify-email?token=t' },
        causeKey: `leases:${name}`,
        claimed: true,
        leased: i === 0,
        attempts: 1,
        dueAt: inTwoMinutes,
      })),
    );

    restarted = await buildApp(ctx.app.config, ctx.database, { notificationSender: pushSender, mailSender });
    await restarted.ready();
    await Promise.all([restarted.pushWorker.idle(), restarted.mailWorker.idle()]);

    const pglite = ctx.database.kind === 'pglite';
    expect(pushedTo).toEqual(pglite ? ['https://push.example.com/held'] : []);
    expect(mailedTo).toEqual(pglite ? ['held@leases.example.com'] : []);
    const waiting = await ctx.db.execute<{ n: number }>(sql`
      select count(*)::int as n from ${pushOutbox} where due_at > now() + interval '1 minute'`);
    expect(waiting.rows[0]?.n).toBe(pglite ? 1 : 2);
  });
});
