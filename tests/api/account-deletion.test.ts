// "Delete my account": after it, no row of any table and no file in Storage names the account;
// other people keep what is theirs; a wrong confirmation changes nothing at all.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountSweeps,
  applications,
  idempotencyKeys,
  mailOutbox,
  notifications,
  savedJobs,
  users,
} from '../../server/db/schema.ts';
import { pruneStoredAnswers, storedAnswerDays } from '../../server/services/common/idempotency.ts';
import { firebaseApp } from '../../server/services/files/firebase-admin.ts';
import { waitForMail } from '../mail-inbox.ts';
import { googleIdToken } from './firebase-emulator.ts';
import {
  candidate,
  dataContext,
  googlePerson,
  password,
  type Person,
  postWithImage,
  recruiter,
  storage,
} from './account-data-fixtures.ts';
import { everyTable, rowsMentioning, rowsNaming, storageObjects, userColumns } from './account-traces.ts';
import { call, type TestContext } from './harness.ts';
import { newKey, postJob } from './jobs-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await dataContext();
});
afterAll(() => ctx.close());

const deleteAs = (p: Person, body: object) =>
  call(ctx, 'POST', '/api/account/delete', { token: p.token, body });

async function filesOf(p: Person) {
  const { host, bucket } = storage();
  const all = await storageObjects(host, bucket);
  return all.filter((name) => name.split('/')[1] === p.id);
}

/** The account-deleted mail reaches the address; the worker then deletes its row, the last trace. */
async function goodbyeArrives(p: Person) {
  const mail = await waitForMail(p.email, {
    match: (m) => m.subject === 'Your Hireloop account was deleted',
  });
  expect(mail.text).toContain(`Hi ${p.name}, your Hireloop account was deleted as you asked`);
  for (let i = 0; i < 50; i++) {
    const left = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, p.email));
    if (left.length === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The sweep goes on after the answer when Firebase is slow (a busy machine): its row goes last. */
async function sweptAway(p: Person) {
  for (let i = 0; i < 150; i++) {
    const left = await ctx.db.select().from(accountSweeps).where(eq(accountSweeps.userId, p.id));
    if (left.length === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function expectGone(p: Person) {
  await goodbyeArrives(p);
  await sweptAway(p);
  const naming = await rowsNaming(ctx.db, p.id);
  expect(
    Object.values(naming).every((n) => n === 0),
    JSON.stringify(naming),
  ).toBe(true);
  expect(await rowsMentioning(ctx.db, [p.id, p.email, p.name])).toEqual([]);
  expect(await filesOf(p)).toEqual([]);
}

// Sign-ups hash passwords (scrypt): on a busy machine a case takes tens of seconds.
describe('deleting an account', { timeout: 120_000 }, () => {
  it('finds every table with a user column in the schema', () => {
    const tables = new Set(userColumns().map((c) => c.table));
    for (const t of [
      'users',
      'candidate_profiles',
      'applications',
      'sessions',
      'mail_outbox',
      'account_sweeps',
    ]) {
      expect(tables).toContain(t);
    }
  });

  it("removes a candidate's rows, files and traces, and nobody else's", async () => {
    const owner = await recruiter(ctx);
    const leaving = await candidate(ctx);
    const staying = await candidate(ctx);
    const job = await postJob(ctx, owner);
    const other = await postJob(ctx, owner);
    for (const p of [leaving, staying]) {
      const applied = await call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, {
        token: p.token,
        headers: { 'idempotency-key': newKey() },
      });
      expect(applied.status).toBe(201);
    }
    await call(ctx, 'PUT', `/api/candidate/saved/${other._id}`, { token: leaving.token });
    await call(ctx, 'POST', '/api/candidate/alerts', { token: leaving.token, body: { q: 'engineer' } });
    await call(ctx, 'POST', `/api/candidate/applyjob/${other._id}`, { token: leaving.token });
    await call(ctx, 'PUT', `/api/candidate/withdraw/${(await applicationOf(leaving, other._id))!}`, {
      token: leaving.token,
    });
    expect((await rowsMentioning(ctx.db, [leaving.id])).length).toBeGreaterThan(5);
    expect(await filesOf(leaving)).toEqual([...leaving.files].sort());
    await ctx.app.mailWorker.idle(); // mails of the setup sent: the outbox holds still
    const before = await everyTable(ctx.db);

    const wrong = await deleteAs(leaving, { password: 'not the password' });
    expect(wrong).toMatchObject({
      status: 403,
      body: { success: false, message: 'That password is not right: your account was not deleted' },
    });
    const none = await deleteAs(leaving, {});
    expect(none.status).toBe(403);
    expect(none.body.message).toBe('Enter your password to delete your account');
    expect(await everyTable(ctx.db)).toEqual(before);
    expect(await filesOf(leaving)).toHaveLength(3);

    const res = await deleteAs(leaving, { password });
    expect(res).toMatchObject({
      status: 200,
      body: { success: true, message: 'Your account and everything in it were deleted' },
    });
    await expectGone(leaving);
    // The recruiter was told of the apply and the withdrawal: those notices named the candidate.
    const ownerInbox = await ctx.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(ownerInbox.map((n) => n.text)).toEqual([`Full ${staying.name} applied to Backend Engineer`]);
    // The other candidate keeps everything.
    expect(await filesOf(staying)).toEqual([...staying.files].sort());
    expect(
      await ctx.db.select().from(applications).where(eq(applications.candidateId, staying.id)),
    ).toHaveLength(1);
    // The old session answers 401 now.
    expect((await call(ctx, 'GET', '/api/candidate/Account', { token: leaving.token })).status).toBe(401);
  });

  it("takes a candidate out of waiting applicant mails and of others' stored answers", async () => {
    const owner = await recruiter(ctx);
    const [first, leaving, last] = [await candidate(ctx), await candidate(ctx), await candidate(ctx)];
    const job = await postJob(ctx, owner);
    // The first apply is mailed at once; the next two wait, gathered into one mail due in an hour.
    for (const p of [first, leaving, last]) {
      const applied = await call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, { token: p.token });
      expect(applied.status).toBe(201);
    }
    const application = (await applicationOf(leaving, job._id))!;
    const headers = () => ({ 'idempotency-key': newKey() });
    const moved = await call(ctx, 'POST', `/api/applications/${application}/moves`, {
      token: owner.token,
      headers: headers(),
      body: { from: 'applied', to: 'screening' },
    });
    expect(moved.status).toBe(201);
    const sent = await call(ctx, 'POST', `/api/applications/${application}/messages`, {
      token: owner.token,
      headers: headers(),
      body: { text: 'Hello' },
    });
    expect(sent.status).toBe(201);
    await ctx.app.mailWorker.idle();
    const waiting = () =>
      ctx.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.gatherKey, `new-applicants:${job._id}:${owner.id}`));
    const [gathered] = (await waiting()).filter((m) => !m.sentAt);
    expect(gathered?.data.items).toEqual([{ name: `Full ${leaving.name}` }, { name: `Full ${last.name}` }]);
    const ownerAnswers = await ctx.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, owner.id));
    expect(ownerAnswers).toHaveLength(2);

    expect((await deleteAs(leaving, { password })).status).toBe(200);
    await expectGone(leaving);
    const [rewritten] = (await waiting()).filter((m) => !m.sentAt);
    expect(rewritten).toMatchObject({ count: 1, data: { items: [{ name: `Full ${last.name}` }] } });
    // The recruiter's answers told of a conversation that is gone with the candidate.
    expect(await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, owner.id))).toEqual(
      [],
    );
  });

  it('keeps stored idempotent answers for a month, then forgets them', async () => {
    const owner = await recruiter(ctx);
    const day = 24 * 60 * 60_000;
    const stored = (key: string, ageDays: number) => ({
      userId: owner.id,
      key,
      route: 'save x',
      statusCode: 200,
      response: {},
      createdAt: new Date(Date.now() - ageDays * day),
    });
    await ctx.db
      .insert(idempotencyKeys)
      .values([stored('young-key-1', storedAnswerDays - 1), stored('old-key-01', storedAnswerDays + 1)]);
    expect(await pruneStoredAnswers(ctx.db)).toBeGreaterThanOrEqual(1);
    const left = await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, owner.id));
    expect(left.map((k) => k.key)).toEqual(['young-key-1']);
  });

  it("removes a recruiter's jobs, posts and files, and tells their applicants", async () => {
    const leaving = await recruiter(ctx);
    const applicant = await candidate(ctx);
    await postWithImage(ctx, leaving);
    const job = await postJob(ctx, leaving, { JobTitle: 'Data Engineer', CompanyName: 'Leaving Ltd' });
    // The applicant's stored answer to the apply shows the job: its title, the company.
    const applied = await call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, {
      token: applicant.token,
      headers: { 'idempotency-key': newKey() },
    });
    expect(JSON.stringify(applied.body)).toContain('Leaving Ltd');
    await call(ctx, 'PUT', `/api/candidate/saved/${job._id}`, { token: applicant.token });
    const decided = await call(
      ctx,
      'PUT',
      `/api/recruiter/acceptJob/${await applicationOf(applicant, job._id)}`,
      {
        token: leaving.token,
      },
    );
    expect(decided.status).toBe(200);
    expect(await filesOf(leaving)).toHaveLength(2);

    expect((await deleteAs(leaving, { password })).status).toBe(200);
    await expectGone(leaving);
    expect((await call(ctx, 'GET', `/api/recruiter/postinfo/${job.UrlPath}`)).status).toBe(404);
    const inbox = await ctx.db.select().from(notifications).where(eq(notifications.userId, applicant.id));
    // The decision's notice pointed at the job, which is gone: the removal's notice replaces it.
    expect(inbox.map((n) => [n.kind, n.text, n.link])).toEqual([
      [
        'job-removed',
        'Data Engineer at Leaving Ltd was removed by its recruiter, and your application with it',
        '/activity',
      ],
    ]);
    expect(await ctx.db.select().from(savedJobs).where(eq(savedJobs.userId, applicant.id))).toEqual([]);
    expect(
      await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, applicant.id)),
    ).toEqual([]);
    expect(await filesOf(applicant)).toHaveLength(3);
  });

  it('confirms a Google-only account by a fresh Google sign-in, not its email, and ends its Firebase sign-in', async () => {
    const leaving = await googlePerson(ctx);
    const auth = (await import('firebase-admin/auth')).getAuth(await firebaseApp(ctx.app.config.firebase));
    expect((await auth.getUser(leaving.firebaseUid)).uid).toBe(leaving.firebaseUid);
    await ctx.app.mailWorker.idle(); // mails of the setup sent: the outbox holds still
    const before = await everyTable(ctx.db);
    const googleNeeded = 'Your account signs in with Google: confirm with Google to delete it';
    // The address is readable by any session of the account: typing it proves nothing.
    expect(await deleteAs(leaving, { email: leaving.email })).toMatchObject({
      status: 403,
      body: { success: false, message: googleNeeded },
    });
    // A password is no confirmation for an account that has none.
    expect((await deleteAs(leaving, { password: 'anything at all' })).status).toBe(403);
    // Another Google account's sign-in, however fresh, is not this account's.
    const stranger = await googleIdToken({
      sub: `stranger-${Date.now()}`,
      email: 'stranger@gmail.example.com',
    });
    expect(await deleteAs(leaving, { idToken: stranger })).toMatchObject({
      status: 403,
      body: {
        message:
          'That Google sign-in is not the one of this account, or is too old: confirm with Google again',
      },
    });
    expect((await deleteAs(leaving, { idToken: 'forged.id.token' })).status).toBe(403);
    expect(await everyTable(ctx.db)).toEqual(before);

    const again = await googleIdToken({ sub: leaving.googleSub, email: leaving.email });
    expect((await deleteAs(leaving, { idToken: again })).status).toBe(200);
    await expectGone(leaving);
    await expect(auth.getUser(leaving.firebaseUid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('refuses without a session, and a deleted account cannot delete again', async () => {
    expect((await call(ctx, 'POST', '/api/account/delete', { body: { password } })).status).toBe(401);
    const leaving = await candidate(ctx);
    expect((await deleteAs(leaving, { password })).status).toBe(200);
    expect((await deleteAs(leaving, { password })).status).toBe(401);
    expect(await ctx.db.select().from(users).where(eq(users.id, leaving.id))).toEqual([]);
  });
});

async function applicationOf(p: Person, jobId: string) {
  const [row] = await ctx.db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.candidateId, p.id), eq(applications.jobId, jobId)));
  return row?.id;
}
