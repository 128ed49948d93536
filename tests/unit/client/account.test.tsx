// @vitest-environment happy-dom
// /account: the recruiter's and the candidate's own profile, dialogs that save, logout.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '../../../contract/jobs.ts';
import { candidateProfiles, recruiterProfiles, users } from '../../../server/db/schema.ts';
import { getSession, type Session } from '../../../src/lib/session.ts';
import { db } from '../../../src/offline/db.ts';
import { call } from '../../api/harness.ts';
import { renderAt, seed, serveRealApi, signIn, signInRecruiter } from './route-harness.tsx';

vi.mock('firebase/app', async () => (await import('./onboarding-firebase-fake.ts')).firebaseAppFake);
vi.mock('firebase/auth', async () => (await import('./onboarding-firebase-fake.ts')).firebaseAuthFake);
vi.mock('firebase/storage', async () => (await import('./onboarding-firebase-fake.ts')).firebaseStorageFake);

const server = serveRealApi();
afterEach(() => localStorage.clear());

/** A signed-in recruiter with a Northwind profile and no company description. */
const signedInRecruiter = () => signInRecruiter(server.ctx, 'Northwind');

const resumeOf = (userId: string) =>
  `http://127.0.0.1:9199/v0/b/x/o/resumes%2F${userId}%2F1_cv.pdf?alt=media`;
const workExperience = [{ jobTitle: 'Analyst', companyName: 'Babbage & Co', duration: '2 years' }];

/** A signed-in candidate with a full profile. */
async function signedInCandidate(): Promise<Session> {
  const me = await signIn(server.ctx, 'candidate');
  await seed(server.ctx, (db) =>
    db.insert(candidateProfiles).values({
      userId: me.user._id,
      fullName: 'Ada Lovelace',
      fullNameFolded: 'ada lovelace',
      phoneNumber: '+44 20 7946 0000',
      dateOfBirth: '1995-12-10',
      highestQualification: 'BSc',
      collegeName: 'UCL',
      graduationYear: 2017,
      specialization: 'Mathematics',
      workExperience,
      technicalSkills: ['TypeScript', 'SQL'],
      softSkills: ['Writing'],
      portfolioLinks: ['https://ada.dev/'],
      githubProfile: 'https://github.com/ada',
      linkedInProfile: 'https://linkedin.com/in/ada',
      resume: resumeOf(me.user._id),
      preferredJobRoles: ['Engineer'],
      locationPreferences: ['London'],
      expectedSalary: 90000,
      personalStatement: 'I like engines.',
      gender: 'Female',
    }),
  );
  return me;
}

const recruiterProfileOf = async (userId: string) =>
  (await server.ctx.db.select().from(recruiterProfiles).where(eq(recruiterProfiles.userId, userId)))[0];
const candidateProfileOf = async (userId: string) =>
  (await server.ctx.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId)))[0];

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openDialog(trigger: string) {
  fireEvent.click(screen.getByRole('button', { name: trigger }));
  return screen.findByRole('dialog');
}

describe('/account, recruiter', () => {
  it('shows the User Profile and saves the Update Profile dialog, then refreshes', async () => {
    const me = await signedInRecruiter();
    renderAt('/account');
    expect(await screen.findByRole('heading', { name: 'Ada Recruiter' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'User Profile' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Company Profile' })).toBeTruthy();
    expect(screen.getAllByText(me.user.useremail).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Northwind').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();

    const dialog = await openDialog('Update Profile');
    expect(within(dialog).getByLabelText('Profile Photo')).toBeTruthy();
    fill('Name', 'Ada Byron');
    fill('Role', 'CTO');
    fireEvent.submit(within(dialog).getByRole('form', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile Updated Successfully', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Ada Byron' })).toBeTruthy();
    expect(await recruiterProfileOf(me.user._id)).toMatchObject({
      currentCompany: 'Northwind',
      currentRole: 'CTO',
    });
    const [user] = await server.ctx.db.select().from(users).where(eq(users.id, me.user._id));
    expect(user?.username).toBe('Ada Byron');
  });

  it('Company Profile: the description fallback, and the dialog saves', async () => {
    const me = await signedInRecruiter();
    renderAt('/Account');
    fireEvent.click(await screen.findByRole('tab', { name: 'Company Profile' }));
    expect(await screen.findByText('No description available')).toBeTruthy();
    const dialog = await openDialog('Update Company Profile');
    expect(within(dialog).getByLabelText('Company Logo').getAttribute('accept')).toContain('.jpeg');
    fill('Company Description', 'We make engines.');
    fireEvent.submit(within(dialog).getByRole('form', { name: 'Update Company Profile' }));
    expect(await screen.findByText('We make engines.')).toBeTruthy();
    expect(await recruiterProfileOf(me.user._id)).toMatchObject({
      currentCompany: 'Northwind',
      companyDescription: 'We make engines.',
    });
  });

  it("shows the server's message in the dialog when saving fails", async () => {
    const me = await signedInRecruiter();
    renderAt('/account');
    await screen.findByRole('heading', { name: 'Ada Recruiter' });
    const dialog = await openDialog('Update Profile');
    fill('Name', '');
    fireEvent.submit(within(dialog).getByRole('form', { name: 'Update Profile' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Name is required');
    expect((await recruiterProfileOf(me.user._id))?.name).toBe('Ada Recruiter');
  });
});

describe('/account, candidate', () => {
  it('shows their own profile in User Profile and Technical Info, and the dialog saves', async () => {
    const me = await signedInCandidate();
    renderAt('/account');
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('UCL')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View resume' }).getAttribute('href')).toBe(
      resumeOf(me.user._id),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Technical Info' }));
    expect(await screen.findByText('TypeScript, SQL')).toBeTruthy();
    expect(screen.getByText('Analyst')).toBeTruthy();

    const dialog = await openDialog('Update Technical Info');
    fill('Skills', 'Rust, Go');
    fireEvent.submit(within(dialog).getByRole('form', { name: 'Update Technical Info' }));
    expect(await screen.findByText('Rust, Go')).toBeTruthy();
    const profile = await candidateProfileOf(me.user._id);
    expect(profile?.technicalSkills).toEqual(['Rust', 'Go']);
    expect(profile?.workExperience).toEqual(workExperience);
  });

  it('says so with Try Again when the profile cannot be loaded, and shows it once it can', async () => {
    await signedInCandidate();
    let networkDown = true;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      networkDown && String(input).includes('/Account')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : server.fetch(input, init),
    );
    renderAt('/account');
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toContain("Can't reach the server");
    networkDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
  });

  it('logout clears the session, the cache and the offline data, then goes to /sign-in', async () => {
    await signedInCandidate();
    await db.jobs.put({ _id: 'j1', UrlPath: 'x' } as Job);
    const router = renderAt('/account');
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    // The account's queries are kept in the same database as the mirror, for offline starts.
    await waitFor(async () => expect(await db.queries.count()).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(getSession()).toBeNull();
    expect(await db.jobs.count()).toBe(0);
    expect(
      JSON.stringify((await db.queries.toArray()).map((r) => r.client.clientState.queries)),
    ).not.toContain('Ada Lovelace');
    const { queryClient } = await import('../../../src/lib/query-client.ts');
    expect(queryClient.getQueryCache().findAll({ queryKey: ['account'] })).toEqual([]);
  });

  it('logout ends the session on the server too, with the token', async () => {
    const me = await signedInCandidate();
    const router = renderAt('/account');
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    await waitFor(() => expect(server.log).toContain('POST /api/signout'));
    // The server ended that session: its token no longer opens the account.
    await waitFor(async () =>
      expect((await call(server.ctx, 'GET', '/api/candidate/Account', { token: me.token })).status).toBe(401),
    );
  });

  it('"Sign out everywhere" ends every session and signs this device out, asking nothing more', async () => {
    const me = await signedInCandidate();
    const router = renderAt('/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(getSession()).toBeNull();
    expect(server.log).toContain('DELETE /api/account/sessions');
    // Its session is over already: a sign-out call now would only be refused.
    expect(server.log).not.toContain('POST /api/signout');
    expect((await call(server.ctx, 'GET', '/api/candidate/Account', { token: me.token })).status).toBe(401);
  });

  it('logout still logs out on this device when the server cannot be reached', async () => {
    const me = await signedInCandidate();
    // The network drops the sign-out call only.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/signout')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : server.fetch(input, init),
    );
    const router = renderAt('/account');
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(getSession()).toBeNull();
    // The server never heard: that token still works there.
    expect((await call(server.ctx, 'GET', '/api/candidate/Account', { token: me.token })).status).toBe(200);
  });

  it('logout with queued actions says how many, lets the user wait, and drops them only when told', async () => {
    const me = await signedInCandidate();
    for (const id of ['o1', 'o2']) {
      await db.outbox.add({
        id,
        kind: 'apply',
        request: { method: 'POST', path: `/candidate/applyjob/${id}`, body: null },
        token: me.token,
        upload: null,
        ref: {},
        state: 'pending',
        attempts: 0,
        nextAttemptAt: Date.now() + 3_600_000,
        error: null,
        createdAt: Date.now(),
      });
    }
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
