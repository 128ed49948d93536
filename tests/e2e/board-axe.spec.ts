// A job's hiring board passes axe-core's WCAG 2.1 A and AA rules in both colour schemes, with Label
// in Name (an experimental rule, so asked for by name): a speech-input user who says "click Move to"
// reaches a card's "Move to…" button.
import { axeViolations } from './axe.ts';
import { apiToken, auth, DEMO, expect, login, postJob, test } from './fixtures.ts';

const WCAG_21_AA = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
};

test("a job's board passes axe-core in the light and the dark scheme", async ({ page, request }) => {
  const job = await postJob(request, `Board Axe ${Date.now().toString(36)}`);
  for (const candidate of [DEMO.ana, DEMO.sam]) {
    const res = await request.post(`/api/candidate/applyjob/${job._id}`, {
      headers: auth(await apiToken(request, candidate)),
      data: {},
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await login(page, DEMO.recruiter);
  await page.goto(`/jobs/Info/Board/${job.UrlPath}`);
  // Both cards' buttons, found by what they show.
  await expect(page.getByText('Move to…', { exact: true })).toHaveCount(2);
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  expect(await axeViolations(page, WCAG_21_AA)).toEqual([]);
  await expect(page.getByRole('button', { name: 'Move to… (Sam Okafor)' })).toBeVisible();

  // The theme follows the system's scheme ("System" is the default choice).
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await axeViolations(page, WCAG_21_AA)).toEqual([]);
});
