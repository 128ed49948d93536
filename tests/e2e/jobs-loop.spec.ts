import { expect, login, test } from './fixtures.ts';

test('post, search, apply with a note, read it, hire: the candidate sees Accepted', async ({ browser }) => {
  test.setTimeout(90_000);
  const title = `Loop Engineer ${Date.now().toString(36)}`;
  const note = 'I have shipped three offline-first apps.';

  const recruiterContext = await browser.newContext();
  const recruiter = await recruiterContext.newPage();
  await login(recruiter, 'priya@northwind.example.com');
  await recruiter.goto('/jobs');
  await expect(recruiter.getByRole('heading', { name: 'Your Job Listings' })).toBeVisible();
  await recruiter.getByRole('link', { name: 'Post Job' }).click();
  await recruiter.getByLabel('Job Title').fill(title);
  await expect(recruiter.getByLabel('Company Name')).toHaveValue('Northwind Labs');
  await recruiter.getByLabel('Location').fill('Lisbon');
  await recruiter.getByLabel('Job Type').selectOption('Contract');
  await recruiter.getByLabel('Application Deadline').fill('2030-06-30');
  await recruiter.getByLabel('Required Skills').fill('TypeScript, IndexedDB');
  await recruiter.getByLabel('Job Description').fill('Build the offline layer of our PWA.');
  await recruiter.getByRole('button', { name: 'Post Job' }).click();
  await expect(recruiter).toHaveURL(/\/jobs$/);
  await expect(recruiter.getByRole('heading', { name: title })).toBeVisible();

  const candidateContext = await browser.newContext();
  const candidate = await candidateContext.newPage();
  await login(candidate, 'sam@candidate.example.com');
  await candidate.goto('/jobs');
  await candidate.getByPlaceholder('Search jobs...').fill(title);
  const card = candidate.getByRole('article').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(candidate.getByRole('article')).toHaveCount(1);
  await card.getByRole('link', { name: 'View Details' }).click();
  await candidate.getByRole('button', { name: 'Apply Now' }).click();
  const dialog = candidate.getByRole('dialog', { name: `Apply for ${title}` });
  await dialog.getByLabel('Note to the recruiter (optional)').fill(note);
  await dialog.getByRole('button', { name: 'Confirm Application' }).click();
  await expect(candidate.getByText('Your application has been successfully submitted!')).toBeVisible();
  await expect(candidate.getByText('You have already applied to this job')).toBeVisible();

  await candidate.goto('/activity');
  await expect(candidate.getByRole('heading', { name: 'Application History' })).toBeVisible();
  const row = candidate.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();

  await recruiter
    .getByRole('article')
    .filter({ hasText: title })
    .getByRole('link', { name: 'View Applicants' })
    .click();
  await expect(recruiter.getByRole('heading', { name: 'Applicants' })).toBeVisible();
  const applicant = recruiter.getByRole('listitem').filter({ hasText: 'Sam Okafor' });
  await applicant.getByRole('button', { name: 'View Profile' }).click();
  const profile = recruiter.getByRole('dialog', { name: 'Sam Okafor' });
  await profile.getByRole('tab', { name: 'Cover Letter' }).click();
  await expect(profile.getByText(note)).toBeVisible();
  await profile.getByRole('button', { name: 'Hire Candidate' }).click();
  await expect(recruiter.getByText("You've successfully accepted this candidate")).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Application Accepted' })).toBeDisabled();

  await candidate.reload();
  await expect(row.getByText('Accepted', { exact: true })).toBeVisible();

  await recruiterContext.close();
  await candidateContext.close();
});
