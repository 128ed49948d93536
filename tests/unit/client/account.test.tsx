// @vitest-environment happy-dom
// /account: the recruiter's and the candidate's own profile, dialogs that save, logout.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Job } from '../../../contract/jobs.ts';
import { clearSession, getSession, saveSession } from '../../../src/lib/session.ts';
import { db } from '../../../src/offline/db.ts';
import {
  browserShims,
  type Call,
  dismissToasts,
  fakeApi,
  json,
  renderAt,
  session,
} from './route-harness.tsx';

vi.mock('firebase/app', async () => (await import('./onboarding-firebase-fake.ts')).firebaseAppFake);
vi.mock('firebase/auth', async () => (await import('./onboarding-firebase-fake.ts')).firebaseAuthFake);
vi.mock('firebase/storage', async () => (await import('./onboarding-firebase-fake.ts')).firebaseStorageFake);

beforeAll(browserShims);
afterEach(async () => {
  await dismissToasts();
  cleanup();
  clearSession();
  localStorage.clear();
  vi.unstubAllGlobals();
  const { queryClient } = await import('../../../src/lib/query-client.ts');
  queryClient.clear();
});

const user = { _id: 'u1', username: 'ada', useremail: 'ada@example.com', image: null };

function recruiterAccount(overrides: Record<string, unknown> = {}) {
  return {
    success: true,
    role: 'recruiter',
    userId: user,
    _id: 'r1',
    name: 'Ada Recruiter',
    currentRole: 'Head of Talent',
    currentCompany: 'Northwind',
    companyLogo: null,
    companyDescription: null,
    ...overrides,
  };
}

const candidateAccount = {
  success: true,
  role: 'candidate',
  userId: user,
  fullName: 'Ada Lovelace',
  phoneNumber: '+44 20 7946 0000',
  dateOfBirth: '1995-12-10',
  profilePhoto: null,
  highestQualification: 'BSc',
  collegeName: 'UCL',
  graduationYear: 2017,
  specialization: 'Mathematics',
  workExperience: [{ jobTitle: 'Analyst', companyName: 'Babbage & Co', duration: '2 years' }],
  technicalSkills: ['TypeScript', 'SQL'],
  softSkills: ['Writing'],
  portfolioLinks: ['https://ada.dev/'],
  githubProfile: 'https://github.com/ada',
  linkedInProfile: 'https://linkedin.com/in/ada',
  resume: 'http://127.0.0.1:9199/v0/b/x/o/resumes%2Fu1%2F1_cv.pdf?alt=media',
  preferredJobRoles: ['Engineer'],
  locationPreferences: ['London'],
  expectedSalary: 90000,
  availabilityToStart: null,
  personalStatement: 'I like engines.',
  gender: 'Female',
};

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openDialog(trigger: string) {
  fireEvent.click(screen.getByRole('button', { name: trigger }));
  return screen.findByRole('dialog');
}

describe('/account, recruiter', () => {
  it('shows the User Profile and saves the Update Profile dialog, then refreshes', async () => {
    saveSession(session('recruiter'));
    let account = recruiterAccount();
    const calls = fakeApi((c: Call) => {
      if (c.path === '/recruiter/Account') return json(200, account);
      if (c.method === 'PUT' && c.path === '/recruiter/userprofile') {
        account = recruiterAccount({ name: 'Ada Byron', currentRole: 'CTO' });
        return json(200, { success: true, message: 'Profile Updated Successfully' });
      }
    });
    renderAt('/account');
    expect(await screen.findByRole('heading', { name: 'Ada Recruiter' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'User Profile' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Company Profile' })).toBeTruthy();
    expect(screen.getAllByText('ada@example.com').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Northwind').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();

    const dialog = await openDialog('Update Profile');
    expect(within(dialog).getByLabelText('Profile Photo')).toBeTruthy();
    fill('Name', 'Ada Byron');
    fill('Role', 'CTO');
    fireEvent.submit(within(dialog).getByRole('form', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile Updated Successfully', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Ada Byron' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      username: 'Ada Byron',
      currentCompany: 'Northwind',
      currentRole: 'CTO',
    });
  });

  it('Company Profile: the description fallback, and the dialog saves', async () => {
    saveSession(session('recruiter'));
    let account = recruiterAccount();
    const calls = fakeApi((c: Call) => {
      if (c.path === '/recruiter/Account') return json(200, account);
      if (c.method === 'PUT' && c.path === '/recruiter/companyprofile') {
        account = recruiterAccount({ companyDescription: 'We make engines.' });
        return json(200, { success: true, message: 'Profile Updated Successfully' });
      }
    });
    renderAt('/Account');
    fireEvent.click(await screen.findByRole('tab', { name: 'Company Profile' }));
    expect(await screen.findByText('No description available')).toBeTruthy();
    const dialog = await openDialog('Update Company Profile');
    expect(within(dialog).getByLabelText('Company Logo').getAttribute('accept')).toContain('.jpeg');
    fill('Company Description', 'We make engines.');
    fireEvent.submit(within(dialog).getByRole('form', { name: 'Update Company Profile' }));
    expect(await screen.findByText('We make engines.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      currentCompany: 'Northwind',
      companyDescription: 'We make engines.',
    });
  });

  it("shows the server's message in the dialog when saving fails", async () => {
    saveSession(session('recruiter'));
    fakeApi((c: Call) => {
      if (c.path === '/recruiter/Account') return json(200, recruiterAccount());
      if (c.method === 'PUT') return json(400, { success: false, message: 'Name is required' });
    });
    renderAt('/account');
    await screen.findByRole('heading', { name: 'Ada Recruiter' });
    const dialog = await openDialog('Update Profile');
    fill('Name', '');
    fireEvent.submit(within(dialog).getByRole('form', { name: 'Update Profile' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Name is required');
  });
});

describe('/account, candidate', () => {
  it('shows their own profile in User Profile and Technical Info, and the dialog saves', async () => {
    saveSession(session('candidate'));
    let account = candidateAccount;
    const calls = fakeApi((c: Call) => {
      if (c.path === '/candidate/Account') return json(200, account);
      if (c.method === 'PUT' && c.path === '/candidate/profile') {
        account = { ...candidateAccount, technicalSkills: ['Rust', 'Go'] };
        return json(200, { success: true, message: 'Profile Updated Successfully' });
      }
    });
    renderAt('/account');
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('UCL')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View resume' }).getAttribute('href')).toBe(
      candidateAccount.resume,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Technical Info' }));
    expect(await screen.findByText('TypeScript, SQL')).toBeTruthy();
    expect(screen.getByText('Analyst')).toBeTruthy();

    const dialog = await openDialog('Update Technical Info');
    fill('Skills', 'Rust, Go');
    fireEvent.submit(within(dialog).getByRole('form', { name: 'Update Technical Info' }));
    expect(await screen.findByText('Rust, Go')).toBeTruthy();
    const body = calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(body.technicalSkills).toEqual(['Rust', 'Go']);
    expect(body.workExperience).toEqual(candidateAccount.workExperience);
  });

  it('logout clears the session, the cache and the offline data, then goes to /sign-in', async () => {
    saveSession(session('candidate'));
    await db.jobs.put({ _id: 'j1', UrlPath: 'x' } as Job);
    fakeApi((c: Call) => (c.path === '/candidate/Account' ? json(200, candidateAccount) : undefined));
    const router = renderAt('/account');
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(getSession()).toBeNull();
    expect(await db.jobs.count()).toBe(0);
    const { queryClient } = await import('../../../src/lib/query-client.ts');
    expect(queryClient.getQueryCache().findAll({ queryKey: ['account'] })).toEqual([]);
  });

  it('logout ends the session on the server too, with the token', async () => {
    saveSession(session('candidate'));
    const calls = fakeApi((c: Call) => {
      if (c.path === '/candidate/Account') return json(200, candidateAccount);
      if (c.path === '/signout') return json(200, { success: true, message: 'Logged out' });
      return undefined;
    });
    const fetchMock = vi.mocked(fetch);
    const router = renderAt('/account');
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(calls.filter((c) => c.path === '/signout').map((c) => c.method)).toEqual(['POST']);
    const signout = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/signout'));
    expect(new Headers(signout?.[1]?.headers).get('authorization')).toBe(
      `Bearer ${session('candidate').token}`,
    );
  });

  it('logout still logs out on this device when the server cannot be reached', async () => {
    saveSession(session('candidate'));
    fakeApi((c: Call) => {
      if (c.path === '/candidate/Account') return json(200, candidateAccount);
      if (c.path === '/signout') throw new TypeError('Failed to fetch');
      return undefined;
    });
    const router = renderAt('/account');
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(getSession()).toBeNull();
  });

  it('logout with queued actions says how many, lets the user wait, and drops them only when told', async () => {
    saveSession(session('candidate'));
    for (const id of ['o1', 'o2']) {
      await db.outbox.add({
        id,
        kind: 'apply',
        request: { method: 'POST', path: `/candidate/applyjob/${id}`, body: null },
        token: 't',
        upload: null,
        ref: {},
        state: 'pending',
        attempts: 0,
        nextAttemptAt: Date.now() + 3_600_000,
        error: null,
        createdAt: Date.now(),
      });
    }
    fakeApi((c: Call) => (c.path === '/candidate/Account' ? json(200, candidateAccount) : undefined));
    const router = renderAt('/account');
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain("2 actions you made offline haven't reached the server yet.");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wait for them' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(getSession()).not.toBeNull();
    expect(await db.outbox.count()).toBe(2);

    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Logout anyway' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(getSession()).toBeNull();
    expect(await db.outbox.count()).toBe(0);
  });
});
