// @vitest-environment happy-dom
// /interviews through the real router, Chakra system and server, on a device set to New York time:
// an interviewer finds the application they interview, its time named in the device's zone; a
// member with none reads the empty state; a candidate reads the server's refusal.
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSession } from '../../../src/lib/session.ts';
import { call, type TestUser } from '../../api/harness.ts';
import { makeCandidate, makeRecruiter, postJob } from '../../api/jobs-fixtures.ts';
import { teammate } from '../../api/team-fixtures.ts';
import { renderAt, serveRealApi } from './route-harness.tsx';

const server = serveRealApi();
const deviceZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = deviceZone;
});

function signedInAs(user: TestUser, role: 'recruiter' | 'candidate') {
  saveSession({
    success: true,
    message: 'Login successful',
    token: user.token,
    role,
    user: { _id: user.id, username: user.username, useremail: user.email, image: null },
  });
}

/** An owner, an interviewer of theirs, and an interview of Ada's application with the interviewer. */
async function interviewWithTeammate() {
  const owner = await makeRecruiter(server.ctx, 'Northwind Labs');
  const interviewer = await teammate(server.ctx, owner, 'interviewer');
  const job = await postJob(server.ctx, { token: owner.token }, { JobTitle: 'Platform Engineer' });
  const candidate = await makeCandidate(server.ctx, true, { fullName: 'Ada Lovelace' });
  const applied = await call(server.ctx, 'POST', `/api/candidate/applyjob/${job._id}`, {
    token: candidate.token,
    body: {},
  });
  const id: string = applied.body.data._id;
  await call(server.ctx, 'POST', `/api/applications/${id}/moves`, {
    token: owner.token,
    body: { from: 'applied', to: 'interview' },
  });
  const res = await call(server.ctx, 'POST', `/api/applications/${id}/interviews`, {
    token: owner.token,
    body: {
      title: 'Technical interview',
      durationMinutes: 45,
      location: 'Lisbon office',
      interviewerIds: [interviewer.id],
      times: ['2030-12-02T15:00:00.000Z'],
      timeZone: 'Europe/Lisbon',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { owner, interviewer, candidate, id };
}

describe('/interviews', () => {
  it('shows an interviewer their interview, in the device zone, named, linked to the application', async () => {
    const { interviewer, id } = await interviewWithTeammate();
    signedInAs(interviewer, 'recruiter');
    renderAt('/interviews');
    const link = await screen.findByRole(
      'link',
      { name: 'Technical interview with Ada Lovelace' },
      { timeout: 5000 },
    );
    expect(link.getAttribute('href')).toBe(`/applications/${id}`);
    expect(within(link).getByText('Platform Engineer · 45 min')).toBeTruthy();
    expect(within(link).getByText('Mon 2 Dec, 10:00 GMT-5 (New York time)')).toBeTruthy();
  });

  it('says so when a member has no interviews', async () => {
    const { owner } = await interviewWithTeammate();
    const idle = await teammate(server.ctx, owner, 'interviewer');
    signedInAs(idle, 'recruiter');
    renderAt('/interviews');
    expect(await screen.findByText('No interviews', {}, { timeout: 5000 })).toBeTruthy();
    expect(
      screen.getByText('Interviews you are asked to join or schedule show here, from a week ago on.'),
    ).toBeTruthy();
  });

  it('shows a candidate the server’s refusal', async () => {
    const { candidate } = await interviewWithTeammate();
    signedInAs(candidate, 'candidate');
    renderAt('/interviews');
    expect(
      await screen.findByText('Only members of a company team can do this', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
