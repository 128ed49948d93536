// @vitest-environment happy-dom
// The /jobs search screen through the real router, answered by the real server's job search
// (GET /api/jobs/search) on a real database: filters from the URL, counts, chips, notices and the
// empty state's ways out.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../../server/db/schema.ts';
import { makeRecruiter, postJob } from '../../api/jobs-fixtures.ts';
import { renderAt, seed, serveRealApi } from './route-harness.tsx';

const server = serveRealApi();
beforeEach(() => seed(server.ctx, (db) => db.delete(jobs)));

/** A job posted through the API, then given the structured fields the posting form sets. */
async function addJob(over: Record<string, unknown>, fields: Partial<typeof jobs.$inferInsert> = {}) {
  const recruiter = await makeRecruiter(server.ctx, 'Northwind Labs');
  const job = await postJob(server.ctx, recruiter, {
    CompanyName: 'Northwind Labs',
    Location: 'Lisbon',
    ...over,
  });
  if (Object.keys(fields).length > 0) {
    await seed(server.ctx, (db) => db.update(jobs).set(fields).where(eq(jobs.id, job._id)));
  }
  return job;
}

// By their form names: role queries over the whole filter bar are slow in happy-dom.
const select = (name: string) => document.querySelector(`main select[name=${name}]`) as HTMLSelectElement;
const optionTexts = (name: string) => Array.from(select(name).options).map((o) => o.text);
const chip = (label: string) => document.querySelector(`a[aria-label="Remove filter: ${label}"]`);

describe('/jobs search', () => {
  it('reads the filters from the URL, shows the counts beside each choice and the chips', async () => {
    await addJob({ JobTitle: 'Nurse A' }, { workMode: 'remote', level: 'senior' });
    await addJob({ JobTitle: 'Nurse B' }, { workMode: 'onsite', level: 'senior' });
    await addJob({ JobTitle: 'Nurse C', JobType: 'Contract' }, { workMode: 'remote', level: 'mid' });
    renderAt('/jobs?q=nurse&mode=remote&sort=nonsense');
    expect(await screen.findByText('Nurse A')).toBeTruthy();
    expect(screen.getByText('Nurse C')).toBeTruthy();
    expect(screen.queryByText('Nurse B')).toBeNull();
    // A value the server would refuse is dropped from the query, not sent.
    expect(server.asked('/jobs/search')).toEqual([{ q: 'nurse', mode: 'remote', limit: '20' }]);
    // The search form's code loads after the list: the browser renders this screen itself.
    await waitFor(() => expect(select('mode')?.value).toBe('remote'));
    await waitFor(() => expect(optionTexts('mode')).toContain('Remote (2)'));
    // Work mode's counts leave work mode out; the others keep it.
    expect(optionTexts('mode')).toContain('On-site (1)');
    expect(optionTexts('level')).toEqual(expect.arrayContaining(['Senior (1)', 'Mid level (1)']));
    expect(optionTexts('type')).toEqual(expect.arrayContaining(['Full-Time (1)', 'Contract (1)']));
    expect(screen.getByText('2 jobs')).toBeTruthy();
    // The chips' code loads when a search first has filters.
    await waitFor(() => expect(chip('Remote')?.getAttribute('href')).toBe('/jobs?q=nurse'));
    expect(chip('“nurse”')?.getAttribute('href')).toBe('/jobs?mode=remote');
  });

  it('applies a filter at once and a chip removes it', async () => {
    await addJob({ JobTitle: 'Remote Nurse' }, { workMode: 'remote' });
    await addJob({ JobTitle: 'Ward Nurse' }, { workMode: 'onsite' });
    const router = renderAt('/jobs');
    await screen.findByText('Ward Nurse');
    fireEvent.change(select('mode'), { target: { value: 'remote' } });
    await waitFor(() => expect(screen.queryByText('Ward Nurse')).toBeNull());
    expect(screen.getByText('Remote Nurse')).toBeTruthy();
    expect(router.state.location.search).toEqual({ mode: 'remote' });
    fireEvent.click(chip('Remote') as Element);
    expect(await screen.findByText('Ward Nurse')).toBeTruthy();
    expect(router.state.location.search).toEqual({});
  });

  it('is a GET form to /jobs whose fields carry the query’s names', async () => {
    renderAt('/jobs?where=Lisbon&radius=50&salary=50000&currency=EUR&posted=7');
    const form = await screen.findByRole('form', { name: 'Search jobs' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/jobs');
    const data = Object.fromEntries(new FormData(form as HTMLFormElement));
    expect(data).toMatchObject({
      where: 'Lisbon',
      radius: '50',
      salary: '50000',
      currency: 'EUR',
      posted: '7',
    });
  });

  it('shows the server’s notices above the results', async () => {
    await addJob({ JobTitle: 'Lighthouse Keeper', Location: 'Qwxyzville Harbour' });
    renderAt('/jobs?where=Qwxyzville');
    expect(await screen.findByText('Lighthouse Keeper')).toBeTruthy();
    expect(
      await screen.findByText("We don't know “Qwxyzville”, so we searched its words instead."),
    ).toBeTruthy();
  });

  it('offers a wider radius around a known place when nothing is found', async () => {
    await addJob({ JobTitle: 'Baker' });
    renderAt('/jobs?q=astronaut&where=Lisbon&radius=10');
    expect(await screen.findByText('No jobs match your search')).toBeTruthy();
    const wider = await screen.findByRole('link', { name: 'Search within 25 km' });
    expect(wider.getAttribute('href')).toBe('/jobs?q=astronaut&where=Lisbon&radius=25');
    expect(screen.getByRole('link', { name: 'Clear search' }).getAttribute('href')).toBe('/jobs');
  });
});
