// Résumés offline, in real Chromium against the real server and the Storage emulator (which answers
// CORS as the bucket's setting does): a recruiter opens a job's applicants online, the résumé is kept
// ('Saved for offline'), and offline 'Resume' opens it in the in-app viewer. Logout deletes it.
import { makePdf } from '../fixtures/make-fixtures.mjs';
import {
  auth,
  DEMO,
  expect,
  keptResumes,
  login,
  newAccount,
  onboardCandidate,
  postJob,
  resumeUrl,
  test,
  waitForServiceWorker,
} from './fixtures.ts';

test('a recruiter opens applicants online, goes offline and reads the résumé in the viewer', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const job = await postJob(request, `Road Review ${Date.now().toString(36)}`);
  const candidate = await newAccount(request, 'road', 'Robin Road');
  const url = await resumeUrl(request, candidate.id);
  const pdf = makePdf(30);
  const uploaded = await request.post(url.replace('/o/', '/o?name=').replace('?alt=media', ''), {
    headers: { 'content-type': 'application/pdf' },
    data: pdf,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  await onboardCandidate(request, candidate.token, 'Robin Road', url);
  const applied = await request.post(`/api/candidate/applyjob/${job._id}`, {
    headers: auth(candidate.token),
    data: { Note: 'Read me on the train.' },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  await login(page, DEMO.recruiter);
  await page.goto(`/jobs/Info/Applicants/${job.UrlPath}`);
  const row = page.getByRole('listitem').filter({ hasText: 'Robin Road' });
  await expect(row.getByText('Saved for offline')).toBeVisible({ timeout: 20_000 });
  await waitForServiceWorker(page);
  expect(await keptResumes(page)).toBe(1);

  await context.setOffline(true);
  let popups = 0;
  context.on('page', () => popups++);
  await row.getByRole('link', { name: 'Resume' }).click();
  const viewer = page.getByRole('dialog', { name: 'Resume — Robin Road' });
  await expect(viewer).toBeVisible();
  const firstPage = viewer.getByRole('img', { name: 'Page 1 of 1' });
  await expect(firstPage).toBeVisible({ timeout: 20_000 });
  // The page is drawn: its canvas holds dark pixels (the text), not only the white sheet.
  const inked = await firstPage.evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark++;
    return dark;
  });
  expect(inked).toBeGreaterThan(100);
  expect(popups).toBe(0);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();

  await context.setOffline(false);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect.poll(() => keptResumes(page)).toBe(0);
});
