// The session lives in the `hireloop` cookie: the whole login response as JSON (path /, 365 days).
// Components read it through useSession(), which re-renders when it is saved or cleared, here or
// in another tab of the app: a logout reaches every tab (BroadcastChannel), which then drops the
// session and stops the work it started for it.
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
/** Tokens signed out in some tab: another tab may still read the old cookie for a moment. */
const revoked = new Set<string>();
/** Aborted when the current session ends, so the work started for it stops. */
let ended = new AbortController();

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
      if (isSession(parsed) && !revoked.has(parsed.token)) cachedSession = parsed;
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
  revoked.delete(session.token);
  Cookies.set(SESSION_COOKIE, JSON.stringify(session), cookieOptions());
  notify();
}

/** After onboarding: the server has given the user a role, keep the rest of the session. */
export function setRole(role: Role) {
  const current = getSession();
  if (!current) return;
  saveSession({ ...current, role });
}

const CHANNEL = 'hireloop-session';
type SignedOut = { type: 'signed-out'; token: string };
let channel: BroadcastChannel | null | undefined;

function sessionChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  channel?.addEventListener('message', (event: MessageEvent<SignedOut>) => {
    if (event.data?.type !== 'signed-out') return;
    revoked.add(event.data.token);
    endSession();
  });
  // Node (the unit tests) would otherwise stay alive for the channel; browsers have no unref.
  (channel as { unref?: () => void } | null)?.unref?.();
  return channel;
}
if (typeof window !== 'undefined') sessionChannel();

function endSession() {
  cachedRaw = undefined;
  cachedSession = null;
  ended.abort();
  ended = new AbortController();
  notify();
}

/**
 * Tells every other tab of the app that this session is over: they drop it, stop its work and show
 * the signed-out screens at once, before this tab wipes the device.
 */
export function signOutEverywhere() {
  const token = getSession()?.token;
  if (token) sessionChannel()?.postMessage({ type: 'signed-out', token } satisfies SignedOut);
}

export function clearSession() {
  signOutEverywhere();
  Cookies.remove(SESSION_COOKIE, { path: '/' });
  endSession();
}

/** Aborted when the session of this moment ends, by a logout in this tab or in any other. */
export function sessionSignal(): AbortSignal {
  sessionChannel();
  return ended.signal;
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
