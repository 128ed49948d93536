// The client-side redirect rules (who may see which screen, and where the others go), kept pure so
// they can be tested without a router. The server enforces access on its own; this is only UX.
import type { Role } from '../../contract/common.ts';

export type RedirectInput = {
  pathname: string;
  session: { role?: Role | null } | null;
  /** False when no route matches the path: the 404 page is public. */
  matched: boolean;
};

// Lower-case: the router matches paths case-insensitively (/Feed and /feed are one screen).
const PUBLIC_PATTERNS = [
  /^\/$/,
  /^\/home$/,
  /^\/jobs$/,
  /^\/jobs\/info\/[^/]+$/,
  /^\/companies$/,
  /^\/company\/[^/]+\/jobs$/,
  /^\/feed$/,
  /^\/sign-in$/,
  /^\/sign-up$/,
  /^\/forgot-password$/,
  /^\/reset-password$/,
  /^\/verify-email$/,
  /^\/confirm-email$/,
  /^\/team\/join$/,
];

// A mailed link works whoever is signed in on this device, onboarded or not.
const LINK_PAGES = new Set([
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/confirm-email',
  '/team/join',
]);

const AUTH_PAGES = new Set(['/sign-in', '/sign-up']);

export function normalizePath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower;
}

export function isPublicPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return PUBLIC_PATTERNS.some((re) => re.test(path));
}

/** Where to send the user instead, or null to stay. */
export function resolveRedirect({ pathname, session, matched }: RedirectInput): string | null {
  const path = normalizePath(pathname);
  if (!session) {
    if (!matched || isPublicPath(path)) return null;
    return '/sign-in';
  }
  if (LINK_PAGES.has(path)) return null;
  if (!session.role) return path === '/onboard' ? null : '/onboard';
  if (AUTH_PAGES.has(path)) return '/home';
  return null;
}
