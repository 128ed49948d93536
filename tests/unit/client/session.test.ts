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
