// @vitest-environment happy-dom
// Application history and the applicant list through the real router, Chakra system, Dexie (fake
// IndexedDB) and outbox, answered by the real server on a real database.
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applications, jobs } from '../../../server/db/schema.ts';
import { queryClient } from '../../../src/lib/query-client.ts';
import { db } from '../../../src/offline/db.ts';
import { enqueue } from '../../../src/offline/outbox.ts';
import { relativeTime } from '../../../src/ui/relative-time.ts';
import { makeCandidate, makeRecruiter, postJob } from '../../api/jobs-fixtures.ts';
import { renderAt, seed, serveRealApi, signIn, signInRecruiter } from './route-harness.tsx';

const server = serveRealApi();
beforeEach(() => seed(server.ctx, (db) => db.delete(jobs)));

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

/** A job posted through the API; by a new recruiter unless a signed-in one's token is given. */
async function addJob(over: Record<string, unknown> = {}, token?: string) {
  return postJob(server.ctx, token ? { token } : await makeRecruiter(server.ctx), over);
}

/** An application stored as the server would have it, with the status and time the test needs. */
function addApplication(
  jobId: string,
  candidateId: string,
  over: Partial<typeof applications.$inferInsert> = {},
) {
  return seed(server.ctx, (db) =>
    db
      .insert(applications)
      .values({ jobId, candidateId, ...over })
      .returning()
      .then(([row]) => row as typeof applications.$inferSelect),
  );
}

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
  it('lists applications with relative times and the old badge rule, on /Activity too', async () => {
    const me = await signIn(server.ctx, 'candidate');
    const statuses = ['accepted', 'pending', 'rejected'] as const;
    for (const [i, status] of statuses.entries()) {
      const n = i + 1;
      const job = await addJob({ JobTitle: `Job ${n}`, CompanyName: `Company ${n}`, Location: 'Lisbon' });
      await addApplication(job._id, me.user._id, { status, createdAt: hoursAgo(n) });
    }
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
    await signIn(server.ctx, 'candidate');
    renderAt('/activity');
    expect(await screen.findByText("You haven't applied to any jobs yet")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Jobs' }).getAttribute('href')).toBe('/jobs');
  });

  it("shows the server's message, or the fixed fallback, with 'Browse Jobs'", async () => {
    // A recruiter has no history: the server says so.
    await signIn(server.ctx, 'recruiter');
    renderAt('/activity');
    expect((await screen.findByRole('alert')).textContent).toContain('Only candidates can do this');
    expect(screen.getByRole('link', { name: 'Browse Jobs' })).toBeTruthy();
    cleanup();
    queryClient.clear();
    await signIn(server.ctx, 'candidate');
    server.serverDownFor('/api/activity', () => true, 502);
    renderAt('/activity');
    expect(await screen.findByText('Failed to fetch applications', {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('shows queued applies on top: pending offline, or refused with Retry and Discard', async () => {
    const me = await signIn(server.ctx, 'candidate');
    const sent = await addJob({ JobTitle: 'Sent Job' });
    await addApplication(sent._id, me.user._id);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const ref = { jobId: 'j9', UrlPath: 'job-9', JobTitle: 'Queued Job', CompanyName: 'Acme' };
    const apply = (jobId: string) => ({
      kind: 'apply' as const,
      request: { method: 'POST' as const, path: `/candidate/applyjob/${jobId}`, body: { Note: '' } },
      token: me.token,
    });
    await enqueue({ ...apply('j9'), ref }, Date.now() - 1000);
    const failed = await enqueue({ ...apply('j8'), ref: { ...ref, jobId: 'j8', JobTitle: 'Refused Job' } });
    await db.outbox.update(failed.id, { state: 'failed', error: 'Applications for this job are closed' });
    renderAt('/activity');
    const main = within(await screen.findByRole('main'));
    await waitFor(() => expect(main.getAllByRole('listitem')).toHaveLength(3));
    const [first, second, third] = main.getAllByRole('listitem').map((r) => within(r as HTMLElement));
    expect(first?.getByText('Refused Job')).toBeTruthy();
    expect(first?.getByText('Applications for this job are closed')).toBeTruthy();
    expect(second?.getByText('Pending (offline)')).toBeTruthy();
    expect(third?.getByText('Sent Job')).toBeTruthy();
    fireEvent.click(first?.getByRole('button', { name: 'Discard' }) as HTMLElement);
    await waitFor(() => expect(screen.queryByText('Refused Job')).toBeNull());
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('applicant list', () => {
  /** A candidate named `Sam {n}` with a full profile, applied to `jobId` on 15 Jan 2030 unless told. */
  async function applicant(jobId: string, n: number, createdAt = new Date('2030-01-15T10:00:00.000Z')) {
    const user = await makeCandidate(server.ctx, true, {
      fullName: `Sam ${n}`,
      phoneNumber: '+351 91 000 001',
      dateOfBirth: '1997-04-12',
      highestQualification: "Bachelor's degree",
      graduationYear: 2019,
      workExperience: [{ jobTitle: 'Frontend Developer', companyName: 'Acme', duration: '3 years' }],
      technicalSkills: ['React', 'SQL'],
      portfolioLinks: ['https://sam.dev', 'https://second.dev'],
      personalStatement: 'I build fast interfaces.',
      gender: 'Male',
    });
    const application = await addApplication(jobId, user.id, {
      note: 'I would love to build this with you.',
      createdAt,
    });
    return { user, application };
  }

  /** The signed-in recruiter's job, and the path of its applicant list. */
  async function myJob() {
    const me = await signInRecruiter(server.ctx);
    const job = await addJob({ JobTitle: 'Engineer 1' }, me.token);
    return { job, path: `/jobs/Info/Applicants/${job.UrlPath}`, list: `/recruiter/applicant/${job.UrlPath}` };
  }

  const statusOf = async (id: string) =>
    (await server.ctx.db.select().from(applications).where(eq(applications.id, id)))[0]?.status;

  const firstRow = async () =>
    within((await within(await screen.findByRole('main')).findAllByRole('listitem'))[0] as HTMLElement);

  async function openProfile(row: ReturnType<typeof within>) {
    fireEvent.click(row.getByRole('button', { name: 'View Profile' }));
    return within(await screen.findByRole('dialog', {}, { timeout: 5000 }));
  }

  it("shows 'No Applications Found' with a Back button", async () => {
    const { job, path } = await myJob();
    renderAt(path);
    expect(await screen.findByText('No Applications Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(`/jobs/Info/${job.UrlPath}`);
  });

  it('shows each applicant and the profile dialog with its three tabs, then hires', async () => {
    const { job, path } = await myJob();
    const sam = await applicant(job._id, 1);
    renderAt(path);
    const row = await firstRow();
    expect(row.getByText('Sam 1')).toBeTruthy();
    expect(row.getByText('Pending')).toBeTruthy();
    expect(row.getByText(sam.user.email)).toBeTruthy();
    expect(row.getByText('Applied Jan 15, 2030')).toBeTruthy();
    const resume = row.getByRole('link', { name: 'Resume' });
    expect(resume.getAttribute('href')).toBe('https://storage.example.com/resume.pdf');
    expect(resume.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Accepted')).toBeTruthy(); // legend

    const dialog = await openProfile(row);
    expect(dialog.getByRole('link', { name: 'Send Email' }).getAttribute('href')).toBe(
      `mailto:${sam.user.email}`,
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
    expect(await statusOf(sam.application.id)).toBe('accepted');
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Accepted', hidden: true }).length).toBeGreaterThan(0),
    );
  });

  it("shows 'Failed to accept application' with the server message", async () => {
    const { job, path } = await myJob();
    const sam = await applicant(job._id, 1);
    renderAt(path);
    const dialog = await openProfile(await firstRow());
    // Decided from another device while this screen was open.
    await seed(server.ctx, (db) =>
      db
        .update(applications)
        .set({ status: 'rejected', stage: 'rejected' })
        .where(eq(applications.id, sam.application.id)),
    );
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Hire Candidate' }));
    });
    expect(await screen.findByText('Failed to accept application', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('A decision has already been made on this application')).toBeTruthy();
    expect(await statusOf(sam.application.id)).toBe('rejected');
  });

  it('queues a rejection offline and shows it as pending', async () => {
    const { job, path } = await myJob();
    const sam = await applicant(job._id, 1);
    renderAt(path);
    const dialog = await openProfile(await firstRow());
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    });
    expect(await dialog.findByText(/Rejection pending/)).toBeTruthy();
    const [entry] = await db.outbox.toArray();
    expect(entry?.request).toEqual({
      method: 'PUT',
      path: `/recruiter/rejectJob/${sam.application.id}`,
      body: null,
    });
    expect(entry?.ref).toMatchObject({
      applicationId: sam.application.id,
      UrlPath: job.UrlPath,
      decision: 'reject',
    });
    expect(await statusOf(sam.application.id)).toBe('pending');
  });

  it('filters the applicants by skill and by stage, on the server and then on the device', async () => {
    const { job, path, list } = await myJob();
    await applicant(job._id, 1);
    const kim = await makeCandidate(server.ctx, true, {
      fullName: 'Kim Kotlin',
      technicalSkills: ['Kotlin'],
    });
    await addApplication(job._id, kim.id, { stage: 'interview' });
    let online = true;
    server.networkDownWhen(() => !online);
    renderAt(path);
    await screen.findByText('Kim Kotlin');
    expect(screen.getByText('Sam 1')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Stage' }), { target: { value: 'interview' } });
    await waitFor(() => expect(screen.queryByText('Sam 1')).toBeNull());
    expect(server.asked(list).at(-1)).toEqual({ stage: 'interview', with: 'hiring', limit: '20' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Stage' }), { target: { value: '' } });
    await screen.findByText('Sam 1');

    // Offline, the device finds a skill (React is Sam's) and keeps a stage.
    online = false;
    fireEvent.change(screen.getByPlaceholderText('Search applicants by name or skill...'), {
      target: { value: 'react' },
    });
    await waitFor(() => expect(screen.queryByText('Kim Kotlin')).toBeNull());
    expect(screen.getByText('Sam 1')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Stage' }), { target: { value: 'interview' } });
    expect(await screen.findByText('No applicants match your search')).toBeTruthy();
  });

  it('loads more applicants by following the Link header; a later page hires too and reads back offline', async () => {
    const { job, path, list } = await myJob();
    // Sam 1 applied last: the list is newest first, so Sam 25 is the last row of page two.
    const all = [];
    for (let n = 1; n <= 25; n++) all.push(await applicant(job._id, n, hoursAgo(n)));
    let online = true;
    server.networkDownWhen(() => !online);
    renderAt(path);
    const main = within(await screen.findByRole('main'));
    expect(await main.findAllByRole('listitem')).toHaveLength(20);
    // happy-dom has no IntersectionObserver: the sentinel offers its button instead.
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(main.getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const [page1, page2] = server.asked(list);
    expect(page1).toEqual({ with: 'hiring', limit: '20' });
    expect(page2?.cursor).toBeTruthy(); // from the server's Link header

    const last = within(main.getAllByRole('listitem')[24] as HTMLElement);
    expect(last.getByText('Sam 25')).toBeTruthy();
    const dialog = await openProfile(last);
    expect(dialog.getByRole('link', { name: 'Send Email' }).getAttribute('href')).toBe(
      `mailto:${all[24]?.user.email}`,
    );
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Hire Candidate' }));
    });
    expect(
      await dialog.findByRole('button', { name: 'Application Accepted' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(await statusOf(all[24]?.application.id ?? '')).toBe('accepted');
    // The decision shows at once; one refresh asks for both pages again (the row is on page two).
    await waitFor(() => expect(server.asked(list).length).toBeGreaterThanOrEqual(4));
    await new Promise((r) => setTimeout(r, 600));
    const asked = server.asked(list);
    expect(asked).toHaveLength(4); // once, not once per listener
    expect(main.getAllByRole('listitem', { hidden: true })).toHaveLength(25);
    expect(asked[2]?.cursor).toBeUndefined();
    expect(asked[3]?.cursor).toBe(page2?.cursor);

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
