// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  getSession,
  getToken,
  SESSION_COOKIE,
  type Session,
  saveSession,
  sessionSignal,
  setRole,
} from '../../../src/lib/session.ts';

const session: Session = {
  success: true,
  message: 'Login successful',
  token: 'jwt-token',
  role: null,
  user: { _id: 'u1', username: 'Ada', useremail: 'ada@example.com', image: null },
};

afterEach(() => clearSession());

describe('session cookie', () => {
  it('stores the whole login response as JSON in the hireloop cookie', () => {
    saveSession(session);
    expect(JSON.parse(Cookies.get(SESSION_COOKIE) ?? '')).toEqual(session);
    expect(getSession()).toEqual(session);
    expect(getToken()).toBe('jwt-token');
  });

  it('sets the role after onboarding and keeps the rest', () => {
    saveSession(session);
    setRole('candidate');
    expect(getSession()).toEqual({ ...session, role: 'candidate' });
  });

  it('clears the session', () => {
    saveSession(session);
    clearSession();
    expect(getSession()).toBeNull();
    expect(getToken()).toBeNull();
  });

  it('treats a damaged or token-less cookie as no session', () => {
    Cookies.set(SESSION_COOKIE, '{not json');
    expect(getSession()).toBeNull();
    Cookies.set(SESSION_COOKIE, JSON.stringify({ role: 'candidate' }));
    expect(getSession()).toBeNull();
  });
});

describe('a logout in another tab', () => {
  it('ends the session here at once, even while this tab still reads the old cookie', async () => {
    saveSession(session);
    const ended = new Promise((resolve) => sessionSignal().addEventListener('abort', resolve));
    const otherTab = new BroadcastChannel('hireloop-session');
    otherTab.postMessage({ type: 'signed-out', token: session.token });
    await ended;
    otherTab.close();
    expect(Cookies.get(SESSION_COOKIE)).toBeDefined();
    expect(getSession()).toBeNull();
    expect(sessionSignal().aborted).toBe(false); // the next session's work starts afresh

    saveSession({ ...session, token: 'next-token' });
    expect(getToken()).toBe('next-token');
  });

  it('is told of a logout here', async () => {
    saveSession(session);
    const otherTab = new BroadcastChannel('hireloop-session');
    const heard = new Promise((resolve) => otherTab.addEventListener('message', (e) => resolve(e.data)));
    clearSession();
    expect(await heard).toEqual({ type: 'signed-out', token: session.token });
    otherTab.close();
  });
});
