// The hiring conversation in real Chromium against the real server: the recruiter's board (a drag
// with the pointer, a move with the keyboard), what the candidate sees of it (the stage and the
// notification), a message thread both ways (one message sent offline, each arriving once), and a
// move queued offline against an application withdrawn meanwhile. Server state is checked through
// the API, never only through the screen.
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { apiToken, auth, DEMO, expect, login, postJob, test, waitForServiceWorker } from './fixtures.ts';

const ANA = 'Ana Souza';
const SAM = 'Sam Okafor';

/** A demo candidate applies through the API; the application's id. */
async function apply(request: APIRequestContext, email: string, jobId: string): Promise<string> {
  const res = await request.post(`/api/candidate/applyjob/${jobId}`, {
    headers: auth(await apiToken(request, email)),
    data: {},
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

async function timeline(request: APIRequestContext, token: string, applicationId: string) {
  const res = await request.get(`/api/applications/${applicationId}/timeline`, { headers: auth(token) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { stage: string; moves: { to: string }[] } }).data;
}

async function messageTexts(request: APIRequestContext, token: string, applicationId: string) {
  const res = await request.get(`/api/applications/${applicationId}/messages`, { headers: auth(token) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { messages: { text: string }[] } }).data.messages.map((m) => m.text);
}

const column = (page: Page, stage: string) => page.getByTestId(`column-${stage}`);
const card = (page: Page, stage: string, name: string) =>
  column(page, stage).getByTestId('board-card').filter({ hasText: name });

/** Drags with the mouse, in small steps as a hand does, from a card's middle to a column. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = await from.getByText(/^Here since/).boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('card or column not on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 4, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + 80, { steps: 12 });
  await page.mouse.up();
}

async function signedInPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, email);
  return { context, page };
}

test('a recruiter moves cards by drag and by keyboard; the candidate sees the stage and is notified', async ({
  page,
  request,
  browser,
}) => {
  const title = `Board Moves ${Date.now().toString(36)}`;
  const job = await postJob(request, title);
  const anaApp = await apply(request, DEMO.ana, job._id);
  const samApp = await apply(request, DEMO.sam, job._id);
  const recruiterToken = await apiToken(request, DEMO.recruiter);

  await login(page, DEMO.recruiter);
  await page.goto(`/jobs/Info/Applicants/${job.UrlPath}`);
  await page.getByRole('link', { name: 'Hiring board' }).click();
  await expect(page.getByRole('heading', { name: 'Hiring board' })).toBeVisible();
  await expect(column(page, 'applied').getByLabel('2 in Applied')).toBeVisible();

  await drag(page, card(page, 'applied', ANA), column(page, 'interview'));
  await expect(card(page, 'interview', ANA)).toBeVisible();
  await expect(column(page, 'interview').getByLabel('1 in Interview')).toBeVisible();
  await expect.poll(async () => (await timeline(request, recruiterToken, anaApp)).stage).toBe('interview');

  // The keyboard: pick Sam up on the handle, one column right, drop.
  await card(page, 'applied', SAM)
    .getByRole('button', { name: `Drag ${SAM}` })
    .focus();
  // Each key waits for what a screen reader hears: the board measures its columns once a card is up.
  await page.keyboard.press('Space');
  await expect(page.getByText(`${SAM} is over Applied.`)).toBeAttached();
  // dnd-kit's keyboard sensor starts listening for keys from a timer it sets on pick-up, which a
  // busy page can run after the announcement: a timer set now runs after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`${SAM} is over Screening.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(card(page, 'screening', SAM)).toBeVisible();
  await expect.poll(async () => (await timeline(request, recruiterToken, samApp)).stage).toBe('screening');
  expect((await timeline(request, recruiterToken, anaApp)).moves.map((m) => m.to)).toEqual([
    'applied',
    'interview',
  ]);

  const ana = await signedInPage(browser, DEMO.ana);
  await ana.page.goto('/activity');
  const row = ana.page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Interview', { exact: true })).toBeVisible();
  await ana.page.goto('/notifications');
  await expect(
    ana.page.getByText(`Your application for ${title} at Northwind Labs moved to Interview`),
  ).toBeVisible();
  await ana.context.close();
});

test('recruiter and candidate exchange messages, one sent offline, each arriving once', async ({
  page,
  request,
  browser,
}) => {
  const title = `Thread ${Date.now().toString(36)}`;
  const job = await postJob(request, title);
  const applicationId = await apply(request, DEMO.ana, job._id);
  const anaToken = await apiToken(request, DEMO.ana);

  await login(page, DEMO.recruiter);
  await page.goto(`/applications/${applicationId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const ana = await signedInPage(browser, DEMO.ana);
  await ana.page.goto(`/applications/${applicationId}`);
  await expect(ana.page.getByRole('heading', { name: title })).toBeVisible();
  await waitForServiceWorker(ana.page);

  await page.getByLabel(`Message to ${ANA}`).fill('Hello Ana, are you free on Monday?');
  await page.getByRole('button', { name: 'Send' }).click();
  // The open thread on the other side shows it within 3 s.
  await expect(ana.page.getByTestId('message').filter({ hasText: 'free on Monday' })).toBeVisible({
    timeout: 3000,
  });
  // Ana's screen read it: "Seen" under the recruiter's message.
  await expect(page.getByText('Seen', { exact: true })).toBeVisible();

  await ana.context.setOffline(true);
  await ana.page.getByLabel(/^Message to/).fill('Monday works, sent from a tunnel.');
  await ana.page.getByRole('button', { name: 'Send' }).click();
  await expect(ana.page.getByTestId('queued-message').filter({ hasText: 'from a tunnel' })).toBeVisible();
  await expect(ana.page.getByText("Queued — sent when you're back online")).toBeVisible();
  expect(await messageTexts(request, anaToken, applicationId)).toHaveLength(1);

  await ana.context.setOffline(false);
  await expect(ana.page.getByTestId('queued-message')).toHaveCount(0, { timeout: 20_000 });
  await expect(ana.page.getByTestId('message').filter({ hasText: 'from a tunnel' })).toHaveCount(1);
  await expect(page.getByTestId('message').filter({ hasText: 'from a tunnel' })).toHaveCount(1, {
    timeout: 3000,
  });
  expect(await messageTexts(request, anaToken, applicationId)).toEqual([
    'Hello Ana, are you free on Monday?',
    'Monday works, sent from a tunnel.',
  ]);
  await ana.context.close();
});

test('a move queued offline against an application withdrawn meanwhile shows the conflict', async ({
  page,
  context,
  request,
}) => {
  const title = `Board Conflict ${Date.now().toString(36)}`;
  const job = await postJob(request, title);
  const applicationId = await apply(request, DEMO.ana, job._id);
  const anaToken = await apiToken(request, DEMO.ana);

  await login(page, DEMO.recruiter);
  await page.goto(`/jobs/Info/Board/${job.UrlPath}`);
  await expect(card(page, 'applied', ANA)).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("You're offline — showing what you saw")).toBeVisible();
  await card(page, 'applied', ANA)
    .getByRole('button', { name: `Move to… (${ANA})` })
    .click();
  await page.getByRole('menuitem', { name: 'Interview' }).click();
  await expect(card(page, 'interview', ANA).getByText('Queued')).toBeVisible();

  const withdrawn = await request.put(`/api/candidate/withdraw/${applicationId}`, {
    headers: auth(anaToken),
  });
  expect(withdrawn.ok(), await withdrawn.text()).toBe(true);

  await context.setOffline(false);
  const alert = page.getByRole('alert').filter({ hasText: `${ANA} was not moved from Applied to Interview` });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(card(page, 'withdrawn', ANA)).toBeVisible();
  expect((await timeline(request, anaToken, applicationId)).stage).toBe('withdrawn');
  // Refused for good: it is not sent again, and Dismiss clears it.
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toHaveCount(0);
});
