// @vitest-environment happy-dom
// /companies and /company/{id}/jobs: cards and fallbacks, search, filters, empty/error/offline states.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../src/lib/query-client.ts';
import { NetworkError } from '../../../src/lib/http.ts';
import { type Call, fakeApi, isolateRouteTests, json, renderAt } from './route-harness.tsx';

isolateRouteTests();

const COMPANY_ID = '0b6f4f8e-8d52-4c1a-9a57-1d1f2f3e4a5b';

const company = (id: string, currentCompany: string, more: Record<string, unknown> = {}) => ({
  _id: id,
  currentCompany,
  currentRole: 'Head of Talent',
  companyLogo: null,
  companyDescription: `${currentCompany} builds things.`,
  userId: { _id: `u-${id}`, username: `${currentCompany} Recruiter`, useremail: `hr@${id}.example.com` },
  openJobs: 2,
  totalJobs: 3,
  ...more,
});

const job = (id: string, title: string, JobType: string, Location: string, daysAhead: number) => ({
  _id: id,
  JobTitle: title,
  CompanyName: 'Northwind',
  Location,
  SalaryRange: '$100k - $120k',
  JobType,
  RequiredSkills: ['TypeScript', 'SQL'],
  ExperienceLevel: null,
  ApplicationDeadline: new Date(Date.now() + daysAhead * 86_400_000).toISOString(),
  LastDate: new Date(Date.now() + daysAhead * 86_400_000).toISOString(),
  JobDescription: `${title} description`,
  ApplicationsReceived: 0,
  closed: false,
  UrlPath: `${title.toLowerCase().replace(/\W+/g, '-')}-abc123`,
  createdAt: new Date().toISOString(),
  UserId: { _id: 'u1', image: null },
  recruiterId: {
    _id: COMPANY_ID,
    currentCompany: 'Northwind',
    currentRole: 'Head of Talent',
    companyLogo: null,
    companyDescription: 'Northwind ships.',
  },
});

const page = (data: unknown[], nextCursor: string | null = null) =>
  json(200, { success: true, message: 'ok', data, nextCursor });

describe('/companies', () => {
  it('shows the cards with their fallbacks and links', async () => {
    fakeApi((c: Call) =>
      c.path.startsWith('/companies')
        ? page([
            company('c1', 'Google Cloud Team', { companyDescription: null }),
            company('c2', 'Northwind', { companyLogo: 'https://example.com/n.png' }),
            company('c3', 'Zeta Labs'),
          ])
        : undefined,
    );
    renderAt('/companies');
    expect(await screen.findByRole('heading', { name: 'Featured Companies' })).toBeTruthy();
    const google = await screen.findByRole('article', { name: 'Google Cloud Team' });
    expect(within(google).getByRole('img').getAttribute('src')).toBe('/logos/google.svg');
    expect(within(google).getByText('No description available')).toBeTruthy();
    expect(within(google).getByText('Head of Talent')).toBeTruthy();
    expect(within(google).getByText('hr@c1.example.com')).toBeTruthy();
    expect(within(google).getByText('2 open jobs')).toBeTruthy();
    expect(within(google).getByRole('link', { name: 'View Jobs' }).getAttribute('href')).toBe(
      '/company/c1/jobs',
    );
    const northwind = screen.getByRole('article', { name: 'Northwind' });
    expect(within(northwind).getByRole('img').getAttribute('src')).toBe('https://example.com/n.png');
    const zeta = screen.getByRole('article', { name: 'Zeta Labs' });
    expect(within(zeta).queryByRole('img')).toBeNull();
    expect(within(zeta).getByText('Z')).toBeTruthy();
  });

  it('searches on the server (debounced) and shows both empty states', async () => {
    const calls = fakeApi((c: Call) => {
      if (!c.path.startsWith('/companies')) return undefined;
      return c.path.includes('q=') ? page([]) : page([]);
    });
    renderAt('/companies');
    expect(await screen.findByText('No companies found.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search companies...' }), {
      target: { value: 'zz' },
    });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search companies...' }), {
      target: { value: 'zzz' },
    });
    expect(await screen.findByText('No companies found matching your search.')).toBeTruthy();
    const searches = calls.filter((c) => c.path.startsWith('/companies') && c.path.includes('q='));
    expect(searches.map((c) => new URLSearchParams(c.path.split('?')[1]).get('q'))).toEqual(['zzz']);
  });

  it('shows the error with Try Again, which asks again', async () => {
    let fail = true;
    fakeApi((c: Call) => {
      if (!c.path.startsWith('/companies')) return undefined;
      return fail
        ? json(503, { success: false, message: 'Service unavailable' })
        : page([company('c1', 'Acme')]);
    });
    renderAt('/companies');
    expect(await screen.findByText('Failed to fetch companies', {}, { timeout: 8000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Acme' })).toBeTruthy();
  });

  it('offline after one visit: the saved list with the offline notice', async () => {
    let online = true;
    fakeApi((c: Call) => {
      if (!online) throw new TypeError('Failed to fetch');
      return c.path.startsWith('/companies') ? page([company('c1', 'Acme')]) : undefined;
    });
    renderAt('/companies');
    await screen.findByRole('article', { name: 'Acme' });
    cleanup();
    queryClient.clear();
    online = false;
    renderAt('/companies');
    expect(await screen.findByRole('article', { name: 'Acme' })).toBeTruthy();
    expect(await screen.findByText(/You're offline — showing what you saw/)).toBeTruthy();
  });
});

describe('/company/{id}/jobs', () => {
  const jobs = [
    job('j1', 'Frontend Engineer', 'Full-Time', 'Berlin', 5),
    job('j2', 'Data Intern', 'Internship', 'Remote', 10),
    job('j3', 'Support Contractor', 'Contract', 'Lisbon', -2),
  ];
  const params = (c: Call) => new URLSearchParams(c.path.split('?')[1]);
  const isCompanyJobs = (c: Call) => c.path.split('?')[0] === `/company/jobs/${COMPANY_ID}`;
  /** The server's answer: `pick` chooses the page for the call's q, type and cursor. */
  const answer =
    (pick: (p: URLSearchParams) => { data: unknown[]; nextCursor?: string | null }, total = 3) =>
    (c: Call) => {
      if (!isCompanyJobs(c)) return undefined;
      const { data, nextCursor = null } = pick(params(c));
      const body = { success: true, message: 'ok', data, nextCursor };
      return json(200, { ...body, company: company(COMPANY_ID, 'Northwind', { totalJobs: total }) });
    };
  // What the server answers for each search of the spec's screen.
  const searched = (p: URLSearchParams) => {
    if (p.get('type') === 'internship') return { data: [jobs[1]] };
    if (p.get('type') === 'part-time') return { data: [] };
    if (p.get('q') === 'lisbon') return { data: [jobs[2]] };
    return { data: jobs };
  };
  const titles = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

  it('shows the header, About card and job cards; search and type filter ask the server', async () => {
    const calls = fakeApi(answer(searched));
    renderAt(`/company/${COMPANY_ID}/jobs`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind' })).toBeTruthy();
    expect(screen.getByText('3 jobs')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'About Northwind' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Companies/ }).getAttribute('href')).toBe('/companies');
    const card = screen.getByRole('article', { name: 'Frontend Engineer' });
    expect(within(card).getByText('Berlin')).toBeTruthy();
    expect(within(card).getByText('$100k - $120k')).toBeTruthy();
    expect(within(card).getByText('Full-Time')).toBeTruthy();
    expect(within(card).getByText(/Deadline in (5|4) days/)).toBeTruthy();
    expect(within(card).getByText('TypeScript')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      '/jobs/Info/frontend-engineer-abc123',
    );
    expect(screen.getByText(/Closed 2 days ago/)).toBeTruthy();

    const type = screen.getByRole('combobox', { name: 'Job type' }) as HTMLSelectElement;
    expect([...type.options].map((o) => `${o.value}:${o.text}`)).toEqual([
      'all:All Types',
      'full-time:Full Time',
      'part-time:Part Time',
      'contract:Contract',
      'internship:Internship',
      'temporary:Temporary',
    ]);
    fireEvent.change(type, { target: { value: 'internship' } });
    await vi.waitFor(() => expect(titles()).toEqual(['Data Intern']));
    fireEvent.change(type, { target: { value: 'part-time' } });
    expect(await screen.findByText('No jobs found matching your search criteria.')).toBeTruthy();
    expect(screen.getByText('3 jobs')).toBeTruthy();
    fireEvent.change(type, { target: { value: 'all' } });
    const box = screen.getByRole('searchbox', { name: 'Search jobs...' });
    fireEvent.change(box, { target: { value: 'lis' } });
    fireEvent.change(box, { target: { value: ' lisbon ' } });
    await vi.waitFor(() => expect(titles()).toEqual(['Support Contractor']));

    // One request per settled search, each a first page of 20.
    const asked = calls.filter(isCompanyJobs).map((c) => Object.fromEntries(params(c)));
    expect(asked).toEqual([
      { limit: '20' },
      { limit: '20', type: 'internship' },
      { limit: '20', type: 'part-time' },
      { limit: '20', q: 'lisbon' },
    ]);
  });

  it('loads the next page on demand, with the cursor the server gave', async () => {
    const many = Array.from({ length: 25 }, (_, i) => job(`m${i}`, `Role ${i}`, 'Full-Time', 'Porto', 5));
    const calls = fakeApi(
      answer(
        (p) =>
          p.get('cursor') === 'c2' ? { data: many.slice(20) } : { data: many.slice(0, 20), nextCursor: 'c2' },
        25,
      ),
    );
    renderAt(`/company/${COMPANY_ID}/jobs`);
    expect(await screen.findByText('25 jobs')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    // happy-dom has no IntersectionObserver: the sentinel offers its button instead.
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(titles().at(-1)).toBe('Role 24');
    expect(calls.filter(isCompanyJobs).map((c) => params(c).get('cursor'))).toEqual([null, 'c2']);
  });

  it("shows 'Loading jobs...', then the company's empty state", async () => {
    fakeApi(async (c) => {
      await new Promise((r) => setTimeout(r, 100));
      return answer(() => ({ data: [] }), 0)(c);
    });
    renderAt(`/company/${COMPANY_ID}/jobs`);
    expect(await screen.findByText('Loading jobs...')).toBeTruthy();
    expect(await screen.findByText('No jobs found for this company.')).toBeTruthy();
    expect(screen.getByText('0 jobs')).toBeTruthy();
  });

  it("shows the server's 'Invalid company ID' with Try Again", async () => {
    fakeApi((c) =>
      c.path.startsWith('/company/jobs/')
        ? json(400, { success: false, message: 'Invalid company ID' })
        : undefined,
    );
    renderAt('/company/not-an-id/jobs');
    expect(await screen.findByText('Invalid company ID')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it("never visited and offline: 'Failed to load jobs'", async () => {
    vi.stubGlobal('fetch', async () => {
      throw new NetworkError(true);
    });
    renderAt(`/company/${COMPANY_ID}/jobs`);
    expect(await screen.findByText('Failed to load jobs', {}, { timeout: 8000 })).toBeTruthy();
  });

  it('offline after one visit: the saved jobs and company, searched and filtered on the device', async () => {
    let online = true;
    fakeApi((c) => {
      if (!online) throw new TypeError('Failed to fetch');
      return answer(searched)(c);
    });
    renderAt(`/company/${COMPANY_ID}/jobs`);
    await screen.findByRole('article', { name: 'Data Intern' });
    cleanup();
    queryClient.clear();
    online = false;
    renderAt(`/company/${COMPANY_ID}/jobs`);
    expect(await screen.findByRole('heading', { name: 'About Northwind' })).toBeTruthy();
    expect(screen.getByText('Northwind builds things.')).toBeTruthy();
    expect(screen.getByText('3 jobs')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(await screen.findByText(/You're offline — showing what you saw/)).toBeTruthy();
    // Searches never made online: the saved jobs, searched here (title or location, type).
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search jobs...' }), {
      target: { value: 'LISBON' },
    });
    await vi.waitFor(() => expect(titles()).toEqual(['Support Contractor']));
    fireEvent.change(screen.getByRole('combobox', { name: 'Job type' }), { target: { value: 'internship' } });
    expect(await screen.findByText('No jobs found matching your search criteria.')).toBeTruthy();
    expect(await screen.findByText(/You're offline — showing what you saw/)).toBeTruthy();
  });
});
