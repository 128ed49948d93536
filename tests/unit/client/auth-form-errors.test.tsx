// @vitest-environment happy-dom
// The sign-in and sign-up pages show what a form post's code means, and nothing a link wrote.
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hashPassword, hashQueueLimit, hashSlots } from '../../../server/services/accounts/passwords.ts';
import { call } from '../../api/harness.ts';
import { renderAt, serveRealApi } from './route-harness.tsx';

const server = serveRealApi();

const shown = async () => {
  await screen.findByLabelText('Email');
  return screen.queryByRole('alert')?.textContent ?? null;
};

describe('a refused form post, back on its page', () => {
  it.each([
    ['/sign-in?error=credentials', 'Invalid email or password'],
    ['/sign-up?error=taken', 'An account with this email already exists'],
    ['/sign-up?error=password-short', 'Password must be at least 8 characters'],
    [
      '/sign-in?error=locked&retry=900',
      'Too many attempts for this account, please wait 15 minutes and try again',
    ],
    [
      '/sign-in?error=locked&retry=61',
      'Too many attempts for this account, please wait 2 minutes and try again',
    ],
    ['/sign-in?error=busy&retry=7', 'Too many sign-ins right now, try again in 7 seconds'],
    ['/sign-in?error=rate&retry=42', 'Too many attempts, please wait 42 seconds and try again'],
  ])('%s says its fixed message', async (path, message) => {
    renderAt(path);
    expect(await shown()).toBe(message);
  });

  it.each([
    '/sign-in?error=Your%20account%20is%20locked.%20Call%20%2B1%20555%200100',
    '/sign-up?error=%3Cb%3Ehello%3C%2Fb%3E',
    '/sign-in?error=toString',
    '/sign-in?error=',
  ])('%s shows nothing it was given', async (path) => {
    renderAt(path);
    expect(await shown()).toBeNull();
    expect(document.body.textContent).not.toMatch(/Call \+1|hello|toString/);
  });

  it('a wait without valid seconds still reads as a wait', async () => {
    renderAt('/sign-in?error=busy&retry=-5');
    expect(await shown()).toBe('Too many sign-ins right now, try again in 60 seconds');
  });

  it('the app’s own sign-in says so too when the hashing line is full', async () => {
    const useremail = 'busy-form@example.com';
    const userpassword = 'correct-horse';
    const signup = await call(server.ctx, 'POST', '/api/signup', {
      body: { username: 'Busy', useremail, userpassword },
    });
    expect(signup.status).toBe(201);
    renderAt('/sign-in');
    await screen.findByLabelText('Email');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: useremail } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: userpassword } });
    // The line may refuse some of these fillers itself (it also caps the wait in time): it is full.
    const hashes = Array.from({ length: hashSlots + hashQueueLimit }, () =>
      hashPassword('x').catch(() => {}),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Too many sign-ins right now, try again in \d+ seconds$/,
    );
    await Promise.all(hashes);
  });
});
