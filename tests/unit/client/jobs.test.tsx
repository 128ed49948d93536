// @vitest-environment happy-dom
// The job screens through the real router, Chakra system, Dexie (fake IndexedDB) and outbox; only
// fetch is faked.
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Job, JobDetail } from '../../../contract/jobs.ts';
import { queryClient } from '../../../src/lib/query-client.ts';
import { saveSession } from '../../../src/lib/session.ts';
import { db } from '../../../src/offline/db.ts';
import { isolateRouteTests, type Call, fakeApi, json, renderAt, session } from './route-harness.tsx';

isolateRouteTests();

const job = (n: number, over: Partial<Job> = {}): Job => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  JobTitle: `Engineer ${n}`,
  CompanyName: 'Northwind Labs',
  Location: 'Lisbon',
  SalaryRange: null,
  JobType: 'Contract',
  RequiredSkills: ['Go', 'SQL'],
  ExperienceLevel: null,
  ApplicationDeadline: '2030-06-30T23:59:59.999Z',
  LastDate: '2030-06-30T23:59:59.999Z',
  JobDescription: `About job ${n}`,
  ApplicationsReceived: 3,
  closed: false,
  UrlPath: `engineer-${n}-abc`,
  createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
  UserId: { _id: 'u1', image: null },
  recruiterId: {
    _id: 'rp1',
    currentCompany: 'Northwind Labs',
    currentRole: 'CTO',
    companyLogo: null,
    companyDescription: null,
  },
  ...over,
});
const detail = (n: number, over: Partial<JobDetail> = {}): JobDetail => ({
  ...job(n),
  myApplication: null,
  ...over,
});
const list = (data: Job[], nextCursor: string | null = null) =>
  json(200, { success: true, data, nextCursor });
const query = (c: Call) => new URLSearchParams(c.path.split('?')[1]);

describe('job list', () => {
  it('shows every job to a visitor as cards with badges and View Details', async () => {
    fakeApi((c) =>
      c.path.startsWith('/getAllJobs') ? list([job(1), job(2, { JobType: '' as never })]) : undefined,
    );
    renderAt('/jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Available Positions' })).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('Engineer 1')).toBeTruthy();
    expect(first.getByText('Lisbon')).toBeTruthy();
    expect(first.getByText('Contract')).toBeTruthy();
    expect(first.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      '/jobs/Info/engineer-1-abc',
    );
    expect(first.queryByRole('link', { name: 'View Applicants' })).toBeNull();
    // Spec default label for a missing job type.
    expect(within(cards[1] as HTMLElement).getByText('Full-time')).toBeTruthy();
  });

  it("shows the recruiter's own listings, Post Job, View Applicants and the spec's empty state", async () => {
    saveSession(session('recruiter'));
    const calls = fakeApi((c) => {
      if (c.path.startsWith('/getjob')) return list([]);
      if (c.path.startsWith('/recruiter/Account'))
        return json(200, { success: true, userId: session('recruiter').user, _id: 'rp1' });
    });
    renderAt('/jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Job Listings' })).toBeTruthy();
    expect(await screen.findByText("You haven't posted any jobs yet")).toBeTruthy();
    expect(screen.getByText('Click "Post Job" to create your first listing')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post Job' }).getAttribute('href')).toBe('/jobs/post-job');
    expect(screen.getByPlaceholderText('Search your listings...')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/getAllJobs'))).toBe(false);
  });

  it('shows the empty state for everyone else', async () => {
    fakeApi((c) => (c.path.startsWith('/getAllJobs') ? list([]) : undefined));
    renderAt('/jobs');
    expect(await screen.findByText('No jobs available at the moment')).toBeTruthy();
    expect(screen.getByText('Check back later for new opportunities')).toBeTruthy();
  });

  it('searches on the server after typing stops, and filters by job type', async () => {
    const calls = fakeApi((c) => {
      if (!c.path.startsWith('/getAllJobs')) return undefined;
      const q = query(c);
      if (q.get('type') === 'Internship')
        return list([job(3, { JobTitle: 'Intern', JobType: 'Internship' })]);
      if (q.get('q') === 'rust') return list([job(2, { JobTitle: 'Rustacean' })]);
      return list([job(1)]);
    });
    const router = renderAt('/jobs');
    await screen.findByText('Engineer 1');
    fireEvent.change(screen.getByPlaceholderText('Search jobs...'), { target: { value: 'r' } });
    fireEvent.change(screen.getByPlaceholderText('Search jobs...'), { target: { value: 'rust' } });
    expect(await screen.findByText('Rustacean')).toBeTruthy();
    const searches = calls.filter((c) => c.path.startsWith('/getAllJobs') && query(c).get('q'));
    expect(searches.map((c) => query(c).get('q'))).toEqual(['rust']); // debounced: one call
    expect(router.state.location.search).toEqual({ q: 'rust' });

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.click(screen.getByRole('button', { name: 'Internship' }));
    await waitFor(() => expect(screen.queryByText('Intern')).toBeTruthy());
    const last = calls.filter((c) => c.path.startsWith('/getAllJobs')).at(-1) as Call;
    expect(query(last).get('type')).toBe('Internship');
    expect(query(last).get('q')).toBe('rust');
  });

  it('loads the next page with the cursor', async () => {
    const calls = fakeApi((c) => {
      if (!c.path.startsWith('/getAllJobs')) return undefined;
      return query(c).get('cursor') === 'c2' ? list([job(2)]) : list([job(1)], 'c2');
    });
    renderAt('/jobs');
    await screen.findByText('Engineer 1');
    // happy-dom has no IntersectionObserver: the sentinel offers its button instead.
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Engineer 2')).toBeTruthy();
    expect(calls.some((c) => query(c).get('cursor') === 'c2')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('answers from the device when the network is gone, with the offline notice', async () => {
    fakeApi((c) => (c.path.startsWith('/getAllJobs') ? list([job(1)]) : undefined));
    renderAt('/jobs');
    await screen.findByText('Engineer 1');
    cleanup();
    queryClient.clear();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    renderAt('/jobs');
    expect(await screen.findByText('Engineer 1')).toBeTruthy();
    expect(await screen.findByText(/You're offline — showing what you saw/)).toBeTruthy();
  });
});

describe('post a job', () => {
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('sends every field, splits skills on commas and lists on lines, then goes to /jobs', async () => {
    saveSession(session('recruiter'));
    const calls = fakeApi((c) => {
      if (c.path === '/postjob')
        return json(201, { success: true, message: 'Job posted successfully', data: job(9) });
      if (c.path.startsWith('/getjob')) return list([job(9)]);
      if (c.path.startsWith('/recruiter/Account'))
        return json(200, {
          success: true,
          userId: session('recruiter').user,
          _id: 'rp1',
          currentCompany: 'Northwind Labs',
        });
    });
    const router = renderAt('/jobs/post-job');
    await screen.findByLabelText('Job Title');
    await waitFor(() =>
      expect((screen.getByLabelText('Company Name') as HTMLInputElement).value).toBe('Northwind Labs'),
    );
    fill('Job Title', 'Platform Engineer');
    fill('Location', 'Porto');
    fill('Salary Range (optional)', '€70k');
    fill('Job Type', 'Part-Time');
    fill('Experience Level (optional)', 'Senior');
    fill('Application Deadline', '2030-06-30');
    fill('Required Skills', 'Go, Kubernetes ,, SQL');
    fill('Job Description', 'Run the platform.');
    fill('Requirements (optional)', 'Five years\n\nOn call once a month');
    expect((screen.getByLabelText('Application Deadline') as HTMLInputElement).type).toBe('date');
    fireEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    expect(calls.find((c) => c.path === '/postjob')?.body).toEqual({
      JobTitle: 'Platform Engineer',
      CompanyName: 'Northwind Labs',
      Location: 'Porto',
      SalaryRange: '€70k',
      JobType: 'Part-Time',
      RequiredSkills: ['Go', 'Kubernetes', 'SQL'],
      ExperienceLevel: 'Senior',
      ApplicationDeadline: '2030-06-30',
      JobDescription: 'Run the platform.',
      Requirements: ['Five years', 'On call once a month'],
    });
    expect(await screen.findByText('Engineer 9')).toBeTruthy();
  });

  it("checks each field with the contract's schema before sending; the server's refusal shows above the form", async () => {
    saveSession(session('recruiter'));
    const calls = fakeApi((c) =>
      c.path === '/postjob'
        ? json(403, { success: false, message: 'Complete your recruiter profile first' })
        : undefined,
    );
    renderAt('/jobs/post-job');
    await screen.findByLabelText('Job Title');
    fireEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    await screen.findByText('JobTitle is required');
    expect(screen.getByLabelText('Job Title').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Application Deadline').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.path === '/postjob')).toBe(false);

    fill('Job Title', 'Platform Engineer');
    fill('Company Name', 'Northwind Labs');
    fill('Location', 'Porto');
    fill('Application Deadline', '2030-06-30');
    fill('Required Skills', 'Go');
    fill('Job Description', 'Run the platform.');
    expect(screen.getByLabelText('Job Title').getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Complete your recruiter profile first');
    expect(calls.filter((c) => c.path === '/postjob')).toHaveLength(1);
  });

  it('says it needs the network when offline and sends nothing', async () => {
    saveSession(session('recruiter'));
    const calls = fakeApi(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderAt('/jobs/post-job');
    await screen.findByLabelText('Job Title');
    fireEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Posting a job needs the network/);
    expect(calls.some((c) => c.path === '/postjob')).toBe(false);
  });

  it('sends a candidate away from the form', async () => {
    saveSession(session('candidate'));
    fakeApi((c) => (c.path.startsWith('/getAllJobs') ? list([]) : undefined));
    const router = renderAt('/jobs/post-job');
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
  });
});

describe('job detail', () => {
  it('shows the apply view to a visitor and asks them to log in', async () => {
    fakeApi((c) => (c.path === '/recruiter/postinfo/engineer-1-abc' ? json(200, detail(1)) : undefined));
    renderAt('/jobs/Info/engineer-1-abc');
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
    fireEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByText('Please login to apply', {}, { timeout: 12_000 })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the manager view to the owning recruiter', async () => {
    saveSession(session('recruiter'));
    fakeApi((c) => {
      if (c.path.startsWith('/recruiter/postinfo/'))
        return json(200, detail(1, { Requirements: ['Curious'] }));
      if (c.path.startsWith('/recruiter/Account'))
        return json(200, { success: true, userId: session('recruiter').user, _id: 'rp1' });
    });
    renderAt('/jobs/Info/engineer-1-abc');
    expect(await screen.findByText('Job Status')).toBeTruthy();
    for (const t of [
      'About the Role',
      'Required Skills',
      'Requirements',
      'About the Company',
      'No description available',
    ])
      expect(screen.getByText(t)).toBeTruthy();
    expect(screen.getByTestId('applications-count').textContent).toBe('3');
    expect(screen.getByRole('link', { name: 'View Applications' }).getAttribute('href')).toBe(
      '/jobs/Info/Applicants/engineer-1-abc',
    );
    expect(screen.queryByText('Quick Apply')).toBeNull();
  });

  it("shows 'Job not found' for an unknown job", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi(() => json(404, { success: false, message: 'Job not found' }));
    renderAt('/jobs/Info/nope');
    expect(await screen.findByText('Job not found')).toBeTruthy();
    expect(
      screen.getByText('Please try again later or contact support if the problem persists.'),
    ).toBeTruthy();
  });

  it('applies with a note through the outbox, then shows "already applied"', async () => {
    saveSession(session('candidate'));
    let applied = false;
    const calls = fakeApi((c) => {
      if (c.path.startsWith('/recruiter/postinfo/'))
        return json(
          200,
          detail(
            1,
            applied
              ? { myApplication: { _id: 'a1', status: 'pending', createdAt: new Date().toISOString() } }
              : {},
          ),
        );
      if (c.method === 'POST' && c.path === `/candidate/applyjob/${job(1)._id}`) {
        applied = true;
        return json(201, { success: true, message: 'Application Submitted' });
      }
    });
    renderAt('/jobs/Info/engineer-1-abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
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
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ Note: 'Pick me' });
    expect(await db.outbox.count()).toBe(0);
  });

  it("shows the server's refusal in a toast", async () => {
    saveSession(session('candidate'));
    fakeApi((c) => {
      if (c.path.startsWith('/recruiter/postinfo/')) return json(200, detail(1));
      if (c.method === 'POST')
        return json(409, { success: false, message: 'Applications for this job are closed' });
    });
    renderAt('/jobs/Info/engineer-1-abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Application' }));
    });
    expect(
      await screen.findByText('Applications for this job are closed', {}, { timeout: 8000 }),
    ).toBeTruthy();
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });

  it('shows a queued apply as pending while offline', async () => {
    saveSession(session('candidate'));
    fakeApi((c) => (c.path.startsWith('/recruiter/postinfo/') ? json(200, detail(1)) : undefined));
    renderAt('/jobs/Info/engineer-1-abc');
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
      jobId: job(1)._id,
      UrlPath: 'engineer-1-abc',
      JobTitle: 'Engineer 1',
      CompanyName: 'Northwind Labs',
    });
  });
});
