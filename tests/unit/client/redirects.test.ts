// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isPublicPath, resolveRedirect } from '../../../src/app/redirects.ts';

const visitor = null;
const pending = { role: null };
const candidate = { role: 'candidate' as const };
const recruiter = { role: 'recruiter' as const };
const go = (pathname: string, session: { role?: 'candidate' | 'recruiter' | null } | null, matched = true) =>
  resolveRedirect({ pathname, session, matched });

describe('redirect rules', () => {
  it.each([
    '/',
    '/home',
    '/jobs',
    '/jobs/Info/frontend-dev-x1y2',
    '/companies',
    '/company/42/jobs',
    '/feed',
    '/Feed',
    '/sign-in',
    '/sign-up',
    '/home/',
  ])('lets a visitor open the public screen %s', (path) => {
    expect(isPublicPath(path)).toBe(true);
    expect(go(path, visitor)).toBeNull();
  });

  it.each([
    '/onboard',
    '/activity',
    '/Activity',
    '/account',
    '/Account',
    '/jobs/post-job',
    '/jobs/Info/Applicants/x1',
  ])('sends a visitor from %s to /sign-in', (path) => {
    expect(go(path, visitor)).toBe('/sign-in');
  });

  it('lets a visitor see the 404 page of an unknown path', () => {
    expect(go('/no/such/page', visitor, false)).toBeNull();
  });

  it('sends a session without a role to /onboard from anywhere but /onboard', () => {
    expect(go('/home', pending)).toBe('/onboard');
    expect(go('/sign-in', pending)).toBe('/onboard');
    expect(go('/jobs', { role: undefined })).toBe('/onboard');
    expect(go('/onboard', pending)).toBeNull();
  });

  it('sends a signed-in user with a role from sign-in and sign-up to /home', () => {
    expect(go('/sign-in', candidate)).toBe('/home');
    expect(go('/sign-up', recruiter)).toBe('/home');
    expect(go('/SIGN-IN/', recruiter)).toBe('/home');
  });

  it('leaves a signed-in user with a role where they are elsewhere', () => {
    for (const path of ['/', '/home', '/jobs', '/activity', '/account', '/onboard']) {
      expect(go(path, candidate)).toBeNull();
    }
    expect(go('/nope', recruiter, false)).toBeNull();
  });
});
