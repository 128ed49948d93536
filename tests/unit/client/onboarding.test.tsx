// @vitest-environment happy-dom
// /onboard: the tabs, the candidate form (resume first, then the profile), the recruiter form, 409.
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, saveSession } from '../../../src/lib/session.ts';
import {
  browserShims,
  type Call,
  dismissToasts,
  fakeApi,
  json,
  renderAt,
  session,
} from './route-harness.tsx';
import { firebaseEvents } from './onboarding-firebase-fake.ts';

vi.mock('firebase/app', async () => (await import('./onboarding-firebase-fake.ts')).firebaseAppFake);
vi.mock('firebase/auth', async () => (await import('./onboarding-firebase-fake.ts')).firebaseAuthFake);
vi.mock('firebase/storage', async () => (await import('./onboarding-firebase-fake.ts')).firebaseStorageFake);

beforeAll(browserShims);
afterEach(async () => {
  await dismissToasts();
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  firebaseEvents.length = 0;
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillCandidate() {
  fill('Full Name', 'Ada Lovelace');
  fill('Phone Number', '+44 20 7946 0000');
  fill('Date of Birth', '1995-12-10');
  fill('Gender', 'Female');
  fill('Highest Qualification', 'BSc');
  fill('College Name', 'UCL');
  fill('Graduation Year', '2017');
  fill('Specialization', 'Mathematics');
  fill('Job Title', 'Analyst');
  fill('Company Name', 'Babbage & Co');
  fill('Duration', '2 years');
  fill('Technical Skills', 'TypeScript,  React , ,SQL');
  fill('Soft Skills', 'Writing, Teamwork');
  fill('GitHub Profile', 'github.com/ada');
  fill('LinkedIn Profile', 'linkedin.com/in/ada');
  fill('Portfolio Links', 'ada.dev');
  fill('Preferred Job Roles', 'Engineer, Analyst');
  fill('Location Preferences', 'London, Remote');
  fill('Expected Salary', '90000');
  fill('Availability to Start', '2030-01-01');
  fill('Personal Statement', 'I like engines.');
}

const pdf = (size = 300 * 1024, type = 'application/pdf', name = 'cv.pdf') =>
  new File([new Uint8Array(size)], name, { type, lastModified: Date.UTC(2030, 0, 2) });

const choose = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

const submitForm = (name: string) => fireEvent.submit(screen.getByRole('form', { name }));

async function openRecruiterTab() {
  fireEvent.click(screen.getByRole('tab', { name: 'Recruiter' }));
  await screen.findByRole('form', { name: 'Recruiter onboarding' });
}

async function openOnboarding(handler: (c: Call) => Response | undefined = () => undefined) {
  saveSession(session(null));
  const calls = fakeApi(handler);
  const router = renderAt('/onboard');
  await screen.findByRole('heading', { name: 'Welcome To Onboarding' });
  return { calls, router };
}

describe('/onboard', () => {
  it('shows the title, the Candidate tab by default and the 540 px scroll area', async () => {
    await openOnboarding();
    expect(screen.getByRole('tab', { name: 'Candidate' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Recruiter' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByLabelText('Personal Statement').getAttribute('placeholder')).toBe('Below 6 lines');
    const gender = screen.getByLabelText('Gender') as HTMLSelectElement;
    expect([...gender.options].map((o) => o.value).filter(Boolean)).toEqual([
      'Male',
      'Female',
      'Transgender',
    ]);
    expect(screen.getByLabelText('Full Name').hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText('Portfolio Links').hasAttribute('required')).toBe(false);
    expect(screen.queryByRole('navigation')).toBeNull(); // the navbar is hidden here
  });

  it('without a resume: the toast, and nothing is sent', async () => {
    const { calls } = await openOnboarding();
    fillCandidate();
    submitForm('Candidate onboarding');
    expect(await screen.findByText('Please choose Your Resume first!', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/onboard'))).toBe(false);
  });

  it('refuses a file that is not a PDF, and says why', async () => {
    await openOnboarding();
    choose('Resume', pdf(1000, 'image/png', 'me.png'));
    expect((await screen.findByText('Please choose a PDF of at most 5 MB')).getAttribute('role')).toBe(
      'alert',
    );
    choose('Resume', pdf(6 * 1024 * 1024));
    expect(
      await screen.findByText('The file is too large: please choose a PDF of at most 5 MB'),
    ).toBeTruthy();
    expect(screen.queryByTestId('chosen-file')).toBeNull();
  });

  it('uploads the resume with a percentage, then sends the profile with its URL, then goes home', async () => {
    const { calls, router } = await openOnboarding((c) => {
      if (c.path === '/onboard-candidate') {
        firebaseEvents.push('POST /onboard-candidate');
        return json(201, { success: true, message: 'Onboarded', role: 'candidate' });
      }
    });
    fillCandidate();
    choose('Resume', pdf());
    const chosen = screen.getByTestId('chosen-file');
    expect(within(chosen).getByText('cv.pdf')).toBeTruthy();
    expect(within(chosen).getByText(/0\.29 MB · application\/pdf · modified/)).toBeTruthy();
    submitForm('Candidate onboarding');
    expect(await screen.findByText(/Uploading… \d+%/)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));

    expect(firebaseEvents.indexOf('POST /onboard-candidate')).toBeGreaterThan(
      firebaseEvents.findIndex((e) => e.startsWith('uploaded resumes/u1/')),
    );
    expect(firebaseEvents).toContain('progress resumes 100');
    const post = calls.find((c) => c.path === '/onboard-candidate');
    const body = post?.body as Record<string, unknown>;
    expect(String(body.resume)).toMatch(
      /^http:\/\/127\.0\.0\.1:9199\/v0\/b\/demo-test\.appspot\.com\/o\/resumes%2Fu1%2F\d+_cv\.pdf\?alt=media/,
    );
    expect(body).toMatchObject({
      fullName: 'Ada Lovelace',
      gender: 'Female',
      graduationYear: '2017',
      expectedSalary: '90000',
      technicalSkills: ['TypeScript', 'React', 'SQL'],
      softSkills: ['Writing', 'Teamwork'],
      portfolioLinks: ['ada.dev'],
      locationPreferences: ['London', 'Remote'],
      workExperience: [{ jobTitle: 'Analyst', companyName: 'Babbage & Co', duration: '2 years' }],
      profilePhoto: null,
      personalStatement: 'I like engines.',
    });
    expect(getSession()?.role).toBe('candidate');
  });

  it("shows the server's message near the form and stays", async () => {
    const { router } = await openOnboarding((c) =>
      c.path === '/onboard-candidate'
        ? json(400, { success: false, message: 'GitHub profile must be a web address (https://…)' })
        : undefined,
    );
    fillCandidate();
    choose('Resume', pdf());
    submitForm('Candidate onboarding');
    expect(
      (await screen.findByText('GitHub profile must be a web address (https://…)')).getAttribute('role'),
    ).toBe('alert');
    expect(router.state.location.pathname).toBe('/onboard');
    expect(getSession()?.role).toBeNull();
  });

  it('recruiter: sends the profile (no logo chosen: no upload) and goes home', async () => {
    const { calls, router } = await openOnboarding((c) =>
      c.path === '/onboard-recruiter'
        ? json(201, { success: true, message: 'ok', role: 'recruiter' })
        : undefined,
    );
    await openRecruiterTab();
    fill('Name', 'Priya');
    fill('Current Company', 'Northwind');
    fill('Current Role', 'Head of Talent');
    fill('Company Description', 'We ship things.');
    submitForm('Recruiter onboarding');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(calls.find((c) => c.path === '/onboard-recruiter')?.body).toEqual({
      name: 'Priya',
      currentCompany: 'Northwind',
      currentRole: 'Head of Talent',
      companyLogo: null,
      companyDescription: 'We ship things.',
    });
    expect(firebaseEvents).toEqual([]);
    expect(getSession()?.role).toBe('recruiter');
  });

  it('recruiter: the logo takes .jpg, .png, .jpeg only, and is uploaded to logos/ first', async () => {
    const { calls, router } = await openOnboarding((c) =>
      c.path === '/onboard-recruiter'
        ? json(201, { success: true, message: 'ok', role: 'recruiter' })
        : undefined,
    );
    await openRecruiterTab();
    choose('Company Logo', new File(['x'], 'logo.webp', { type: 'image/webp' }));
    expect(await screen.findByText('Please choose a .jpg, .png or .jpeg image of at most 2 MB')).toBeTruthy();
    choose('Company Logo', new File(['png'], 'logo.png', { type: 'image/png' }));
    submitForm('Recruiter onboarding');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const body = calls.find((c) => c.path === '/onboard-recruiter')?.body as { companyLogo: string };
    expect(body.companyLogo).toMatch(/\/o\/logos%2Fu1%2F\d+_logo\.png\?alt=media/);
  });

  it('already onboarded on the server (409): the notice, the role from the server, and home', async () => {
    const { router } = await openOnboarding((c) => {
      if (c.path === '/onboard-recruiter')
        return json(409, { success: false, message: 'You are already Onboarded.' });
      if (c.path === '/candidate/Account') return json(200, { success: true, role: 'recruiter', userId: {} });
    });
    await openRecruiterTab();
    submitForm('Recruiter onboarding');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByText('You are already Onboarded.', {}, { timeout: 5000 })).toBeTruthy();
    expect(getSession()?.role).toBe('recruiter');
  });

  it('offline: says onboarding needs the network and sends nothing', async () => {
    const { calls } = await openOnboarding();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await act(async () => {
        window.dispatchEvent(new Event('offline'));
      });
      expect(screen.getByRole('status').textContent).toMatch(/Onboarding needs the network/);
      await openRecruiterTab();
      submitForm('Recruiter onboarding');
      expect((await screen.findByRole('alert')).textContent).toMatch(/You are offline/);
      expect(calls.some((c) => c.path.startsWith('/onboard'))).toBe(false);
    } finally {
      onLine.mockRestore();
    }
  });

  it('an onboarded user is sent home with the notice', async () => {
    saveSession(session('candidate'));
    fakeApi(() => json(200, { success: true, userId: session('candidate').user }));
    const router = renderAt('/onboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByText('You are already Onboarded.', {}, { timeout: 5000 })).toBeTruthy();
  });
});
