// @vitest-environment happy-dom
// An application's interviews through the real router, Chakra system and server, on a device set
// to New York time: scheduling with proposed times, the server's refusals and warnings, the
// offline answer, the candidate's choice, and the device's zone reported once.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../../server/db/schema.ts';
import { saveSession } from '../../../src/lib/session.ts';
import { call, type TestUser } from '../../api/harness.ts';
import { makeCandidate, makeRecruiter, postJob } from '../../api/jobs-fixtures.ts';
import { renderAt, serveRealApi } from './route-harness.tsx';

const server = serveRealApi();
const deviceZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = deviceZone;
});

/** Signed in as the app is after a sign-in (the session cookie), without hashing a password. */
function signedInAs(user: TestUser, role: 'recruiter' | 'candidate') {
  saveSession({
    success: true,
    message: 'Login successful',
    token: user.token,
    role,
    user: { _id: user.id, username: user.username, useremail: user.email, image: null },
  });
}

/** A candidate's application at the Interview stage of a new recruiter's job. */
async function applicationAtInterview() {
  const recruiter = await makeRecruiter(server.ctx, 'Northwind Labs');
  const job = await postJob(server.ctx, { token: recruiter.token }, { JobTitle: 'Platform Engineer' });
  const candidate = await makeCandidate(server.ctx, true, { fullName: 'Ada Lovelace' });
  const applied = await call(server.ctx, 'POST', `/api/candidate/applyjob/${job._id}`, {
    token: candidate.token,
    body: {},
  });
  const id: string = applied.body.data._id;
  const moved = await call(server.ctx, 'POST', `/api/applications/${id}/moves`, {
    token: recruiter.token,
    body: { from: 'applied', to: 'interview' },
  });
  expect(moved.status, JSON.stringify(moved.body)).toBeLessThan(300);
  return { recruiter, candidate, id, job };
}

/** Schedules through the API, as another tab would. */
async function scheduleByApi(recruiter: TestUser, id: string, times: string[]) {
  const res = await call(server.ctx, 'POST', `/api/applications/${id}/interviews`, {
    token: recruiter.token,
    body: {
      title: 'Technical interview',
      durationMinutes: 45,
      location: 'Lisbon office',
      interviewerIds: [recruiter.id],
      times,
      timeZone: 'Europe/Lisbon',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

async function openForm(recruiter: TestUser) {
  fireEvent.click(await screen.findByRole('button', { name: 'Schedule interview' }, { timeout: 10_000 }));
  const form = within(await screen.findByRole('form', { name: 'Schedule interview' }, { timeout: 10_000 }));
  fireEvent.change(form.getByLabelText('Place'), { target: { value: 'Lisbon office' } });
  fireEvent.click(await form.findByRole('checkbox', { name: new RegExp(`^${recruiter.username}`) }));
  return form;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));

describe('interviews on the application page', () => {
  it('lets a recruiter propose two times, read in the device zone, sent in UTC and shown named', async () => {
    const { recruiter, id } = await applicationAtInterview();
    signedInAs(recruiter, 'recruiter');
    renderAt(`/applications/${id}`);
    const form = await openForm(recruiter);
    fireEvent.change(form.getByLabelText('Time'), { target: { value: '2030-12-02T10:00' } });
    fireEvent.click(form.getByRole('button', { name: 'Propose another time' }));
    fireEvent.change(form.getByLabelText('Proposed time 2'), { target: { value: '2030-12-03T14:30' } });
    submit();

    const times = await screen.findByRole(
      'list',
      { name: 'Proposed times for Interview' },
      { timeout: 5000 },
    );
    expect(
      within(times)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Mon 2 Dec, 10:00 GMT-5 (New York time) · 45 min',
      'Tue 3 Dec, 14:30 GMT-5 (New York time) · 45 min',
    ]);
    const listed = await call(server.ctx, 'GET', `/api/applications/${id}/interviews`, {
      token: recruiter.token,
    });
    expect(listed.body.data[0].proposedTimes).toEqual([
      '2030-12-02T15:00:00.000Z',
      '2030-12-03T19:30:00.000Z',
    ]);
    expect(listed.body.data[0].timeZone).toBe('America/New_York');
  });

  it('opens the form from the board card of an application at Interview', async () => {
    const { recruiter, job } = await applicationAtInterview();
    signedInAs(recruiter, 'recruiter');
    renderAt(`/jobs/Info/Board/${job.UrlPath}`);
    fireEvent.click(await screen.findByRole('link', { name: 'Schedule interview (Ada Lovelace)' }));
    expect(await screen.findByRole('form', { name: 'Schedule interview' }, { timeout: 5000 })).toBeTruthy();
  });

  it('forgets ?schedule in place once the form opened by it is closed, or sent', async () => {
    const { recruiter, id } = await applicationAtInterview();
    signedInAs(recruiter, 'recruiter');
    const closed = renderAt(`/applications/${id}?schedule=true`);
    await screen.findByRole('form', { name: 'Schedule interview' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(closed.state.location.searchStr).toBe(''));
    expect(closed.state.location.pathname).toBe(`/applications/${id}`);
    expect(closed.history.length).toBe(1);
    expect(screen.queryByRole('form', { name: 'Schedule interview' })).toBeNull();
    cleanup();

    const sent = renderAt(`/applications/${id}?schedule=true`);
    const form = within(await screen.findByRole('form', { name: 'Schedule interview' }, { timeout: 5000 }));
    fireEvent.change(form.getByLabelText('Place'), { target: { value: 'Lisbon office' } });
    fireEvent.click(await form.findByRole('checkbox', { name: new RegExp(`^${recruiter.username}`) }));
    fireEvent.change(form.getByLabelText('Time'), { target: { value: '2030-12-02T10:00' } });
    submit();
    await waitFor(() => expect(sent.state.location.searchStr).toBe(''), { timeout: 5000 });
    expect(sent.history.length).toBe(1);
    expect(await screen.findByTestId('interview-time')).toBeTruthy();
  });

  it("shows the server's refusal in the form: a time in the past", async () => {
    const { recruiter, id } = await applicationAtInterview();
    signedInAs(recruiter, 'recruiter');
    renderAt(`/applications/${id}`);
    const form = await openForm(recruiter);
    fireEvent.change(form.getByLabelText('Time'), { target: { value: '2020-01-06T10:00' } });
    submit();
    expect((await form.findByRole('alert')).textContent).toBe(
      'A proposed time is in the past: choose times from now on',
    );
  });

  it('warns after scheduling when an interviewer is already busy then', async () => {
    const { recruiter, id } = await applicationAtInterview();
    await scheduleByApi(recruiter, id, ['2030-12-02T15:00:00.000Z']);
    signedInAs(recruiter, 'recruiter');
    renderAt(`/applications/${id}`);
    const form = await openForm(recruiter);
    fireEvent.change(form.getByLabelText('Time'), { target: { value: '2030-12-02T10:15' } });
    submit();
    const warning = await screen.findByText(/already has an interview on/, {}, { timeout: 5000 });
    expect(warning.textContent).toMatch(new RegExp(`^${recruiter.username}`));
    expect(screen.queryByRole('form', { name: 'Schedule interview' })).toBeNull();
  });

  it('says offline that scheduling needs the network, and opens no form', async () => {
    const { recruiter, id } = await applicationAtInterview();
    signedInAs(recruiter, 'recruiter');
    renderAt(`/applications/${id}`);
    const button = await screen.findByRole('button', { name: 'Schedule interview' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are offline. Interviews need the network — connect and try again.',
    );
    expect(screen.queryByRole('form', { name: 'Schedule interview' })).toBeNull();
  });

  it('reschedules from a form filled with the interview, and cancels after a confirmation', async () => {
    const { recruiter, id } = await applicationAtInterview();
    await scheduleByApi(recruiter, id, ['2030-12-02T15:00:00.000Z']);
    signedInAs(recruiter, 'recruiter');
    renderAt(`/applications/${id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const form = within(
      await screen.findByRole('form', { name: 'Reschedule interview' }, { timeout: 10_000 }),
    );
    expect((form.getByLabelText('Title') as HTMLInputElement).value).toBe('Technical interview');
    expect((form.getByLabelText('Time') as HTMLInputElement).value).toBe('2030-12-02T10:00');
    fireEvent.change(form.getByLabelText('Time'), { target: { value: '2030-12-02T11:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the new times' }));
    await waitFor(
      () => expect(screen.getByTestId('interview-time').textContent).toMatch(/^Mon 2 Dec, 11:00 GMT-5/),
      {
        timeout: 5000,
      },
    );

    fireEvent.click(screen.getByRole('button', { name: 'Cancel interview' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    const item = within(screen.getByRole('listitem', { name: 'Technical interview' }));
    expect(await item.findByText('Cancelled', {}, { timeout: 5000 })).toBeTruthy();
    expect(item.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    const listed = await call(server.ctx, 'GET', `/api/applications/${id}/interviews`, {
      token: recruiter.token,
    });
    expect(listed.body.data[0]).toMatchObject({ status: 'cancelled', startsAt: '2030-12-02T16:00:00.000Z' });
  });

  it('lets the candidate choose a proposed time, then shows it with the organiser’s zone', async () => {
    const { recruiter, candidate, id } = await applicationAtInterview();
    await scheduleByApi(recruiter, id, ['2030-12-02T15:00:00.000Z', '2030-12-03T19:30:00.000Z']);
    signedInAs(candidate, 'candidate');
    renderAt(`/applications/${id}`);
    expect(screen.queryByRole('button', { name: 'Schedule interview' })).toBeNull();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Choose this time: Tue 3 Dec, 14:30 GMT-5 (New York time)' }),
    );
    const time = await screen.findByTestId('interview-time', {}, { timeout: 5000 });
    expect(time.textContent).toBe('Tue 3 Dec, 14:30 GMT-5 (New York time) · 45 min');
    expect(screen.getByText('For the organiser: Tue 3 Dec, 19:30 WET (Lisbon time)')).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: 'Technical interview' })).getByText('Scheduled'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Cancel interview/ })).toBeNull();
  });

  it("reports the device's zone once per session", async () => {
    const { candidate, id } = await applicationAtInterview();
    signedInAs(candidate, 'candidate');
    const zoneOf = async () =>
      (await server.ctx.db.select().from(users).where(eq(users.id, candidate.id)))[0]?.timeZone;
    renderAt(`/applications/${id}`);
    await waitFor(async () => expect(await zoneOf()).toBe('America/New_York'), { timeout: 10_000 });
    renderAt('/activity');
    await screen.findAllByRole('navigation');
    await new Promise((r) => setTimeout(r, 500));
    expect(server.log.filter((line) => line === 'PUT /api/account/time-zone')).toHaveLength(1);
  });
});
