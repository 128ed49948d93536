// Sign-in, registration and Google sign-in calls. These need the network: offline they say so
// instead of queueing: only the outbox's writes wait for the network.
import type { GoogleAuthBody, SessionResponse, SigninBody, SignupBody } from '../../../contract/auth.ts';
import { http, isNetworkError } from '../../lib/http.ts';

export const signIn = (body: SigninBody) => http.post<SessionResponse>('/signin', body, { auth: false });

export const signUp = (body: SignupBody) =>
  http.post<{ success: true; message: string }>('/signup', body, { auth: false });

export const googleAuth = (body: GoogleAuthBody) =>
  http.post<SessionResponse>('/google-auth', body, { auth: false });

type AuthAction = 'Signing in' | 'Registering';

export const offlineAuthMessage = (action: AuthAction) =>
  `You are offline. ${action} needs the network — check your connection and try again.`;

/** What to show under a form when a call failed. */
export function authErrorMessage(error: unknown, action: AuthAction): string {
  if (isNetworkError(error)) {
    return error.offline
      ? offlineAuthMessage(action)
      : "Can't reach the server right now. Please try again in a moment.";
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request') {
    return 'The Google window was closed before signing in finished.';
  }
  if (code === 'auth/popup-blocked')
    return 'Your browser blocked the Google window. Allow pop-ups and try again.';
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
