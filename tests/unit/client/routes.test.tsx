// @vitest-environment happy-dom
// Whole routes through the real router, Chakra system and session cookie; only fetch is faked.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, type Session, saveSession } from '../../../src/lib/session.ts';
import { json, renderAt } from './route-harness.tsx';

beforeAll(() => {
  // happy-dom lacks these browser APIs the app touches.
  window.scrollTo = () => {};
  window.requestIdleCallback ??= (cb: IdleRequestCallback) =>
    window.setTimeout(() => cb({} as IdleDeadline), 1);
  window.cancelIdleCallback ??= (id: number) => window.clearTimeout(id);
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const session = (role: Session['role']): Session => ({
  success: true,
  message: 'Login successful',
  token: 't',
  role,
  user: { _id: 'u1', username: 'ada', useremail: 'ada@example.com', image: null },
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('routes', () => {
  it('shows the 404 page for an unknown path, to visitors too', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText("Oops! The page you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Back Home' }).getAttribute('href')).toBe('/');
  });

  it('sends a visitor from /onboard to the login screen', async () => {
    const router = renderAt('/onboard');
    expect(await screen.findByText('Dont have an accout ? SignUp')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register' })).toBeTruthy();
  });

  it('shows the landing page with the figures and the candidate links', async () => {
    saveSession(session('candidate'));
    vi.stubGlobal('fetch', async () => json(200, { success: true, userId: session('candidate').user }));
    renderAt('/home');
    expect(await screen.findByText('Successful Hires')).toBeTruthy();
    for (const text of ['10K+', '50K+', '2M+', '98%']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Activity' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'My applications' }).getAttribute('href')).toBe('/activity');
    expect(screen.getByRole('link', { name: 'Account' }).textContent).toBe('A');
  });

  it('shows the server message under the login form when sign-in fails', async () => {
    vi.stubGlobal('fetch', async () => json(401, { success: false, message: 'Invalid email or password' }));
    renderAt('/sign-in');
    await screen.findByLabelText('Email');
    fill('Email', 'ada@example.com');
    fill('Password', 'wrong-password');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(getSession()).toBeNull();
  });

  it('saves the session and sends an onboarded user home after login', async () => {
    const fetchMock = vi.fn(async () => json(200, session('recruiter')));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderAt('/sign-in');
    await screen.findByLabelText('Email');
    fill('Email', 'ada@example.com');
    fill('Password', 'correct-horse');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(getSession()?.role).toBe('recruiter');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/signin');
    expect(JSON.parse(String(init.body))).toEqual({
      useremail: 'ada@example.com',
      userpassword: 'correct-horse',
    });
  });

  it('sends a new user without a role to onboarding after login', async () => {
    vi.stubGlobal('fetch', async () => json(200, session(null)));
    const router = renderAt('/sign-in');
    await screen.findByLabelText('Email');
    fill('Email', 'new@example.com');
    fill('Password', 'correct-horse');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Welcome To Onboarding' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboard');
  });

  it('registers, shows the success notice and goes to the login screen', async () => {
    const fetchMock = vi.fn(async () => json(201, { success: true, message: 'Registered' }));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderAt('/sign-up');
    await screen.findByLabelText('Name');
    fill('Name', 'Ada');
    fill('Email', 'ada@example.com');
    fill('Password', 'long-enough');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(await screen.findByText('Registration Successful!', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('You have been registered successfully. Please login to continue.')).toBeTruthy();
    expect(screen.getByText('Dont have an accout ? SignUp')).toBeTruthy();
  });
});
