// @vitest-environment happy-dom
// The hiring screens through the real router, Chakra system, Dexie (fake IndexedDB) and outbox,
// answered by the real server on a real database: the board's columns and its "Move to…" menu, a
// move refused because the application moved meanwhile, a move queued offline, and the thread.
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { boardPageSize } from '../../../contract/hiring.ts';
import { applications } from '../../../server/db/schema.ts';
import { db } from '../../../src/offline/db.ts';
import { call } from '../../api/harness.ts';
import { makeCandidate, makeRecruiter, postJob } from '../../api/jobs-fixtures.ts';
import { saveSession } from '../../../src/lib/session.ts';
import { renderAt, seed, serveRealApi } from '../client/route-harness.tsx';

const server = serveRealApi();

/** A job of a new signed-in recruiter and `names` candidates who applied to it (oldest first). */
async function boardWith(names: string[]) {
  const me = await makeRecruiter(server.ctx, 'Northwind Labs');
  // Signed in as the app is after a sign-in (the session cookie), without hashing a password.
  saveSession({
    success: true,
    message: 'Login successful',
    token: me.token,
    role: 'recruiter',
    user: { _id: me.id, username: me.username, useremail: me.email, image: null },
  });
  const job = await postJob(server.ctx, { token: me.token }, { JobTitle: 'Platform Engineer' });
  const apps: Record<string, { id: string; token: string }> = {};
  for (const fullName of names) {
    const c = await makeCandidate(server.ctx, true, { fullName });
    const res = await call(server.ctx, 'POST', `/api/candidate/applyjob/${job._id}`, {
      token: c.token,
      body: {},
    });
    if (res.status !== 201) throw new Error(`apply: ${res.status} ${JSON.stringify(res.body)}`);
    apps[fullName] = { id: res.body.data._id, token: c.token };
  }
  return { me, job, apps };
}

const stageOf = async (id: string) =>
  (await server.ctx.db.select().from(applications).where(eq(applications.id, id)))[0]?.stage;

const column = async (stage: string) => within(await screen.findByTestId(`column-${stage}`));

const settle = () => act(() => new Promise((r) => setTimeout(r, 30)));

/** The card's "Move to…" menu, from the keyboard: arrows down to the stage, then Enter. */
async function moveWithMenu(name: string, to: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Move to… (${name})` }));
  const menu = await screen.findByRole('menu');
  const index = within(menu)
    .getAllByRole('menuitem')
    .findIndex((item) => item.textContent === to);
  await settle();
  for (let i = 0; i <= index; i++) {
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    await settle();
  }
  expect(menu.getAttribute('aria-activedescendant')).toMatch(new RegExp(`/${to.toLowerCase()}$`));
  fireEvent.keyDown(menu, { key: 'Enter' });
  await settle();
}

describe('hiring board', () => {
  it('shows a column per stage with its count, and moves a card with the "Move to…" menu', async () => {
    const { job, apps } = await boardWith(['Ada Lovelace', 'Grace Hopper']);
    renderAt(`/jobs/Info/Board/${job.UrlPath}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hiring board' })).toBeTruthy();
    const applied = await column('applied');
    expect(applied.getByLabelText('2 in Applied')).toBeTruthy();
    expect((await column('interview')).getByLabelText('0 in Interview')).toBeTruthy();
    // Withdrawn is a column too: only the candidate puts a card there.
    expect((await column('withdrawn')).getByText('Withdrawn')).toBeTruthy();

    await moveWithMenu('Ada Lovelace', 'Interview');
    // Sent through the outbox at once (online): the server has it, and nothing stays queued.
    await waitFor(async () => expect(await stageOf(apps['Ada Lovelace']?.id ?? '')).toBe('interview'), {
      timeout: 8000,
    });
    await waitFor(async () => expect((await column('interview')).queryByText('Queued')).toBeNull());
    expect((await column('interview')).getByLabelText('1 in Interview')).toBeTruthy();
    expect((await column('interview')).getByText('Ada Lovelace')).toBeTruthy();
    expect((await column('applied')).getByLabelText('1 in Applied')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('shows the first page of cards of a column and the rest with "Load more"', async () => {
    const { job } = await boardWith([]);
    const people: Awaited<ReturnType<typeof makeCandidate>>[] = [];
    for (let i = 0; i <= boardPageSize; i++)
      people.push(await makeCandidate(server.ctx, true, { fullName: `Applicant ${i}` }));
    await seed(server.ctx, (d) =>
      d.insert(applications).values(people.map((p) => ({ jobId: job._id, candidateId: p.id }))),
    );
    renderAt(`/jobs/Info/Board/${job.UrlPath}`);
    const applied = await column('applied');
    expect(await applied.findByLabelText(`${boardPageSize + 1} in Applied`)).toBeTruthy();
    expect(applied.getAllByTestId('board-card')).toHaveLength(boardPageSize);
    await act(async () => {
      fireEvent.click(applied.getByRole('button', { name: 'Load more' }));
    });
    await waitFor(() => expect(applied.getAllByTestId('board-card')).toHaveLength(boardPageSize + 1));
    expect(applied.queryByRole('button', { name: 'Load more' })).toBeNull();
  }, 90_000);

  it('offers only the stages a card can reach', async () => {
    const { job, apps } = await boardWith(['Ada Lovelace']);
    await seed(server.ctx, (d) =>
      d
        .update(applications)
        .set({ stage: 'hired', status: 'accepted' })
        .where(eq(applications.id, apps['Ada Lovelace']?.id ?? '')),
    );
    renderAt(`/jobs/Info/Board/${job.UrlPath}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Move to… (Ada Lovelace)' }));
    const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    // A final decision reopens to an open stage only.
    expect(items).toEqual(['Applied', 'Screening', 'Interview', 'Offer']);
  });

  it('says what happened when the application moved meanwhile, and shows it where it is', async () => {
    const { me, job, apps } = await boardWith(['Ada Lovelace']);
    renderAt(`/jobs/Info/Board/${job.UrlPath}`);
    await (await column('applied')).findByText('Ada Lovelace');
    // The recruiter's other tab moved it after this board was loaded.
    const other = await call(server.ctx, 'POST', `/api/applications/${apps['Ada Lovelace']?.id}/moves`, {
      token: me.token,
      body: { from: 'applied', to: 'offer' },
    });
    expect(other.status).toBe(201);
    await moveWithMenu('Ada Lovelace', 'Interview');
    expect(await screen.findByText('Ada Lovelace was not moved', {}, { timeout: 8000 })).toBeTruthy();
    await waitFor(async () => expect((await column('offer')).getByText('Ada Lovelace')).toBeTruthy(), {
      timeout: 8000,
    });
    expect(await stageOf(apps['Ada Lovelace']?.id ?? '')).toBe('offer');
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues a move made offline, shows it queued in its new column, and sends it once back online', async () => {
    const { job, apps } = await boardWith(['Ada Lovelace']);
    let online = true;
    server.networkDownWhen(() => !online);
    renderAt(`/jobs/Info/Board/${job.UrlPath}`);
    await (await column('applied')).findByText('Ada Lovelace');
    online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    await moveWithMenu('Ada Lovelace', 'Screening');
    const screening = await column('screening');
    await waitFor(() => expect(screening.getByText('Queued')).toBeTruthy());
    expect(screening.getByText('Ada Lovelace')).toBeTruthy();
    const [entry] = await db.outbox.toArray();
    expect(entry?.kind).toBe('move');
    expect(entry?.request).toEqual({
      method: 'POST',
      path: `/applications/${apps['Ada Lovelace']?.id}/moves`,
      body: { from: 'applied', to: 'screening' },
    });
    expect(await stageOf(apps['Ada Lovelace']?.id ?? '')).toBe('applied');

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 10_000 });
    await waitFor(() => expect(screening.queryByText('Queued')).toBeNull(), { timeout: 8000 });
    expect(screening.getByText('Ada Lovelace')).toBeTruthy();
    expect(await stageOf(apps['Ada Lovelace']?.id ?? '')).toBe('screening');
    const moves = server.log.filter((l) => l.startsWith('POST /api/applications/') && l.endsWith('/moves'));
    expect(moves).toHaveLength(1);
  });
});

describe('application page', () => {
  it('shows the thread as text, counts the characters, sends, and marks the other side read', async () => {
    const { apps } = await boardWith(['Ada Lovelace']);
    const ada = apps['Ada Lovelace'] ?? { id: '', token: '' };
    // Ada wrote first; markup in a message is text, never HTML.
    const sent = await call(server.ctx, 'POST', `/api/applications/${ada.id}/messages`, {
      token: ada.token,
      body: { text: 'Hello <b>team</b>' },
    });
    expect(sent.status).toBe(201);
    renderAt(`/applications/${ada.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform Engineer' })).toBeTruthy();
    const message = await screen.findByText('Hello <b>team</b>');
    expect(message.querySelector('b')).toBeNull();
    // The recruiter's screen read it: the server has it seen.
    await waitFor(async () => {
      const thread = await call(server.ctx, 'GET', `/api/applications/${ada.id}/messages`, {
        token: ada.token,
      });
      expect(thread.body.data.messages[0].seenAt).not.toBeNull();
    });

    const box = screen.getByLabelText('Message to Ada Lovelace');
    fireEvent.change(box, { target: { value: 'Thanks, Ada. Monday?' } });
    expect(screen.getByText('20 / 2000')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(await screen.findByText('Thanks, Ada. Monday?')).toBeTruthy();
    // Queued on the device first, then sent: the bubble is the server's message once it has it.
    await waitFor(() => expect(screen.queryByTestId('queued-message')).toBeNull(), { timeout: 8000 });
    expect(screen.getAllByText('Thanks, Ada. Monday?')).toHaveLength(1);
    const thread = await call(server.ctx, 'GET', `/api/applications/${ada.id}/messages`, {
      token: ada.token,
    });
    expect(thread.body.data.messages.map((m: { text: string }) => m.text)).toEqual([
      'Hello <b>team</b>',
      'Thanks, Ada. Monday?',
    ]);
    // The recruiter's notes are there for the recruiter, with the timeline.
    expect(screen.getByRole('heading', { name: 'Notes' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Timeline' })).toBeTruthy();
  });
});

describe('moving from the application page', () => {
  it('moves the application to a stage it can reach, and the timeline shows the move', async () => {
    const { apps } = await boardWith(['Ada Lovelace']);
    const ada = apps['Ada Lovelace'] ?? { id: '', token: '' };
    renderAt(`/applications/${ada.id}`);
    const select = await screen.findByRole('combobox', { name: 'Move to… (Ada Lovelace)' });
    const offered = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered).toEqual(['Move to…', 'Screening', 'Interview', 'Offer', 'Hired', 'Not selected']);
    await act(async () => {
      fireEvent.change(select, { target: { value: 'interview' } });
    });
    await waitFor(async () => expect(await stageOf(ada.id)).toBe('interview'), { timeout: 8000 });
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    await waitFor(() => expect(within(timeline).getByText(/from Applied to Interview/)).toBeTruthy(), {
      timeout: 8000,
    });
  });

  it('says where the application is when it moved meanwhile, and changes nothing', async () => {
    const { me, apps } = await boardWith(['Ada Lovelace']);
    const ada = apps['Ada Lovelace'] ?? { id: '', token: '' };
    renderAt(`/applications/${ada.id}`);
    const select = await screen.findByRole('combobox', { name: 'Move to… (Ada Lovelace)' });
    const other = await call(server.ctx, 'POST', `/api/applications/${ada.id}/moves`, {
      token: me.token,
      body: { from: 'applied', to: 'offer' },
    });
    expect(other.status).toBe(201);
    await act(async () => {
      fireEvent.change(select, { target: { value: 'screening' } });
    });
    expect(await screen.findByText('Ada Lovelace was not moved', {}, { timeout: 8000 })).toBeTruthy();
    expect(await screen.findByText('This application has moved meanwhile: it is now in Offer')).toBeTruthy();
    expect(await stageOf(ada.id)).toBe('offer');
    expect(await db.outbox.count()).toBe(0);
  });
});

describe("the candidate's history", () => {
  it('shows each application stage with its label, and unread messages with the way to them', async () => {
    const { me, apps } = await boardWith(['Ada Lovelace']);
    const ada = apps['Ada Lovelace'] ?? { id: '', token: '' };
    const body = (to: string) => ({ token: me.token, body: { from: 'applied', to } });
    expect(
      (await call(server.ctx, 'POST', `/api/applications/${ada.id}/moves`, body('rejected'))).status,
    ).toBe(201);
    const note = { token: me.token, body: { text: 'Thank you for your time.' } };
    expect((await call(server.ctx, 'POST', `/api/applications/${ada.id}/messages`, note)).status).toBe(201);
    const candidate = (await server.ctx.db.select().from(applications).where(eq(applications.id, ada.id)))[0];
    saveSession({
      success: true,
      message: 'Login successful',
      token: ada.token,
      role: 'candidate',
      user: {
        _id: candidate?.candidateId ?? '',
        username: 'Ada Lovelace',
        useremail: 'ada@test.example.com',
        image: null,
      },
    });
    renderAt('/activity');
    const line = await screen.findByTestId('hiring-line');
    // The candidate reads a rejection as "Not selected"; the old badge stays beside it.
    expect(within(line).getByText('Not selected')).toBeTruthy();
    expect(within(line).getByText('1 unread message')).toBeTruthy();
    expect(within(line).getByRole('link', { name: 'Timeline and messages' }).getAttribute('href')).toBe(
      `/applications/${ada.id}`,
    );
    expect(screen.getByText('Rejected')).toBeTruthy();
  });
});
