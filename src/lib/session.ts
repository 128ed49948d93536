// The session lives in the `hireloop` cookie: the whole login response as JSON (path /, 365 days).
// Components read it through useSession(), which re-renders when it is saved or cleared.
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import type { SessionResponse } from '../../contract/auth.ts';
import type { Role } from '../../contract/common.ts';

export type Session = SessionResponse;
export const SESSION_COOKIE = 'hireloop';
// Secure whenever the app is served over https (plain http only on 127.0.0.1 in development).
const cookieOptions = () =>
  ({
    path: '/',
    expires: 365,
    sameSite: 'lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  }) as const;

const listeners = new Set<() => void>();
let cachedRaw: string | undefined;
let cachedSession: Session | null = null;

function isSession(value: unknown): value is Session {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.token === 'string' && v.token.length > 0;
}

/** The stored session, or null when there is none or the cookie is unreadable. */
export function getSession(): Session | null {
  const raw = Cookies.get(SESSION_COOKIE);
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  cachedSession = null;
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isSession(parsed)) cachedSession = parsed;
    } catch {
      // A damaged cookie counts as no session.
    }
  }
  return cachedSession;
}

function notify() {
  for (const l of listeners) l();
}

export function saveSession(session: Session) {
  Cookies.set(SESSION_COOKIE, JSON.stringify(session), cookieOptions());
  notify();
}

/** After onboarding: the server has given the user a role, keep the rest of the session. */
export function setRole(role: Role) {
  const current = getSession();
  if (!current) return;
  saveSession({ ...current, role });
}

export function clearSession() {
  Cookies.remove(SESSION_COOKIE, { path: '/' });
  notify();
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
