// @vitest-environment happy-dom
// /companies and /company/{id}/jobs: cards and fallbacks, search, filters, empty/error/offline states.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jobs, recruiterProfiles } from '../../../server/db/schema.ts';
import { queryClient } from '../../../src/lib/query-client.ts';
import { NetworkError } from '../../../src/lib/http.ts';
import { inDays, makeRecruiter, postJob } from '../../api/jobs-fixtures.ts';
import { renderAt, seed, serveRealApi } from './route-harness.tsx';

const server = serveRealApi();
beforeEach(() => seed(server.ctx, (db) => db.delete(recruiterProfiles)));

/** A recruiter with a company profile; `more` overrides the profile's columns. */
async function addCompany(name: string, more: Partial<typeof recruiterProfiles.$inferInsert> = {}) {
  const recruiter = await makeRecruiter(server.ctx, name);
  if (Object.keys(more).length > 0) {
    await seed(server.ctx, (db) =>
      db.update(recruiterProfiles).set(more).where(eq(recruiterProfiles.userId, recruiter.id)),
    );
  }
  const [profile] = await server.ctx.db
    .select()
    .from(recruiterProfiles)
    .where(eq(recruiterProfiles.userId, recruiter.id));
  return { recruiter, profileId: profile?.id ?? '' };
}

/** A job the recruiter posts through the API, `days` to its deadline (past ones closed by hand). */
async function addJob(
  recruiter: Awaited<ReturnType<typeof addCompany>>['recruiter'],
  title: string,
  JobType = 'Full-Time',
  Location = 'Berlin',
  days = 5,
) {
  const job = await postJob(server.ctx, recruiter, {
    JobTitle: title,
    CompanyName: 'Northwind',
    JobType,
    Location,
    SalaryRange: '$100k - $120k',
    RequiredSkills: 'TypeScript, SQL',
    ApplicationDeadline: inDays(Math.max(days, 1)),
  });
  if (days < 0) {
    await seed(server.ctx, (db) =>
      db
        .update(jobs)
        .set({ deadline: new Date(Date.now() + days * 86_400_000) })
        .where(eq(jobs.id, job._id)),
    );
  }
  return job;
}

describe('/companies', () => {
  it('shows the cards with their fallbacks and links', async () => {
    const google = await addCompany('Google Cloud Team', { companyDescription: null });
    await addJob(google.recruiter, 'Cloud Engineer');
    await addJob(google.recruiter, 'SRE');
    await addJob(google.recruiter, 'Old Role', 'Full-Time', 'Berlin', -2);
    await addCompany('Northwind', { companyLogo: 'https://example.com/n.png' });
    await addCompany('Zeta Labs');
    renderAt('/companies');
    expect(await screen.findByRole('heading', { name: 'Featured Companies' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Google Cloud Team' });
    expect(within(card).getByRole('img').getAttribute('src')).toBe('/logos/google.svg');
    expect(within(card).getByText('No description available')).toBeTruthy();
    expect(within(card).getByText('Head of Talent')).toBeTruthy();
    expect(within(card).getByText(google.recruiter.email)).toBeTruthy();
    expect(within(card).getByText('2 open jobs')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View Jobs' }).getAttribute('href')).toBe(
      `/company/${google.profileId}/jobs`,
    );
    const northwind = screen.getByRole('article', { name: 'Northwind' });
    expect(within(northwind).getByRole('img').getAttribute('src')).toBe('https://example.com/n.png');
    const zeta = screen.getByRole('article', { name: 'Zeta Labs' });
    expect(within(zeta).queryByRole('img')).toBeNull();
    expect(within(zeta).getByText('Z')).toBeTruthy();
  });

  it('searches on the server (debounced) and shows both empty states', async () => {
    renderAt('/companies');
    expect(await screen.findByText('No companies found.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search companies...' }), {
      target: { value: 'zz' },
    });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search companies...' }), {
      target: { value: 'zzz' },
    });
    expect(await screen.findByText('No companies found matching your search.')).toBeTruthy();
    const searches = server.asked('/companies').filter((query) => 'q' in query);
    expect(searches.map((query) => query.q)).toEqual(['zzz']);
  });

  it('shows the error with Try Again, which asks again', async () => {
    await addCompany('Acme');
    let fail = true;
    server.serverDownFor('/api/companies', () => fail);
    renderAt('/companies');
    expect(await screen.findByText('Failed to fetch companies', {}, { timeout: 8000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Acme' })).toBeTruthy();
  });

  it('offline after one visit: the saved list with the offline notice', async () => {
    await addCompany('Acme');
    let online = true;
    server.networkDownWhen(() => !online);
    renderAt('/companies');
    await screen.findByRole('article', { name: 'Acme' });
    cleanup();
    queryClient.clear();
    online = false;
    renderAt('/companies');
    expect(await screen.findByRole('article', { name: 'Acme' })).toBeTruthy();
    expect(await screen.findByText(/You're offline — showing what you saw/)).toBeTruthy();
  });

  it('offline, never opened: every company whose jobs the device saw, searched on the device', async () => {
    const first = await addCompany('Northwind');
    await addJob(first.recruiter, 'Frontend Engineer');
    await addJob(first.recruiter, 'Data Intern', 'Internship');
    const globex = await addCompany('Globex');
    await addJob(globex.recruiter, 'Globex Engineer');
    await addCompany('Initech'); // none of its jobs seen: not on the device
    let online = true;
    server.networkDownWhen(() => !online);
    renderAt('/jobs');
    await screen.findByText('Globex Engineer');
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    cleanup();
    queryClient.clear();
    online = false;
    renderAt('/companies');
    const card = await screen.findByRole('article', { name: 'Northwind' });
    expect(within(card).getByText('2 open jobs')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Globex' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Initech' })).toBeNull();
    expect(screen.queryByText('Failed to load companies')).toBeNull();
    expect(screen.getByTestId('found-on-device').textContent).toBe(
      'Offline — 2 companies saved on this device',
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search companies...' }), {
      target: { value: 'glob' },
    });
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Northwind' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Globex' })).toBeTruthy();
    expect(screen.getByTestId('found-on-device').textContent).toBe(
      'Offline — 1 of the 2 companies saved on this device',
    );
  });
});

describe('/company/{id}/jobs', () => {
  /** Northwind with three jobs: two open, one closed two days ago (public lists show open jobs only). */
  async function northwind() {
    const company = await addCompany('Northwind');
    const frontend = await addJob(company.recruiter, 'Frontend Engineer', 'Full-Time', 'Berlin', 5);
    await addJob(company.recruiter, 'Data Intern', 'Internship', 'Remote', 10);
    await addJob(company.recruiter, 'Support Contractor', 'Contract', 'Lisbon', -2);
    return { ...company, frontend };
  }
  const titles = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

  it('shows the header, About card and job cards; search and type filter ask the server', async () => {
    const { profileId, frontend } = await northwind();
    renderAt(`/company/${profileId}/jobs`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind' })).toBeTruthy();
    expect(screen.getByText('2 jobs')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'About Northwind' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Companies/ }).getAttribute('href')).toBe('/companies');
    const card = screen.getByRole('article', { name: 'Frontend Engineer' });
    expect(within(card).getByText('Berlin')).toBeTruthy();
    expect(within(card).getByText('$100k - $120k')).toBeTruthy();
    expect(within(card).getByText('Full-Time')).toBeTruthy();
    expect(within(card).getByText(/Deadline in (5|4) days/)).toBeTruthy();
    expect(within(card).getByText('TypeScript')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      `/jobs/Info/${frontend.UrlPath}`,
    );
    expect(screen.queryByRole('article', { name: 'Support Contractor' })).toBeNull(); // closed

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
    expect(screen.getByText('2 jobs')).toBeTruthy();
    fireEvent.change(type, { target: { value: 'all' } });
    const box = screen.getByRole('searchbox', { name: 'Search jobs...' });
    fireEvent.change(box, { target: { value: 'ber' } });
    fireEvent.change(box, { target: { value: ' berlin ' } });
    await vi.waitFor(() => expect(titles()).toEqual(['Frontend Engineer']));

    // One request per settled search, each a first page of 20.
    expect(server.asked(`/company/jobs/${profileId}`)).toEqual([
      { limit: '20' },
      { limit: '20', type: 'internship' },
      { limit: '20', type: 'part-time' },
      { limit: '20', q: 'berlin' },
    ]);
  });

  it('loads the next page on demand, with the cursor the server gave', async () => {
    const { recruiter, profileId } = await addCompany('Northwind');
    for (let i = 0; i < 25; i++) await addJob(recruiter, `Role ${i}`, 'Full-Time', 'Porto', 5);
    renderAt(`/company/${profileId}/jobs`);
    expect(await screen.findByText('25 jobs')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    // happy-dom has no IntersectionObserver: the sentinel offers its button instead.
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(new Set(titles())).toEqual(new Set(Array.from({ length: 25 }, (_, i) => `Role ${i}`)));
    const [first, second, ...more] = server.asked(`/company/jobs/${profileId}`);
    expect(first?.cursor).toBeUndefined();
    expect(second?.cursor).toBeTruthy(); // the server's cursor, passed back as it came
    expect(more).toEqual([]);
  });

  it("shows 'Loading jobs...', then the company's empty state", async () => {
    const { profileId } = await addCompany('Northwind');
    // A slow network, so the loading state stays long enough to be seen.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      await new Promise((r) => setTimeout(r, 100));
      return server.fetch(input, init);
    });
    renderAt(`/company/${profileId}/jobs`);
    expect(await screen.findByText('Loading jobs...')).toBeTruthy();
    expect(await screen.findByText('No jobs found for this company.')).toBeTruthy();
    expect(screen.getByText('0 jobs')).toBeTruthy();
  });

  it("shows the server's 'Invalid company ID' with Try Again", async () => {
    renderAt('/company/not-an-id/jobs');
    expect(await screen.findByText('Invalid company ID')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it("never visited and offline: 'Failed to load jobs'", async () => {
    vi.stubGlobal('fetch', async () => {
      throw new NetworkError(true);
    });
    const { profileId } = await addCompany('Northwind');
    renderAt(`/company/${profileId}/jobs`);
    expect(await screen.findByText('Failed to load jobs', {}, { timeout: 8000 })).toBeTruthy();
  });

  it('offline, never opened: the jobs of the company seen on /jobs, named after them', async () => {
    const { profileId } = await northwind();
    const globex = await addCompany('Globex');
    await addJob(globex.recruiter, 'Globex Engineer', 'Full-Time', 'Berlin', 5);
    let online = true;
    server.networkDownWhen(() => !online);
    renderAt('/jobs');
    await screen.findByText('Globex Engineer');
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    cleanup();
    queryClient.clear();
    online = false;
    renderAt(`/company/${profileId}/jobs`);
    // The company's own record was never kept: its header comes from one of its jobs.
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind' })).toBeTruthy();
    expect(screen.getByTestId('found-on-device').textContent).toBe('Offline — 2 jobs saved on this device');
    expect(new Set(titles())).toEqual(new Set(['Frontend Engineer', 'Data Intern']));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search jobs...' }), {
      target: { value: 'engineer' },
    });
    await vi.waitFor(() => expect(titles()).toEqual(['Frontend Engineer']));
    expect(screen.getByTestId('found-on-device').textContent).toBe(
      'Offline — 1 of the 2 jobs saved on this device',
    );
    // A search that finds none still names the company.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search jobs...' }), {
      target: { value: 'nothing-like-it' },
    });
    expect(await screen.findByText('No jobs found matching your search criteria.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Northwind' })).toBeTruthy();
  });

  it('offline after one visit: the saved jobs and company, searched and filtered on the device', async () => {
    const { profileId } = await northwind();
    let online = true;
    server.networkDownWhen(() => !online);
    renderAt(`/company/${profileId}/jobs`);
    await screen.findByRole('article', { name: 'Data Intern' });
    cleanup();
    queryClient.clear();
    online = false;
    renderAt(`/company/${profileId}/jobs`);
    expect(await screen.findByRole('heading', { name: 'About Northwind' })).toBeTruthy();
    expect(screen.getByText('Northwind builds things.')).toBeTruthy();
    expect(screen.getByText('2 jobs')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(await screen.findByText(/You're offline — showing what you saw/)).toBeTruthy();
    const found = () => screen.getByTestId('found-on-device').textContent;
    expect(found()).toBe('Offline — 2 jobs saved on this device');
    // Searches never made online: the saved jobs, searched here (title or location, type), accents
    // and case aside.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search jobs...' }), {
      target: { value: 'BÉRLIN' },
    });
    await vi.waitFor(() => expect(titles()).toEqual(['Frontend Engineer']));
    expect(found()).toBe('Offline — 1 of the 2 jobs saved on this device');
    fireEvent.change(screen.getByRole('combobox', { name: 'Job type' }), { target: { value: 'internship' } });
    expect(await screen.findByText('No jobs found matching your search criteria.')).toBeTruthy();
    expect(await screen.findByText(/You're offline — showing what you saw/)).toBeTruthy();
    expect(found()).toBe('Offline — 0 of the 2 jobs saved on this device');
  });
});
