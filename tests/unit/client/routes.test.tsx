// @vitest-environment happy-dom
// Whole routes through the app's router, Chakra system and session cookie, answered by the real
// server on a real database.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema.ts';
import { call } from '../../api/harness.ts';
import { getSession } from '../../../src/lib/session.ts';
import { renderAt, serveRealApi, signIn } from './route-harness.tsx';

const server = serveRealApi();

/** A registered user with a password, and the role the server keeps for them. */
async function register(email: string, password: string) {
  const res = await call(server.ctx, 'POST', '/api/signup', {
    body: { username: 'Ada', useremail: email, userpassword: password },
  });
  expect(res.status).toBe(201);
}

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
    await signIn(server.ctx, 'candidate');
    renderAt('/home');
    expect(await screen.findByText('Successful Hires')).toBeTruthy();
    for (const text of ['10K+', '50K+', '2M+', '98%']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Activity' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'My applications' }).getAttribute('href')).toBe('/activity');
    expect(screen.getByRole('link', { name: 'Account' }).textContent).toBe('A');
  });

  it('shows the server message under the login form when sign-in fails', async () => {
    await register('ada-wrong@example.com', 'correct-horse');
    renderAt('/sign-in');
    await screen.findByLabelText('Email');
    fill('Email', 'ada-wrong@example.com');
    fill('Password', 'wrong-password');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(getSession()).toBeNull();
  });

  it('saves the session and sends an onboarded user home after login', async () => {
    await register('ada-recruiter@example.com', 'correct-horse');
    await server.ctx.db
      .update(users)
      .set({ role: 'recruiter' })
      .where(eq(users.email, 'ada-recruiter@example.com'));
    const router = renderAt('/sign-in');
    await screen.findByLabelText('Email');
    fill('Email', 'ada-recruiter@example.com');
    fill('Password', 'correct-horse');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(getSession()?.role).toBe('recruiter');
    expect(getSession()?.user.useremail).toBe('ada-recruiter@example.com');
    // The saved token is one the server honours.
    const me = await call(server.ctx, 'GET', '/api/notifications', { token: getSession()?.token ?? '' });
    expect(me.status).toBe(200);
  });

  it('sends a new user without a role to onboarding after login', async () => {
    await register('new@example.com', 'correct-horse');
    const router = renderAt('/sign-in');
    await screen.findByLabelText('Email');
    fill('Email', 'new@example.com');
    fill('Password', 'correct-horse');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Welcome To Onboarding' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboard');
  });

  it('registers, shows the success notice and goes to the login screen', async () => {
    const router = renderAt('/sign-up');
    await screen.findByLabelText('Name');
    fill('Name', 'Ada');
    fill('Email', 'ada-signup@example.com');
    fill('Password', 'long-enough');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(await screen.findByText('Registration Successful!', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('You have been registered successfully. Please login to continue.')).toBeTruthy();
    expect(screen.getByText('Dont have an accout ? SignUp')).toBeTruthy();
    // The account exists: it signs in with that password.
    const signin = await call(server.ctx, 'POST', '/api/signin', {
      body: { useremail: 'ada-signup@example.com', userpassword: 'long-enough' },
    });
    expect(signin.status).toBe(200);
  });
});
