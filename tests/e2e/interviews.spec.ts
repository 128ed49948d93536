// An interview across two time zones: a recruiter in Lisbon proposes two times from the
// application page, the candidate in New York sees them in New York time and chooses one, and the
// recruiter then sees the interview scheduled at that time, in Lisbon time.
import { apiToken, auth, DEMO, expect, login, postJob, test } from './fixtures.ts';

test.setTimeout(120_000);

/** The instant `days` from now at `hour`:00 UTC. */
function slot(days: number, hour: number) {
  const day = new Date(Date.now() + days * 86_400_000);
  day.setUTCHours(hour, 0, 0, 0);
  return day;
}

/** "10:00": the time of day of `instant` in `zone`, as the app writes it. */
const clock = (instant: Date, zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(instant);

/** The datetime-local value of `instant` read in `zone`. */
function wallTime(instant: Date, zone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const f = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${f('year')}-${f('month')}-${f('day')}T${f('hour')}:${f('minute')}`;
}

test('a recruiter proposes two times, the candidate chooses one in their zone, and it is scheduled', async ({
  browser,
  request,
}) => {
  const job = await postJob(request, `Interview Loop ${Date.now().toString(36)}`);
  const applied = await request.post(`/api/candidate/applyjob/${job._id}`, {
    headers: auth(await apiToken(request, DEMO.ana)),
    data: {},
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { data: { _id: string } }).data._id;
  const moved = await request.post(`/api/applications/${applicationId}/moves`, {
    headers: auth(await apiToken(request, DEMO.recruiter)),
    data: { from: 'applied', to: 'interview' },
  });
  expect(moved.ok(), await moved.text()).toBe(true);

  const first = slot(20, 10);
  const second = slot(21, 15);
  const title = 'Technical interview';

  const lisbon = await browser.newContext({ timezoneId: 'Europe/Lisbon' });
  const recruiter = await lisbon.newPage();
  await login(recruiter, DEMO.recruiter);
  await recruiter.goto(`/applications/${applicationId}`);
  await recruiter.getByRole('button', { name: 'Schedule interview' }).click();
  const form = recruiter.getByRole('form', { name: 'Schedule interview' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Video link').fill('https://meet.example.com/hireloop-loop');
  await form.getByRole('checkbox', { name: /^Priya Raman/ }).check();
  await form.getByLabel('Time', { exact: true }).fill(wallTime(first, 'Europe/Lisbon'));
  await form.getByRole('button', { name: 'Propose another time' }).click();
  await form.getByLabel('Proposed time 2', { exact: true }).fill(wallTime(second, 'Europe/Lisbon'));
  await recruiter.getByRole('button', { name: 'Schedule', exact: true }).click();

  const waiting = recruiter.getByRole('list', { name: `Proposed times for ${title}` });
  await expect(waiting.getByRole('listitem')).toHaveCount(2);
  await expect(waiting.getByRole('listitem').first()).toContainText(`${clock(first, 'Europe/Lisbon')} `);
  await expect(waiting.getByRole('listitem').first()).toContainText('(Lisbon time)');

  const newYork = await browser.newContext({ timezoneId: 'America/New_York' });
  const candidate = await newYork.newPage();
  await login(candidate, DEMO.ana);
  await candidate.goto(`/applications/${applicationId}`);
  const choices = candidate.getByRole('list', { name: `Proposed times for ${title}` });
  await expect(choices.getByRole('listitem')).toHaveCount(2);
  const chosen = choices.getByRole('listitem').nth(1);
  await expect(chosen).toContainText(`${clock(second, 'America/New_York')} `);
  await expect(chosen).toContainText('(New York time)');
  await chosen.getByRole('button', { name: /^Choose this time/ }).click();
  const mine = candidate.getByRole('listitem', { name: title });
  await expect(mine).toContainText('Scheduled');
  await expect(mine.getByTestId('interview-time')).toContainText(`${clock(second, 'America/New_York')} `);
  // The organiser's zone differs from the candidate's: both are named.
  await expect(mine).toContainText(`For the organiser: `);
  await expect(mine).toContainText('(Lisbon time)');

  await recruiter.reload();
  const scheduled = recruiter.getByRole('listitem', { name: title });
  await expect(scheduled).toContainText('Scheduled');
  await expect(scheduled.getByTestId('interview-time')).toContainText(`${clock(second, 'Europe/Lisbon')} `);
  await expect(scheduled.getByTestId('interview-time')).toContainText('(Lisbon time)');
  await expect(scheduled.getByRole('link', { name: 'https://meet.example.com/hireloop-loop' })).toBeVisible();
  await lisbon.close();
  await newYork.close();
});
