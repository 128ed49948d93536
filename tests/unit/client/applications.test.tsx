// @vitest-environment happy-dom
// Application history and the applicant list through the real router, Chakra system, Dexie (fake
// IndexedDB) and outbox; only fetch is faked.
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Applicant, MyApplication } from '../../../contract/applications.ts';
import { queryClient } from '../../../src/lib/query-client.ts';
import { saveSession } from '../../../src/lib/session.ts';
import { db } from '../../../src/offline/db.ts';
import { enqueue } from '../../../src/offline/outbox.ts';
import { relativeTime } from '../../../src/ui/relative-time.ts';
import { type Call, fakeApi, isolateRouteTests, json, renderAt, session } from './route-harness.tsx';

isolateRouteTests();

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();

const mine = (n: number, flags: { Accept: boolean; Pending: boolean }): MyApplication => ({
  _id: `a${n}`,
  ...flags,
  status: flags.Accept ? 'accepted' : flags.Pending ? 'pending' : 'rejected',
  Note: '',
  createdAt: hoursAgo(n),
  jobId: {
    _id: `j${n}`,
    JobTitle: `Job ${n}`,
    CompanyName: `Company ${n}`,
    Location: 'Lisbon',
    JobType: 'Full-Time',
    UrlPath: `job-${n}`,
    UserId: { image: null },
  },
});

const applicant = (n: number, over: Partial<Applicant> = {}): Applicant => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  Accept: false,
  Pending: true,
  status: 'pending',
  Note: 'I would love to build this with you.',
  createdAt: '2030-01-15T10:00:00.000Z',
  candidateId: {
    _id: `c${n}`,
    fullName: `Sam ${n}`,
    ProfileImage: null,
    emailAddress: `sam${n}@example.com`,
    phoneNumber: '+351 91 000 001',
    resume: 'https://storage.example.com/resume.pdf',
    collegeName: 'University of Porto',
    graduationYear: 2019,
    specialization: 'Computer Science',
    linkedInProfile: 'https://linkedin.com/in/sam',
    githubProfile: 'https://github.com/sam',
    portfolioLinks: ['https://sam.dev', 'https://second.dev'],
    technicalSkills: ['React', 'SQL'],
    dateOfBirth: '1997-04-12',
    highestQualification: "Bachelor's degree",
    gender: 'Male',
    workExperience: [{ jobTitle: 'Frontend Developer', companyName: 'Acme', duration: '3 years' }],
    personalStatement: 'I build fast interfaces.',
  },
  ...over,
});

describe('relative time', () => {
  it('says how long ago, and formats dates', () => {
    const now = Date.UTC(2030, 0, 10, 12);
    expect(relativeTime(now - 3 * 3600_000, now)).toBe('3 hours ago');
    expect(relativeTime(now - 86_400_000, now)).toBe('1 day ago');
    expect(relativeTime(now - 2000, now)).toBe('just now');
    expect(relativeTime(now + 5 * 86_400_000, now)).toBe('in 5 days');
  });
});

describe('application history', () => {
  it('lists applications with relative times and the spec badge rule, on /Activity too', async () => {
    saveSession(session('candidate'));
    fakeApi((c) =>
      c.path.startsWith('/activity')
        ? json(200, [
            mine(1, { Accept: true, Pending: false }),
            mine(2, { Accept: false, Pending: true }),
            mine(3, { Accept: false, Pending: false }),
          ])
        : undefined,
    );
    renderAt('/Activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Application History' })).toBeTruthy();
    const rows = await within(await screen.findByRole('main')).findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const [a, b, c] = rows.map((r) => within(r as HTMLElement));
    expect(a?.getByText('Job 1')).toBeTruthy();
    expect(a?.getByText('Company 1 · Lisbon · Full-Time · 1 hour ago')).toBeTruthy();
    expect(a?.getByText('Accepted')).toBeTruthy();
    expect(b?.getByText('Pending')).toBeTruthy();
    expect(c?.getByText('Rejected')).toBeTruthy();
  });

  it("shows the empty state with 'Browse Jobs'", async () => {
    saveSession(session('candidate'));
    fakeApi((c) => (c.path.startsWith('/activity') ? json(200, []) : undefined));
    renderAt('/activity');
    expect(await screen.findByText("You haven't applied to any jobs yet")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Jobs' }).getAttribute('href')).toBe('/jobs');
  });

  it("shows the server's message, or the spec's fallback, with 'Browse Jobs'", async () => {
    saveSession(session('candidate'));
    fakeApi((c) =>
      c.path.startsWith('/activity')
        ? json(403, { success: false, message: 'Only candidates have applications' })
        : undefined,
    );
    renderAt('/activity');
    expect((await screen.findByRole('alert')).textContent).toContain('Only candidates have applications');
    expect(screen.getByRole('link', { name: 'Browse Jobs' })).toBeTruthy();
    cleanup();
    queryClient.clear();
    fakeApi((c) => (c.path.startsWith('/activity') ? new Response('', { status: 502 }) : undefined));
    renderAt('/activity');
    expect(await screen.findByText('Failed to fetch applications', {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('shows queued applies on top: pending offline, or refused with Retry and Discard', async () => {
    saveSession(session('candidate'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const ref = { jobId: 'j9', UrlPath: 'job-9', JobTitle: 'Queued Job', CompanyName: 'Acme' };
    await enqueue({
      kind: 'apply',
      request: { method: 'POST', path: '/candidate/applyjob/j9', body: { Note: '' } },
      token: 't',
      ref,
    });
    const failed = await enqueue({
      kind: 'apply',
      request: { method: 'POST', path: '/candidate/applyjob/j8', body: { Note: '' } },
      token: 't',
      ref: { ...ref, jobId: 'j8', JobTitle: 'Refused Job' },
    });
    await db.outbox.update(failed.id, {
      state: 'failed',
      error: 'Applications for this job are closed',
    });
    fakeApi((c) =>
      c.path.startsWith('/activity') ? json(200, [mine(1, { Accept: false, Pending: true })]) : undefined,
    );
    renderAt('/activity');
    const rows = await within(await screen.findByRole('main')).findAllByRole('listitem');
    await waitFor(() => expect(within(screen.getByRole('main')).getAllByRole('listitem')).toHaveLength(3));
    const [first, second] = within(screen.getByRole('main'))
      .getAllByRole('listitem')
      .map((r) => within(r as HTMLElement));
    expect(first?.getByText('Refused Job')).toBeTruthy();
    expect(first?.getByText('Applications for this job are closed')).toBeTruthy();
    expect(second?.getByText('Pending (offline)')).toBeTruthy();
    expect(rows.length).toBeGreaterThan(0);
    fireEvent.click(first?.getByRole('button', { name: 'Discard' }) as HTMLElement);
    await waitFor(() => expect(screen.queryByText('Refused Job')).toBeNull());
  });
});

describe('applicant list', () => {
  const path = '/jobs/Info/Applicants/engineer-1-abc';
  const isApplicants = (c: Call) => c.path.split('?')[0] === '/recruiter/applicant/engineer-1-abc';
  const cursorOf = (c: Call) => new URLSearchParams(c.path.split('?')[1]).get('cursor');

  it("shows 'No Applications Found' with a Back button", async () => {
    saveSession(session('recruiter'));
    fakeApi((c) => (isApplicants(c) ? json(200, []) : undefined));
    renderAt(path);
    expect(await screen.findByText('No Applications Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/jobs/Info/engineer-1-abc');
  });

  it('shows each applicant and the profile dialog with its three tabs, then hires', async () => {
    saveSession(session('recruiter'));
    let accepted = false;
    const calls = fakeApi((c) => {
      if (isApplicants(c))
        return json(200, [
          accepted ? applicant(1, { Accept: true, Pending: false, status: 'accepted' }) : applicant(1),
        ]);
      if (c.method === 'PUT' && c.path === `/recruiter/acceptJob/${applicant(1)._id}`) {
        accepted = true;
        return json(200, { success: true, message: 'Application accepted' });
      }
    });
    renderAt(path);
    const row = within(
      (await within(await screen.findByRole('main')).findAllByRole('listitem'))[0] as HTMLElement,
    );
    expect(row.getByText('Sam 1')).toBeTruthy();
    expect(row.getByText('Pending')).toBeTruthy();
    expect(row.getByText('sam1@example.com')).toBeTruthy();
    expect(row.getByText('Applied Jan 15, 2030')).toBeTruthy();
    const resume = row.getByRole('link', { name: 'Resume' });
    expect(resume.getAttribute('href')).toBe('https://storage.example.com/resume.pdf');
    expect(resume.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Accepted')).toBeTruthy(); // legend
    fireEvent.click(row.getByRole('button', { name: 'View Profile' }));

    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 5000 }));
    expect(dialog.getByRole('link', { name: 'Send Email' }).getAttribute('href')).toBe(
      'mailto:sam1@example.com',
    );
    for (const t of [
      'University of Porto',
      '2019',
      'Computer Science',
      'Apr 12, 1997',
      "Bachelor's degree",
      'Male',
      '+351 91 000 001',
      'React, SQL',
    ])
      expect(dialog.getByText(t)).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'https://sam.dev' })).toBeTruthy();
    expect(dialog.queryByText('https://second.dev')).toBeNull();
    fireEvent.click(dialog.getByRole('tab', { name: 'Cover Letter' }));
    await waitFor(() => expect(dialog.getByText('I would love to build this with you.')).toBeTruthy());
    fireEvent.click(dialog.getByRole('tab', { name: 'Experience' }));
    await waitFor(() => expect(dialog.getByText('Frontend Developer')).toBeTruthy());
    expect(dialog.getByText('Acme')).toBeTruthy();
    expect(dialog.getByText('3 years')).toBeTruthy();
    expect(dialog.getByText('I build fast interfaces.')).toBeTruthy();

    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Hire Candidate' }));
    });
    expect(await screen.findByText('Application accepted', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText("You've successfully accepted this candidate")).toBeTruthy();
    expect(await dialog.findByRole('button', { name: 'Application Accepted' })).toBeTruthy();
    expect((dialog.getByRole('button', { name: 'Application Accepted' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(calls.find((c) => c.method === 'PUT')?.path).toBe(`/recruiter/acceptJob/${applicant(1)._id}`);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Accepted', hidden: true }).length).toBeGreaterThan(0),
    );
  });

  it("shows 'Failed to accept application' with the server message", async () => {
    saveSession(session('recruiter'));
    fakeApi((c) => {
      if (isApplicants(c)) return json(200, [applicant(1)]);
      if (c.method === 'PUT')
        return json(409, { success: false, message: 'A decision has already been made on this application' });
    });
    renderAt(path);
    fireEvent.click(await screen.findByRole('button', { name: 'View Profile' }));
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 5000 }));
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Hire Candidate' }));
    });
    expect(await screen.findByText('Failed to accept application', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('A decision has already been made on this application')).toBeTruthy();
  });

  it('queues a rejection offline and shows it as pending', async () => {
    saveSession(session('recruiter'));
    fakeApi((c) => (isApplicants(c) ? json(200, [applicant(1)]) : undefined));
    renderAt(path);
    fireEvent.click(await screen.findByRole('button', { name: 'View Profile' }));
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 5000 }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    });
    expect(await dialog.findByText(/Rejection pending/)).toBeTruthy();
    const [entry] = await db.outbox.toArray();
    expect(entry?.request).toEqual({
      method: 'PUT',
      path: `/recruiter/rejectJob/${applicant(1)._id}`,
      body: null,
    });
    expect(entry?.ref).toMatchObject({
      applicationId: applicant(1)._id,
      UrlPath: 'engineer-1-abc',
      decision: 'reject',
    });
  });
  it('loads more applicants by following the Link header; a later page hires too and reads back offline', async () => {
    saveSession(session('recruiter'));
    const all = Array.from({ length: 25 }, (_, i) => applicant(i + 1));
    let accepted = '';
    let online = true;
    const withDecision = (a: Applicant) =>
      a._id === accepted ? { ...a, Accept: true, Pending: false, status: 'accepted' as const } : a;
    const calls = fakeApi((c) => {
      if (!online) throw new TypeError('Failed to fetch');
      if (isApplicants(c)) {
        if (cursorOf(c) === 'p2') return json(200, all.slice(20).map(withDecision));
        // The next page is wherever the server's Link header says, whatever it looks like.
        const link = '</api/recruiter/applicant/engineer-1-abc?cursor=p2&limit=20>; rel="next"';
        return json(200, all.slice(0, 20).map(withDecision), { link });
      }
      if (c.method === 'PUT') {
        accepted = c.path.split('/').at(-1) ?? '';
        return json(200, { success: true, message: 'Application accepted' });
      }
    });
    renderAt(path);
    const main = within(await screen.findByRole('main'));
    expect(await main.findAllByRole('listitem')).toHaveLength(20);
    // happy-dom has no IntersectionObserver: the sentinel offers its button instead.
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(main.getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.filter(isApplicants).map((c) => [c.path.includes('limit=20'), cursorOf(c)])).toEqual([
      [true, null],
      [true, 'p2'],
    ]);

    const last = within(main.getAllByRole('listitem')[24] as HTMLElement);
    expect(last.getByText('Sam 25')).toBeTruthy();
    fireEvent.click(last.getByRole('button', { name: 'View Profile' }));
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 5000 }));
    expect(dialog.getByRole('link', { name: 'Send Email' }).getAttribute('href')).toBe(
      'mailto:sam25@example.com',
    );
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Hire Candidate' }));
    });
    expect(
      await dialog.findByRole('button', { name: 'Application Accepted' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.path).toBe(`/recruiter/acceptJob/${all[24]?._id}`);
    // The decision shows at once; one refresh asks for both pages again (the row is on page two).
    await waitFor(() => expect(calls.filter(isApplicants).length).toBeGreaterThanOrEqual(4));
    await new Promise((r) => setTimeout(r, 600));
    expect(calls.filter(isApplicants)).toHaveLength(4); // once, not once per listener
    expect(main.getAllByRole('listitem', { hidden: true })).toHaveLength(25);
    expect(calls.filter(isApplicants).map(cursorOf).slice(2, 4)).toEqual([null, 'p2']);

    // Offline: the saved pages, page by page from the device.
    cleanup();
    queryClient.clear();
    online = false;
    renderAt(path);
    const again = within(await screen.findByRole('main'));
    expect(await again.findAllByRole('listitem')).toHaveLength(20);
    expect(await screen.findByText(/You're offline — showing what you saw/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(again.getAllByRole('listitem')).toHaveLength(25));
    expect(
      within(again.getAllByRole('listitem')[24] as HTMLElement).getByRole('button', { name: 'Accepted' }),
    ).toBeTruthy();
  });
});
