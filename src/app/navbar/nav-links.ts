// Which links the navigation bar shows where, by role and page.
import type { LinkProps } from '@tanstack/react-router';
import type { Role } from '../../../contract/common.ts';

export type NavLink = { to: NonNullable<LinkProps['to']>; label: string };

const HOME: NavLink = { to: '/home', label: 'Home' };
const JOBS: NavLink = { to: '/jobs', label: 'Jobs' };
const FEED: NavLink = { to: '/feed', label: 'Feed' };

export type NavMode = 'hidden' | 'auth' | 'app';

/** The pages of someone not signed in, getting in: sign-in, sign-up and password recovery. */
const AUTH_PAGES = new Set(['/sign-in', '/sign-up', '/forgot-password', '/reset-password']);

/** Pages a mailed link opens, signed in or not: a visitor there is getting in, not using the app. */
const LINK_PAGES = new Set(['/verify-email', '/confirm-email']);

export function navMode(pathname: string, signedIn = false): NavMode {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (path === '/onboard') return 'hidden';
  if (AUTH_PAGES.has(path)) return 'auth';
  if (LINK_PAGES.has(path) && !signedIn) return 'auth';
  return 'app';
}

export function navLinks(mode: NavMode, role: Role | null | undefined): NavLink[] {
  if (mode === 'hidden') return [];
  if (mode === 'auth') {
    return [
      { to: '/sign-in', label: 'Login' },
      { to: '/sign-up', label: 'Register' },
    ];
  }
  if (role === 'candidate') {
    return [
      HOME,
      JOBS,
      { to: '/companies', label: 'Companies' },
      FEED,
      { to: '/saved', label: 'Saved' },
      { to: '/activity', label: 'Activity' },
    ];
  }
  // A company's member (every recruiter is one) finds the applications they interview here.
  if (role === 'recruiter') return [HOME, JOBS, { to: '/interviews', label: 'Interviews' }, FEED];
  return [HOME, JOBS, FEED];
}
