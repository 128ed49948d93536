// Onboarding with real uploads to the Storage emulator, then the account page's edits.
import { makePdf, makePng } from '../fixtures/make-fixtures.mjs';
import { expect, test } from './fixtures.ts';
import { recordProgress, sessionToken, signUpAndSignIn } from './onboarding-helpers.ts';

test('a candidate onboards with a real PDF over 256 KB; the recruiter opens the resume from the applicants', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const pdf = makePdf();
  expect(pdf.length).toBeGreaterThan(256 * 1024);
  await signUpAndSignIn(page, 'cand', 'Casey Candidate');
  await expect(page.getByRole('heading', { name: 'Welcome To Onboarding' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Candidate' })).toHaveAttribute('aria-selected', 'true');

  // Without a resume: the toast, and nothing is sent.
  const form = page.getByRole('form', { name: 'Candidate onboarding' });
  const fields: [string, string][] = [
    ['Full Name', 'Casey Candidate'],
    ['Phone Number', '+1 555 0100'],
    ['Date of Birth', '1996-04-02'],
    ['Highest Qualification', 'BSc Computer Science'],
    ['College Name', 'State University'],
    ['Graduation Year', '2018'],
    ['Specialization', 'Distributed systems'],
    ['Job Title', 'Developer'],
    ['Duration', '3 years'],
    ['Technical Skills', 'TypeScript, React, SQL'],
    ['Soft Skills', 'Writing, Mentoring'],
    ['GitHub Profile', 'github.com/casey'],
    ['LinkedIn Profile', 'linkedin.com/in/casey'],
    ['Preferred Job Roles', 'Frontend Engineer, Fullstack Engineer'],
    ['Location Preferences', 'Remote, Berlin'],
    ['Expected Salary', '85000'],
    ['Personal Statement', 'I build fast, offline-first web apps.'],
  ];
  for (const [label, value] of fields) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel('Company Name', { exact: true }).fill('Acme');
  await form.getByLabel('Gender').selectOption('Female');
  let posted = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/onboard-candidate')) posted = true;
  });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please choose Your Resume first!')).toBeVisible();
  expect(posted).toBe(false);

  // A real upload: chunked (resumable) above 256 KB, with a visible percentage up to 100%.
  const offsets: number[] = [];
  page.on('request', (r) => {
    const headers = r.headers();
    if (r.url().includes('/v0/b/') && (headers['x-goog-upload-command'] ?? '').includes('upload')) {
      offsets.push(Number(headers['x-goog-upload-offset']));
    }
  });
  await form
    .getByLabel('Resume')
    .setInputFiles({ name: 'casey-resume.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(form.getByText('casey-resume.pdf')).toBeVisible();
  await expect(form.getByText(`${(pdf.length / 1048576).toFixed(2)} MB · application/pdf`)).toBeVisible();
  const progress = await recordProgress(page);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  const seen = await progress();
  expect(seen.at(-1)).toBe('Uploaded 100%');
  expect(seen.length).toBeGreaterThan(1);
  // Each chunk starts where the last one ended: their sizes are the gaps between the offsets.
  const chunks = offsets.map((o, i) => (offsets[i + 1] ?? pdf.length) - o);
  expect(offsets[0]).toBe(0);
  expect(chunks.length, `chunks: ${chunks.join(', ')}`).toBeGreaterThan(1);
  expect(chunks[0]).toBe(256 * 1024);
  console.log(
    `resume upload: ${chunks.length} chunks of ${chunks.join(', ')} bytes; progress ${seen.join(' → ')}`,
  );

  // The stored resume URL opens and returns the very bytes uploaded.
  const token = await sessionToken(page);
  const account = await page.request.get('/api/candidate/Account', {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await account.json();
  expect(body.role).toBe('candidate');
  expect(body.technicalSkills).toEqual(['TypeScript', 'React', 'SQL']);
  const file = await page.request.get(body.resume);
  expect(file.status()).toBe(200);
  expect(Buffer.compare(await file.body(), pdf)).toBe(0);

  // The candidate applies to one of Priya's jobs; Priya sees the Resume link and it opens the PDF.
  const jobs = await (await page.request.get('/api/getAllJobs?q=northwind&limit=5')).json();
  const job = jobs.data[0];
  const applied = await page.request.post(`/api/candidate/applyjob/${job._id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { Note: 'Resume attached.' },
  });
  expect(applied.status()).toBe(201);
  const recruiterContext = await browser.newContext();
  const recruiter = await recruiterContext.newPage();
  await recruiter.goto('/sign-in');
  await recruiter.getByLabel('Email').fill('priya@northwind.example.com');
  await recruiter.getByLabel('Password').fill('hireloop-demo');
  await recruiter.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(recruiter).toHaveURL(/\/home$/);
  await recruiter.goto(`/jobs/Info/Applicants/${job.UrlPath}`);
  const row = recruiter.getByRole('listitem').filter({ hasText: 'Casey Candidate' });
  const resumeLink = row.getByRole('link', { name: 'Resume' });
  await expect(resumeLink).toHaveAttribute('href', body.resume);
  const [opened] = await Promise.all([recruiterContext.waitForEvent('page'), resumeLink.click()]);
  const pdfResponse = await recruiterContext.request.get(opened.url());
  expect(pdfResponse.headers()['content-type']).toContain('application/pdf');
  expect(Buffer.compare(await pdfResponse.body(), pdf)).toBe(0);
  await recruiterContext.close();

  // The candidate's own profile on /account, and an edit that survives a reload.
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Casey Candidate' })).toBeVisible();
  await page.getByRole('tab', { name: 'Technical Info' }).click();
  await page.getByRole('button', { name: 'Update Technical Info' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Skills', { exact: true }).fill('TypeScript, Rust');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile Updated Successfully')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Technical Info' }).click();
  await expect(page.getByText('TypeScript, Rust')).toBeVisible();
});

test('a recruiter onboards with a logo; it shows on /companies; profile edits survive a reload', async ({
  page,
}) => {
  const company = `Logo Co ${Date.now()}`;
  await signUpAndSignIn(page, 'rec', 'Riley Recruiter');
  await page.getByRole('tab', { name: 'Recruiter' }).click();
  const form = page.getByRole('form', { name: 'Recruiter onboarding' });
  await form.getByLabel('Name', { exact: true }).fill('Riley Recruiter');
  await form.getByLabel('Current Company').fill(company);
  await form.getByLabel('Current Role').fill('Talent Lead');
  await form.getByLabel('Company Description').fill('We make logos that load.');
  // .webp is refused for a logo: only .jpg, .png and .jpeg are taken.
  await form
    .getByLabel('Company Logo')
    .setInputFiles({ name: 'x.webp', mimeType: 'image/webp', buffer: makePng() });
  await expect(form.getByText('Please choose a .jpg, .png or .jpeg image of at most 2 MB')).toBeVisible();
  await form
    .getByLabel('Company Logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng() });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });

  await page.goto('/companies');
  await page.getByRole('searchbox', { name: 'Search companies...' }).fill(company);
  const card = page.getByRole('article', { name: company });
  await expect(card).toBeVisible();
  const logo = card.getByRole('img', { name: `${company} logo` });
  await expect(logo).toHaveAttribute('src', /\/v0\/b\/.+\/o\/logos%2F/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await card.getByRole('link', { name: 'View Jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(page.getByText('No jobs found for this company.')).toBeVisible();
  await expect(page.getByRole('img', { name: `${company} logo` })).toHaveAttribute('src', /logos%2F/);

  await page.goto('/account');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await page.getByRole('dialog').getByLabel('Role', { exact: true }).fill('VP Talent');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile Updated Successfully')).toBeVisible();
  await page.getByRole('tab', { name: 'Company Profile' }).click();
  await page.getByRole('button', { name: 'Update Company Profile' }).click();
  await page.getByRole('dialog').getByLabel('Company Description').fill('Updated: logos, fast.');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  const companyTab = page.getByRole('tabpanel', { name: 'Company Profile' });
  await expect(companyTab.getByText('Updated: logos, fast.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('VP Talent').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Company Profile' }).click();
  await expect(companyTab.getByText('Updated: logos, fast.')).toBeVisible();
  // The navbar avatar: no photo yet, so the uppercase first letter.
  await expect(page.getByTestId('nav-avatar')).toHaveText('R');
});
