// @vitest-environment happy-dom
// The job screens through the real router, Chakra system, Dexie (fake IndexedDB) and outbox,
// answered by the real server on a real database.
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applications, jobs } from '../../../server/db/schema.ts';
import type { Session } from '../../../src/lib/session.ts';
import { queryClient } from '../../../src/lib/query-client.ts';
import { db } from '../../../src/offline/db.ts';
import { call } from '../../api/harness.ts';
import { expireDeadline, inDays, makeCandidate, makeRecruiter, postJob } from '../../api/jobs-fixtures.ts';
import { renderAt, seed, serveRealApi, signIn, signInRecruiter } from './route-harness.tsx';

const server = serveRealApi();
beforeEach(() => seed(server.ctx, (db) => db.delete(jobs)));

const signedInRecruiter = () => signInRecruiter(server.ctx, 'Northwind Labs');

/** A job posted through the API by a recruiter of another company, `over` its fields. */
async function addJob(over: Record<string, unknown> = {}) {
  const recruiter = await makeRecruiter(server.ctx, 'Northwind Labs');
  return postJob(server.ctx, recruiter, { CompanyName: 'Northwind Labs', Location: 'Lisbon', ...over });
}

/** Sets a stored job's columns the API would not let a test choose (creation time, deadline). */
const setJob = (id: string, values: Partial<typeof jobs.$inferInsert>) =>
  seed(server.ctx, (db) => db.update(jobs).set(values).where(eq(jobs.id, id)));

const posted = (path: string) => server.log.filter((line) => line === `POST /api${path}`);

const cardOf = (title: string) =>
  within(screen.getAllByRole('article').find((a) => within(a).queryByText(title)) as HTMLElement);

describe('job list', () => {
  it('shows every job to a visitor as cards with badges and View Details', async () => {
    const first = await addJob({ JobTitle: 'Engineer 1', JobType: 'Contract' });
    await addJob({ JobTitle: 'Engineer 2', JobType: 'Part-Time' });
    renderAt('/jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Available Positions' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    const card = cardOf('Engineer 1');
    expect(card.getByText('Lisbon')).toBeTruthy();
    expect(card.getByText('Contract')).toBeTruthy();
    expect(card.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      `/jobs/Info/${first.UrlPath}`,
    );
    expect(card.queryByRole('link', { name: 'View Applicants' })).toBeNull();
    expect(cardOf('Engineer 2').getByText('Part-Time')).toBeTruthy();
  });

  it("shows the recruiter's own listings, Post Job, View Applicants and the empty state", async () => {
    await addJob({ JobTitle: 'Somebody else’s job' });
    await signedInRecruiter();
    renderAt('/jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Job Listings' })).toBeTruthy();
    expect(await screen.findByText("You haven't posted any jobs yet")).toBeTruthy();
    expect(screen.getByText('Click "Post Job" to create your first listing')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post Job' }).getAttribute('href')).toBe('/jobs/post-job');
    expect(screen.getByPlaceholderText('Search your listings...')).toBeTruthy();
    expect(server.asked('/getjob')).toHaveLength(1);
    expect(server.asked('/jobs/search')).toEqual([]);
  });

  it('shows the empty state for everyone else', async () => {
    renderAt('/jobs');
    expect(await screen.findByText('No jobs available at the moment')).toBeTruthy();
    expect(screen.getByText('Check back later for new opportunities')).toBeTruthy();
  });

  it('searches on the server after typing stops, and filters by job type', async () => {
    await addJob({ JobTitle: 'Engineer 1' });
    await addJob({ JobTitle: 'Rustacean', RequiredSkills: 'Rust' });
    await addJob({ JobTitle: 'Rust Intern', JobType: 'Internship', RequiredSkills: 'Rust' });
    const router = renderAt('/jobs');
    await screen.findByText('Engineer 1');
    fireEvent.change(screen.getByPlaceholderText('Search jobs...'), { target: { value: 'r' } });
    fireEvent.change(screen.getByPlaceholderText('Search jobs...'), { target: { value: 'rust' } });
    await waitFor(() => expect(screen.queryByText('Engineer 1')).toBeNull());
    expect(screen.getByText('Rustacean')).toBeTruthy();
    expect(router.state.location.search).toEqual({ q: 'rust' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Job type' }), { target: { value: 'Internship' } });
    await waitFor(() => expect(screen.queryByText('Rustacean')).toBeNull());
    expect(screen.getByText('Rust Intern')).toBeTruthy();
    // Debounced: one request for the settled search, then one for the filter on top of it.
    expect(server.asked('/jobs/search')).toEqual([
      { limit: '20' },
      { q: 'rust', limit: '20' },
      { q: 'rust', type: 'Internship', limit: '20' },
    ]);
  });

  it('loads the next page with the cursor the server gave', async () => {
    const recruiter = await makeRecruiter(server.ctx);
    for (let i = 0; i < 21; i++) await postJob(server.ctx, recruiter, { JobTitle: `Role ${i}` });
    renderAt('/jobs');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    // happy-dom has no IntersectionObserver: the sentinel offers its button instead.
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(21));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const [first, second, ...more] = server.asked('/jobs/search');
    expect(first?.cursor).toBeUndefined();
    expect(second?.cursor).toBeTruthy();
    expect(more).toEqual([]);
  });

  it('answers from the device when the network is gone, with the offline notice', async () => {
    await addJob({ JobTitle: 'Engineer 1' });
    let online = true;
    server.networkDownWhen(() => !online);
    renderAt('/jobs');
    await screen.findByText('Engineer 1');
    cleanup();
    queryClient.clear();
    online = false;
    renderAt('/jobs');
    expect(await screen.findByText('Engineer 1')).toBeTruthy();
    expect(await screen.findByText(/You're offline — showing what you saw/)).toBeTruthy();
  });
});

describe('post a job', () => {
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('sends every field, splits skills on commas and lists on lines, then goes to /jobs', async () => {
    const me = await signedInRecruiter();
    const router = renderAt('/jobs/post-job');
    await screen.findByLabelText('Job Title');
    await waitFor(() =>
      expect((screen.getByLabelText('Company Name') as HTMLInputElement).value).toBe('Northwind Labs'),
    );
    fill('Job Title', 'Platform Engineer');
    fill('Location', 'Porto');
    fill('Work Mode', 'hybrid');
    fill('Minimum', '70000');
    fill('Maximum', '90000');
    fill('Currency', 'EUR');
    fill('Per', 'year');
    fill('Job Type', 'Part-Time');
    fill('Experience Level (optional)', 'Senior');
    fill('Application Deadline', '2030-06-30');
    fill('Required Skills', 'Go, Kubernetes ,, SQL');
    fill('Job Description', 'Run the platform.');
    fill('Requirements (optional)', 'Five years\n\nOn call once a month');
    expect((screen.getByLabelText('Application Deadline') as HTMLInputElement).type).toBe('date');
    fireEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    expect(await screen.findByText('Platform Engineer')).toBeTruthy();
    const [stored] = await server.ctx.db.select().from(jobs).where(eq(jobs.userId, me.user._id));
    expect(stored).toMatchObject({
      title: 'Platform Engineer',
      companyName: 'Northwind Labs',
      location: 'Porto',
      salaryRange: '€70,000–90,000 a year',
      salaryMin: 70_000,
      salaryMax: 90_000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'year',
      workMode: 'hybrid',
      jobType: 'Part-Time',
      requiredSkills: ['Go', 'Kubernetes', 'SQL'],
      experienceLevel: 'Senior',
      description: 'Run the platform.',
      requirements: ['Five years', 'On call once a month'],
    });
    expect(stored?.deadline.toISOString()).toBe('2030-06-30T23:59:59.999Z');
  });

  it("checks each field with the contract's schema before sending; the server's refusal shows above the form", async () => {
    // Signed in as a recruiter who never made a profile: the server refuses the job.
    await signIn(server.ctx, 'recruiter');
    renderAt('/jobs/post-job');
    await screen.findByLabelText('Job Title');
    fireEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    await screen.findByText('JobTitle is required');
    expect(screen.getByLabelText('Job Title').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Application Deadline').getAttribute('aria-invalid')).toBe('true');
    expect(posted('/postjob')).toEqual([]);

    fill('Job Title', 'Platform Engineer');
    fill('Company Name', 'Northwind Labs');
    fill('Location', 'Porto');
    fill('Application Deadline', inDays(30));
    fill('Required Skills', 'Go');
    fill('Job Description', 'Run the platform.');
    expect(screen.getByLabelText('Job Title').getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Complete your recruiter profile first');
    expect(posted('/postjob')).toHaveLength(1);
    expect(await server.ctx.db.select().from(jobs)).toEqual([]);
  });

  it('asks for a currency with a salary, and a maximum no lower than the minimum, before sending', async () => {
    await signedInRecruiter();
    renderAt('/jobs/post-job');
    await screen.findByLabelText('Job Title');
    fill('Minimum', '70000');
    fill('Maximum', '60000');
    fireEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    fill('Job Title', 'Platform Engineer');
    fill('Location', 'Porto');
    fill('Application Deadline', inDays(30));
    fill('Required Skills', 'Go');
    fill('Job Description', 'Run the platform.');
    fireEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    await screen.findByText('SalaryCurrency is required with a salary amount');
    expect(screen.getByLabelText('Currency').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('SalaryMax cannot be less than SalaryMin')).toBeTruthy();
    expect(posted('/postjob')).toEqual([]);
  });

  it('says it needs the network when offline and sends nothing', async () => {
    await signedInRecruiter();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderAt('/jobs/post-job');
    await screen.findByLabelText('Job Title');
    fireEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Posting a job needs the network/);
    expect(posted('/postjob')).toEqual([]);
  });

  it('sends a candidate away from the form', async () => {
    await signIn(server.ctx, 'candidate');
    const router = renderAt('/jobs/post-job');
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
  });
});

describe('job detail', () => {
  /** Engineer 1 at Northwind Labs: posted three hours ago, no salary, open until mid-2030. */
  async function engineer(over: Record<string, unknown> = {}, poster?: Session) {
    const job = await postJob(server.ctx, poster ?? (await makeRecruiter(server.ctx, 'Northwind Labs')), {
      JobTitle: 'Engineer 1',
      CompanyName: 'Northwind Labs',
      ApplicationDeadline: '2030-06-30',
      ...over,
    });
    await setJob(job._id, { salaryRange: null, createdAt: new Date(Date.now() - 3 * 3600_000) });
    return job;
  }

  it('shows the apply view to a visitor and asks them to log in', async () => {
    const job = await engineer();
    renderAt(`/jobs/Info/${job.UrlPath}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Engineer 1' })).toBeTruthy();
    for (const t of [
      'About the Role',
      'Requirements',
      'Quick Apply',
      'Competitive',
      'Posted 3 hours ago',
      'Jun 30, 2030',
    ])
      expect(screen.getByText(t)).toBeTruthy();
    expect(screen.getByText('Apply by')).toBeTruthy();
    expect(screen.queryByText('Job Status')).toBeNull();
    // A visitor's Apply is a link to sign in that brings them back to this job.
    const apply = screen.getByRole('link', { name: 'Apply Now' });
    const target = new URL(apply.getAttribute('href') ?? '', 'http://localhost');
    expect(target.pathname).toBe('/sign-in');
    expect(target.searchParams.get('redirect')).toBe(`/jobs/Info/${job.UrlPath}`);
  });

  it('says when a closed job closed, never a date to apply by', async () => {
    const early = await engineer({ JobTitle: 'Closed early' });
    const closedAt = new Date('2026-03-14T12:00:00Z');
    await setJob(early._id, { closedAt }); // its recruiter closed it before the deadline
    renderAt(`/jobs/Info/${early.UrlPath}`);
    expect(await screen.findByText('Applications for this job are closed.')).toBeTruthy();
    expect(screen.getByText('Closed on')).toBeTruthy();
    expect(screen.getByText('Mar 14, 2026')).toBeTruthy();
    expect(screen.queryByText('Apply by')).toBeNull();
    cleanup();

    const late = await engineer({ JobTitle: 'Deadline gone' });
    await expireDeadline(server.ctx, late._id);
    renderAt(`/jobs/Info/${late.UrlPath}`);
    expect(await screen.findByText('Applications for this job are closed.')).toBeTruthy();
    expect(screen.getByText('Deadline passed')).toBeTruthy();
    expect(screen.queryByText('Apply by')).toBeNull();
  });

  it('shows the manager view to the owning recruiter', async () => {
    const me = await signedInRecruiter();
    const job = await engineer({ Requirements: ['Curious'] }, me);
    for (let i = 0; i < 3; i++) {
      const candidate = await makeCandidate(server.ctx);
      await call(server.ctx, 'POST', `/api/candidate/applyjob/${job._id}`, {
        token: candidate.token,
        body: { Note: '' },
      });
    }
    renderAt(`/jobs/Info/${job.UrlPath}`);
    expect(await screen.findByText('Job Status')).toBeTruthy();
    for (const t of [
      'About the Role',
      'Required Skills',
      'Requirements',
      'Curious',
      'About the Company',
      'No description available',
    ])
      expect(screen.getByText(t)).toBeTruthy();
    expect(screen.getByTestId('applications-count').textContent).toBe('3');
    expect(screen.getByRole('link', { name: 'View Applications' }).getAttribute('href')).toBe(
      `/jobs/Info/Applicants/${job.UrlPath}`,
    );
    expect(screen.queryByText('Quick Apply')).toBeNull();
  });

  it("shows 'Job not found' for an unknown job", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/jobs/Info/nope');
    expect(await screen.findByText('Job not found')).toBeTruthy();
    expect(
      screen.getByText('Please try again later or contact support if the problem persists.'),
    ).toBeTruthy();
  });

  it('applies with a note through the outbox, then shows "already applied"', async () => {
    const job = await engineer();
    const me = await signIn(server.ctx, 'candidate');
    renderAt(`/jobs/Info/${job.UrlPath}`);
    // A signed-in user's apply part loads with the session: the button is enabled once it has.
    const applyNow = () => screen.getByRole('button', { name: 'Apply Now' }) as HTMLButtonElement;
    await waitFor(() => expect(applyNow().disabled).toBe(false), { timeout: 5000 });
    fireEvent.click(applyNow());
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText('Apply for Engineer 1')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Note to the recruiter (optional)'), {
      target: { value: 'Pick me' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Application' }));
    });
    expect(await screen.findByText('Application Submitted', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Your application has been successfully submitted!')).toBeTruthy();
    expect(await screen.findByText('You have already applied to this job')).toBeTruthy();
    const stored = await server.ctx.db.select().from(applications).where(eq(applications.jobId, job._id));
    expect(stored.map((a) => [a.candidateId, a.note])).toEqual([[me.user._id, 'Pick me']]);
    expect(await db.outbox.count()).toBe(0);
  });

  it("shows the server's refusal in a toast", async () => {
    const job = await engineer();
    await signIn(server.ctx, 'candidate');
    renderAt(`/jobs/Info/${job.UrlPath}`);
    const apply = await screen.findByRole('button', { name: 'Apply Now' });
    // The deadline passes while the page is open: only the server knows.
    await expireDeadline(server.ctx, job._id);
    fireEvent.click(apply);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Application' }));
    });
    expect(
      await screen.findByText('Applications for this job are closed', {}, { timeout: 8000 }),
    ).toBeTruthy();
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(await server.ctx.db.select().from(applications)).toEqual([]);
  });

  it('shows a queued apply as pending while offline', async () => {
    const job = await engineer();
    await signIn(server.ctx, 'candidate');
    renderAt(`/jobs/Info/${job.UrlPath}`);
    const apply = await screen.findByRole('button', { name: 'Apply Now' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.click(apply);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Application' }));
    });
    expect(await screen.findByText('Application pending', {}, { timeout: 5000 })).toBeTruthy();
    const [entry] = await db.outbox.toArray();
    expect(entry?.ref).toEqual({
      jobId: job._id,
      UrlPath: job.UrlPath,
      JobTitle: 'Engineer 1',
      CompanyName: 'Northwind Labs',
    });
    expect(posted(`/candidate/applyjob/${job._id}`)).toEqual([]);
  });
});
