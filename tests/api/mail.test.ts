// The mail outbox end to end: causes queue mail in their transaction, the worker sends it over real
// SMTP to the local catcher (maildev), and the tests read what arrived through its API.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAlerts, mailOutbox, notificationPreferences, users } from '../../server/db/schema.ts';
import { queueMail } from '../../server/delivery/mail/queue-mail.ts';
import { type CaughtMail, listMail, mailSource, waitForMail } from '../mail-inbox.ts';
import { call, createTestContext, type TestContext, type TestUser } from './harness.ts';
import { makeCandidate, makeRecruiter, newKey, postJob } from './jobs-fixtures.ts';

const origin = 'https://hireloop.example.com';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { SMTP_URL: process.env.SMTP_URL ?? '', PUBLIC_ORIGIN: origin } });
});
afterAll(() => ctx.close());

const verify = (user: TestUser) =>
  ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
const rowsOf = (user: TestUser) => ctx.db.select().from(mailOutbox).where(eq(mailOutbox.userId, user.id));
const sendDue = () => ctx.app.mailWorker.idle();
/** Time passes for the queued mails of `user`: they are due now. */
const dueNow = (user: TestUser) =>
  ctx.db
    .update(mailOutbox)
    .set({ dueAt: sql`now()` })
    .where(and(eq(mailOutbox.userId, user.id), sql`sent_at is null`));

async function applied(candidate: TestUser, job: { _id: string }) {
  const res = await call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, { token: candidate.token });
  expect(res.status).toBe(201);
  return res.body.data._id as string;
}

/** A header as sent, unfolded (the catcher's parsed view leaves the List-* headers out). */
async function header(mail: CaughtMail, name: string): Promise<string> {
  const source = (await mailSource(mail.id)).replace(/\r?\n[ \t]+/g, ' ');
  const line = source.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

describe('a decision emails the candidate', () => {
  it('once, with an HTML and a text part, absolute links and one-click unsubscribe', async () => {
    const recruiter = await makeRecruiter(ctx, 'Northwind Labs');
    const candidate = await makeCandidate(ctx);
    await verify(candidate);
    const job = await postJob(ctx, recruiter, { JobTitle: 'Data Engineer', CompanyName: 'Northwind Labs' });
    const id = await applied(candidate, job);
    const key = newKey();
    const accept = () =>
      call(ctx, 'PUT', `/api/recruiter/acceptJob/${id}`, {
        token: recruiter.token,
        headers: { 'idempotency-key': key },
      });
    expect((await accept()).status).toBe(200);
    expect((await accept()).status).toBe(200); // the offline outbox replays it: still one cause
    await sendDue();

    const mail = await waitForMail(candidate.email);
    expect(mail.subject).toBe("You're hired: Data Engineer at Northwind Labs");
    expect(mail.text).toContain('Your application for Data Engineer at Northwind Labs was accepted.');
    expect(mail.html).toContain(`href="${origin}/jobs/Info/${job.UrlPath}"`);
    expect(mail.text).toContain(`${origin}/jobs/Info/${job.UrlPath}`);
    expect(await header(mail, 'List-Unsubscribe')).toMatch(new RegExp(`^<${origin}/unsubscribe\\?token=`));
    expect(await header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    await sendDue();
    expect(await listMail(candidate.email)).toHaveLength(1);
  });

  it('a move to an open stage too, linking to the application', async () => {
    const recruiter = await makeRecruiter(ctx, 'Northwind Labs');
    const candidate = await makeCandidate(ctx);
    await verify(candidate);
    const job = await postJob(ctx, recruiter, { JobTitle: 'Data Engineer', CompanyName: 'Northwind Labs' });
    const id = await applied(candidate, job);
    const moved = await call(ctx, 'POST', `/api/applications/${id}/moves`, {
      token: recruiter.token,
      body: { from: 'applied', to: 'interview' },
    });
    expect(moved.status).toBe(201);
    await sendDue();

    const mail = await waitForMail(candidate.email);
    expect(mail.subject).toBe('Your application for Data Engineer moved to Interview');
    expect(mail.text).toContain(
      'Your application for Data Engineer at Northwind Labs is now at the Interview stage.',
    );
    expect(mail.html).toContain(`href="${origin}/applications/${id}"`);
    expect(await header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('never to an address nobody confirmed, nor when the candidate turned decision emails off', async () => {
    const recruiter = await makeRecruiter(ctx);
    const unconfirmed = await makeCandidate(ctx);
    const optedOut = await makeCandidate(ctx);
    await verify(optedOut);
    await ctx.db
      .insert(notificationPreferences)
      .values({ userId: optedOut.id, kind: 'decisions', email: false });
    const job = await postJob(ctx, recruiter);
    for (const candidate of [unconfirmed, optedOut]) {
      const id = await applied(candidate, job);
      expect(
        (await call(ctx, 'PUT', `/api/recruiter/rejectJob/${id}`, { token: recruiter.token })).status,
      ).toBe(200);
      expect(await rowsOf(candidate)).toEqual([]);
    }
  });

  it('is written only if its cause commits', async () => {
    const candidate = await makeCandidate(ctx);
    await verify(candidate);
    const mail = {
      kind: 'decision' as const,
      userId: candidate.id,
      to: candidate.email,
      data: { jobTitle: 'X', companyName: 'Y', outcome: 'rejected', link: '/jobs' },
    };
    await expect(
      ctx.db.transaction(async (tx) => {
        await queueMail(tx, mail);
        throw new Error('the decision failed');
      }),
    ).rejects.toThrow('the decision failed');
    expect(await rowsOf(candidate)).toEqual([]);
  });
});

describe('essential emails', () => {
  it('go to a confirmed address whatever the preferences, with no unsubscribe', async () => {
    const candidate = await makeCandidate(ctx);
    await verify(candidate);
    for (const kind of ['applicants', 'decisions', 'messages', 'job-alerts'] as const) {
      await ctx.db.insert(notificationPreferences).values({ userId: candidate.id, kind, email: false });
    }
    const mail = {
      kind: 'password-changed' as const,
      userId: candidate.id,
      to: candidate.email,
      data: { name: 'Sam' },
    };
    expect(await ctx.db.transaction((tx) => queueMail(tx, mail))).toBe(true);
    await sendDue();
    const got = await waitForMail(candidate.email);
    expect(got.subject).toBe('Your Hireloop password was changed');
    expect(got.headers['message-id']).toMatch(/^<[0-9a-f-]{36}@hireloop\.example\.com>$/);
    expect(await header(got, 'List-Unsubscribe')).toBe('');
  });

  it('but only verify and reset reach an address nobody confirmed', async () => {
    const candidate = await makeCandidate(ctx);
    const changed = {
      kind: 'password-changed' as const,
      userId: candidate.id,
      to: candidate.email,
      data: { name: 'Sam' },
    };
    expect(await ctx.db.transaction((tx) => queueMail(tx, changed))).toBe(false);
    const reset = {
      ...changed,
      kind: 'reset' as const,
      data: { name: 'Sam', link: '/reset-password?token=x' },
    };
    expect(await ctx.db.transaction((tx) => queueMail(tx, reset))).toBe(true);
  });
});

describe('new applicants email the recruiter', () => {
  it('the first at once, the next ones gathered into one email an hour later', async () => {
    const recruiter = await makeRecruiter(ctx);
    await verify(recruiter);
    const job = await postJob(ctx, recruiter, { JobTitle: 'Site Reliability Engineer' });
    const [first, second, third] = [
      await makeCandidate(ctx, true, { fullName: 'Ana Lima' }),
      await makeCandidate(ctx, true, { fullName: 'Ben Okafor' }),
      await makeCandidate(ctx, true, { fullName: 'Chen Wei' }),
    ];
    await applied(first as TestUser, job);
    await sendDue();
    const once = await waitForMail(recruiter.email);
    expect(once.subject).toBe('Ana Lima applied to Site Reliability Engineer');

    await applied(second as TestUser, job);
    await applied(third as TestUser, job);
    await sendDue();
    expect(await listMail(recruiter.email)).toHaveLength(1); // within the hour: waiting
    const waiting = (await rowsOf(recruiter)).filter((r) => r.sentAt === null);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.count).toBe(2);
    const sent = (await rowsOf(recruiter)).find((r) => r.sentAt !== null);
    const gap = (waiting[0]?.dueAt.getTime() ?? 0) - (sent?.sentAt?.getTime() ?? 0);
    expect(gap).toBeGreaterThanOrEqual(3600_000 - 1000);
    expect(gap).toBeLessThanOrEqual(3600_000 + 1000);

    await dueNow(recruiter);
    await sendDue();
    const gathered = await waitForMail(recruiter.email, { match: (m) => m.id !== once.id });
    expect(gathered.subject).toBe('2 new applicants for Site Reliability Engineer');
    expect(gathered.text).toContain('Ben Okafor, Chen Wei applied.');
  });
});

describe('job alerts email a digest', () => {
  it('daily by default, weekly or never per alert; one email per candidate however many jobs', async () => {
    const recruiter = await makeRecruiter(ctx, 'Cobalt Logistics');
    const [daily, weekly, off] = [
      await makeCandidate(ctx),
      await makeCandidate(ctx),
      await makeCandidate(ctx),
    ];
    const q = `digest${Date.now()}`;
    for (const candidate of [daily, weekly, off] as TestUser[]) {
      await verify(candidate);
      const made = await call(ctx, 'POST', '/api/candidate/alerts', { token: candidate.token, body: { q } });
      expect(made.body.data.emailCadence).toBe('daily');
      const cadence = candidate === weekly ? 'weekly' : candidate === off ? 'off' : undefined;
      if (!cadence) continue;
      const changed = await call(ctx, 'PUT', `/api/candidate/alerts/${made.body.data._id}`, {
        token: candidate.token,
        body: { emailCadence: cadence },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.data.emailCadence).toBe(cadence);
    }
    await postJob(ctx, recruiter, { JobTitle: `Dispatcher ${q}` });
    await postJob(ctx, recruiter, { JobTitle: `Planner ${q}` });

    const [dailyRow] = await rowsOf(daily as TestUser);
    expect(dailyRow?.count).toBe(2);
    expect(dailyRow?.dueAt.getUTCHours()).toBe(8);
    const [weeklyRow] = await rowsOf(weekly as TestUser);
    expect(weeklyRow?.dueAt.getUTCDay()).toBe(1); // Monday
    expect(await rowsOf(off as TestUser)).toEqual([]);

    for (const candidate of [daily, weekly] as TestUser[]) await dueNow(candidate);
    await sendDue();
    const digest = await waitForMail((daily as TestUser).email);
    expect(digest.subject).toBe('2 new jobs for your alerts');
    expect(digest.text).toContain(`Dispatcher ${q}`);
    expect(digest.text).toContain(`Planner ${q}`);
    await waitForMail((weekly as TestUser).email);
    for (const candidate of [daily, weekly] as TestUser[])
      expect(await listMail(candidate.email)).toHaveLength(1);
  });

  it('lets only the alert’s owner change how often it emails', async () => {
    const owner = await makeCandidate(ctx);
    const other = await makeCandidate(ctx);
    const made = await call(ctx, 'POST', '/api/candidate/alerts', {
      token: owner.token,
      body: { q: 'kotlin' },
    });
    const url = `/api/candidate/alerts/${made.body.data._id}`;
    const theirs = await call(ctx, 'PUT', url, { token: other.token, body: { emailCadence: 'off' } });
    expect(theirs.status).toBe(403);
    const bad = await call(ctx, 'PUT', url, { token: owner.token, body: { emailCadence: 'hourly' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, message: expect.stringContaining('daily, weekly or off') });
    const [row] = await ctx.db.select().from(jobAlerts).where(eq(jobAlerts.id, made.body.data._id));
    expect(row?.emailCadence).toBe('daily');
  });
});

describe('without an SMTP server', () => {
  it('keeps mail queued and fails no write', async () => {
    const local = await createTestContext();
    try {
      const recruiter = await makeRecruiter(local);
      await local.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, recruiter.id));
      const job = await postJob(local, recruiter);
      const candidate = await makeCandidate(local);
      const res = await call(local, 'POST', `/api/candidate/applyjob/${job._id}`, { token: candidate.token });
      expect(res.status).toBe(201);
      await local.app.mailWorker.idle();
      const rows = await local.db.select().from(mailOutbox).where(eq(mailOutbox.userId, recruiter.id));
      expect(rows.map((r) => [r.kind, r.sentAt, r.attempts])).toEqual([['new-applicants', null, 0]]);
    } finally {
      await local.close();
    }
  });
});
