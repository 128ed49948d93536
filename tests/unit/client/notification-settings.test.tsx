// @vitest-environment happy-dom
// The Account page's "Email and push" section: the switches of the caller's kinds, turned on the
// real server; offline they show as saved and say that a change needs the network.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailAllowed, pushAllowed } from '../../../server/delivery/preferences.ts';
import { renderAt, serveRealApi, signIn, signInRecruiter } from './route-harness.tsx';

vi.mock('firebase/app', async () => (await import('./onboarding-firebase-fake.ts')).firebaseAppFake);
vi.mock('firebase/auth', async () => (await import('./onboarding-firebase-fake.ts')).firebaseAuthFake);
vi.mock('firebase/storage', async () => (await import('./onboarding-firebase-fake.ts')).firebaseStorageFake);

const server = serveRealApi();
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

async function section() {
  const heading = await screen.findByRole('heading', { name: 'Email and push' }, { timeout: 5000 });
  return heading.closest('section') as HTMLElement;
}
const switchOf = (area: HTMLElement, kind: string, channel: 'Email' | 'Push') =>
  within(within(area).getByRole('group', { name: kind })).getByRole('switch', { name: channel });

describe('Email and push on /account', () => {
  it("a recruiter turns new applicants' email off, and only that", async () => {
    const me = await signInRecruiter(server.ctx);
    renderAt('/account');
    const area = await section();
    const email = await waitFor(() => switchOf(area, 'New applicants', 'Email'));
    expect(within(area).queryByRole('group', { name: 'Job alerts' })).toBeNull();
    expect(switchOf(area, 'New messages', 'Push')).toBeTruthy();
    expect((email as HTMLInputElement).checked).toBe(true);
    fireEvent.click(email);
    await waitFor(async () =>
      expect(await emailAllowed(server.ctx.db, me.user._id, 'applicants')).toBe(false),
    );
    await waitFor(() =>
      expect((switchOf(area, 'New applicants', 'Email') as HTMLInputElement).checked).toBe(false),
    );
    expect(await pushAllowed(server.ctx.db, me.user._id, 'applicants')).toBe(true);
  });

  it("a candidate turns messages' email off, and only that", async () => {
    const me = await signIn(server.ctx, 'candidate');
    renderAt('/account');
    const area = await section();
    const email = await waitFor(() => switchOf(area, 'New messages', 'Email'));
    fireEvent.click(email);
    await waitFor(async () => expect(await emailAllowed(server.ctx.db, me.user._id, 'messages')).toBe(false));
    expect(await pushAllowed(server.ctx.db, me.user._id, 'messages')).toBe(true);
    expect(await emailAllowed(server.ctx.db, me.user._id, 'decisions')).toBe(true);
  });

  it("a candidate turns job alerts' push off", async () => {
    const me = await signIn(server.ctx, 'candidate');
    renderAt('/account');
    const area = await section();
    const push = await waitFor(() => switchOf(area, 'Job alerts', 'Push'));
    expect(switchOf(area, 'Decisions and stage changes', 'Email')).toBeTruthy();
    fireEvent.click(push);
    await waitFor(async () =>
      expect(await pushAllowed(server.ctx.db, me.user._id, 'job-alerts')).toBe(false),
    );
    expect(await emailAllowed(server.ctx.db, me.user._id, 'job-alerts')).toBe(true);
  });

  it('offline, shows the switches as saved, unchangeable, and says a change needs the network', async () => {
    await signIn(server.ctx, 'candidate');
    renderAt('/account');
    const area = await section();
    await waitFor(() => switchOf(area, 'Job alerts', 'Email'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(await within(area).findByText(/Email and push settings need the network/)).toBeTruthy();
    expect((switchOf(area, 'Job alerts', 'Email') as HTMLInputElement).checked).toBe(true);
    expect((switchOf(area, 'Job alerts', 'Email') as HTMLInputElement).disabled).toBe(true);
  });
});
