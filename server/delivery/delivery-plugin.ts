// Delivery as one Fastify plugin: it builds every channel (the push and mail outboxes, the
// interview reminder sweep, the live reader; the bell is written by notify() alone), starts them once the app is ready, stops them
// with it, and wakes them after each request chain that wrote and, on PostgreSQL, on any server's
// commit (LISTEN). Its settings are config.ts's, one lease and poll per channel.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLiveHub, type LiveHub } from './live/live-hub.ts';
import type { PgListener } from './live/pg-listener.ts';
import { listenForWakeUps } from './live/wake-ups.ts';
import type { MailSender } from './mail/mail-sender.ts';
import { type MailWorker, serverMailWorker } from './mail/mail-worker.ts';
import { takeBackLeases } from './outbox/take-back-leases.ts';
import { type NotificationSender, webPushSender } from './push/notification-sender.ts';
import { createReminderSweep, type ReminderSweep } from './reminders/reminder-sweep.ts';
import { type Encrypter, encryptOnThread } from './push/push-encrypt.ts';
import { createPushWorker, type PushWorker } from './push/push-worker.ts';
import { loadVapid, type Vapid } from './push/vapid.ts';
import { wakeOncePerChain } from './request-chain.ts';

export type DeliveryOptions = {
  /** Sends pushes: Web Push with this server's VAPID keys by default; tests put a slow one here. */
  notificationSender?: NotificationSender;
  /** Sends mail: SMTP_URL's server by default. */
  mailSender?: MailSender;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's VAPID keys (GET /api/push/key hands out the public one). */
    vapid: Vapid;
    /** Sends one push; the push worker is its only caller. */
    notificationSender: NotificationSender;
    pushWorker: PushWorker;
    /** Sends the mail outbox (only where SMTP_URL, or a test's sender, is given). */
    mailWorker: MailWorker;
    /** Sends interview reminders as they fall due, into the bell, push and mail outboxes. */
    reminderSweep: ReminderSweep;
    /** The push payloads' encryption thread, ended with the server. */
    encrypter: Encrypter;
    /** Hands committed live events to this server's open streams (GET /api/events). */
    live: LiveHub;
    /** PostgreSQL: the LISTEN connection that wakes the hub and the workers on any server's commit. */
    wakeUps: { listening: () => boolean };
  }
}

function pushChannel(app: FastifyInstance, given: NotificationSender | undefined) {
  const { config, db } = app;
  const vapid = loadVapid(config);
  // Encryption on a thread of its own: a burst of pushes leaves the event loop to the reads.
  const encrypter = encryptOnThread();
  const sender = given ?? webPushSender(vapid, config.push.timeoutMs, encrypter);
  const worker = createPushWorker({
    db,
    sender,
    concurrency: config.push.concurrency,
    fallbackPollMs: config.push.outboxPollMs,
    leaseMs: config.push.leaseMs,
  });
  return { vapid, encrypter, sender, worker };
}

async function delivery(app: FastifyInstance, options: DeliveryOptions) {
  const { config, database } = app;
  const push = pushChannel(app, options.notificationSender);
  const mail = serverMailWorker(config, database.db, options.mailSender);
  const live = createLiveHub({
    db: database.db,
    notified: database.kind === 'postgres',
    fallbackPollMs: config.live.pollMs,
  });
  const reminders = createReminderSweep({
    db: database.db,
    batch: config.reminders.batch,
    fallbackPollMs: config.reminders.pollMs,
    sent: () => {
      push.worker.wake();
      mail.wake();
      live.written();
    },
  });
  let listener: PgListener | null = null;
  for (const channel of [push.worker, mail, reminders, live]) channel.setLog(app.log);
  app
    .decorate('vapid', push.vapid)
    .decorate('notificationSender', push.sender)
    .decorate('pushWorker', push.worker)
    .decorate('mailWorker', mail)
    .decorate('reminderSweep', reminders)
    .decorate('encrypter', push.encrypter)
    .decorate('live', live)
    .decorate('wakeUps', { listening: () => listener?.listening() ?? false });

  app.addHook('onReady', async () => {
    if (database.kind === 'pglite') {
      const taken = await takeBackLeases(database.db);
      if (taken.push + taken.mail > 0) app.log.info(taken, 'outbox rows a stopped server held are due now');
    }
    push.worker.start();
    mail.start();
    reminders.start();
    live.start();
    listener = listenForWakeUps(database, { live, push: push.worker, mail, reminders }, () => app.log);
  });
  app.addHook('onClose', async () => {
    await listener?.stop();
    await reminders.stop();
    await push.worker.stop();
    await mail.stop();
    await push.encrypter.close();
    await live.stop();
  });
  // On PGlite every write is this server's: its answer wakes them (PostgreSQL's NOTIFY does it too).
  wakeOncePerChain(app, () => {
    app.pushWorker.wake();
    app.mailWorker.wake();
    app.reminderSweep.wake();
    app.live.written();
  });
}

export const deliveryPlugin = fp(delivery, { name: 'delivery' });
