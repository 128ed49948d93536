// @vitest-environment happy-dom
// /onboard: the tabs, the candidate form (resume first, then the profile), the recruiter form, 409.
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { candidateProfiles, recruiterProfiles, users } from '../../../server/db/schema.ts';
import { getSession, type Session } from '../../../src/lib/session.ts';
import { firebaseEvents } from './onboarding-firebase-fake.ts';
import { renderAt, seed, serveRealApi, signIn } from './route-harness.tsx';

vi.mock('firebase/app', async () => (await import('./onboarding-firebase-fake.ts')).firebaseAppFake);
vi.mock('firebase/auth', async () => (await import('./onboarding-firebase-fake.ts')).firebaseAuthFake);
vi.mock('firebase/storage', async () => (await import('./onboarding-firebase-fake.ts')).firebaseStorageFake);

const server = serveRealApi();
beforeEach(() => {
  firebaseEvents.length = 0;
});

const candidateProfileOf = async (userId: string) =>
  (await server.ctx.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId)))[0];
const recruiterProfileOf = async (userId: string) =>
  (await server.ctx.db.select().from(recruiterProfiles).where(eq(recruiterProfiles.userId, userId)))[0];
const onboardCalls = () => server.log.filter((line) => line.startsWith('POST /api/onboard'));

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

/** A signed-in user without a role on /onboard. */
async function openOnboarding(): Promise<{ me: Session; router: ReturnType<typeof renderAt> }> {
  const me = await signIn(server.ctx, null);
  const router = renderAt('/onboard');
  await screen.findByRole('heading', { name: 'Welcome To Onboarding' });
  return { me, router };
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
    const { me } = await openOnboarding();
    fillCandidate();
    submitForm('Candidate onboarding');
    expect(await screen.findByText('Please choose Your Resume first!', {}, { timeout: 5000 })).toBeTruthy();
    expect(onboardCalls()).toEqual([]);
    expect(await candidateProfileOf(me.user._id)).toBeUndefined();
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
    const { me, router } = await openOnboarding();
    // Upload and profile share one timeline, to check their order.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/onboard-candidate')) firebaseEvents.push('POST /onboard-candidate');
      return server.fetch(input, init);
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
      firebaseEvents.findIndex((e) => e.startsWith(`uploaded resumes/${me.user._id}/`)),
    );
    expect(firebaseEvents).toContain('progress resumes 100');
    const profile = await candidateProfileOf(me.user._id);
    expect(profile?.resume).toContain(`/o/resumes%2F${me.user._id}%2F`);
    expect(profile?.resume).toMatch(/_cv\.pdf\?alt=media/);
    expect(profile).toMatchObject({
      fullName: 'Ada Lovelace',
      gender: 'Female',
      graduationYear: 2017,
      expectedSalary: 90000,
      technicalSkills: ['TypeScript', 'React', 'SQL'],
      softSkills: ['Writing', 'Teamwork'],
      portfolioLinks: ['https://ada.dev/'],
      locationPreferences: ['London', 'Remote'],
      workExperience: [{ jobTitle: 'Analyst', companyName: 'Babbage & Co', duration: '2 years' }],
      profilePhoto: null,
      personalStatement: 'I like engines.',
    });
    expect(getSession()?.role).toBe('candidate');
  });

  it("shows the server's message near the form and stays", async () => {
    const { me, router } = await openOnboarding();
    fillCandidate();
    fill('GitHub Profile', 'not a link');
    choose('Resume', pdf());
    submitForm('Candidate onboarding');
    expect(
      (await screen.findByText('GitHub profile must be a web address (https://…)')).getAttribute('role'),
    ).toBe('alert');
    expect(router.state.location.pathname).toBe('/onboard');
    expect(getSession()?.role).toBeNull();
    expect(await candidateProfileOf(me.user._id)).toBeUndefined();
  });

  it('recruiter: sends the profile (no logo chosen: no upload) and goes home', async () => {
    const { me, router } = await openOnboarding();
    await openRecruiterTab();
    fill('Name', 'Priya');
    fill('Current Company', 'Northwind');
    fill('Current Role', 'Head of Talent');
    fill('Company Description', 'We ship things.');
    submitForm('Recruiter onboarding');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await recruiterProfileOf(me.user._id)).toMatchObject({
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
    const { me, router } = await openOnboarding();
    await openRecruiterTab();
    fill('Name', 'Priya');
    fill('Current Company', 'Northwind');
    fill('Current Role', 'Head of Talent');
    fill('Company Description', 'We ship things.');
    choose('Company Logo', new File(['x'], 'logo.webp', { type: 'image/webp' }));
    expect(await screen.findByText('Please choose a .jpg, .png or .jpeg image of at most 2 MB')).toBeTruthy();
    choose('Company Logo', new File(['png'], 'logo.png', { type: 'image/png' }));
    submitForm('Recruiter onboarding');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const logo = (await recruiterProfileOf(me.user._id))?.companyLogo;
    expect(logo).toContain(`/o/logos%2F${me.user._id}%2F`);
    expect(logo).toMatch(/_logo\.png\?alt=media/);
  });

  it('already onboarded on the server (409): the notice, the role from the server, and home', async () => {
    const { me, router } = await openOnboarding();
    // Onboarded as a recruiter in another tab: the server knows, this tab's session does not.
    await seed(server.ctx, async (db) => {
      await db.update(users).set({ role: 'recruiter' }).where(eq(users.id, me.user._id));
      await db.insert(recruiterProfiles).values({
        userId: me.user._id,
        name: 'Priya',
        currentCompany: 'Northwind',
        currentCompanyFolded: 'northwind',
      });
    });
    await openRecruiterTab();
    fill('Name', 'Priya');
    fill('Current Company', 'Northwind');
    fill('Current Role', 'Head of Talent');
    fill('Company Description', 'We ship things.');
    submitForm('Recruiter onboarding');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByText('You are already Onboarded.', {}, { timeout: 5000 })).toBeTruthy();
    expect(getSession()?.role).toBe('recruiter');
  });

  it('offline: says onboarding needs the network and sends nothing', async () => {
    const { me } = await openOnboarding();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await act(async () => {
        window.dispatchEvent(new Event('offline'));
      });
      expect(screen.getByRole('status').textContent).toMatch(/Onboarding needs the network/);
      await openRecruiterTab();
      submitForm('Recruiter onboarding');
      expect((await screen.findByRole('alert')).textContent).toMatch(/You are offline/);
      expect(onboardCalls()).toEqual([]);
      expect(await recruiterProfileOf(me.user._id)).toBeUndefined();
    } finally {
      onLine.mockRestore();
    }
  });

  it('an onboarded user is sent home with the notice', async () => {
    await signIn(server.ctx, 'candidate');
    const router = renderAt('/onboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByText('You are already Onboarded.', {}, { timeout: 5000 })).toBeTruthy();
  });
});
