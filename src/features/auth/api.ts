// Sign-in, registration and Google sign-in calls, and the screens' submit. These need the network:
// offline they say so instead of queueing: only the outbox's writes wait for the network.
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { GoogleAuthBody, SessionResponse, SigninBody, SignupBody } from '../../../contract/auth.ts';
import { http, isNetworkError } from '../../lib/http.ts';
import { isOffline } from '../../offline/index.ts';

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

/** One sign-in attempt: the form's, or Google's (which is always "Signing in"). */
type Attempt = { via: 'form' | 'google'; work: () => Promise<void> };

/**
 * The shared submit of an auth screen, its form and its Google button: needs the network, one
 * request at a time, and one visible error, from whichever was tried last.
 */
export function useAuthSubmit(action: AuthAction, run: (form: FormData) => Promise<void>) {
  const attempt = useMutation({
    mutationFn: ({ via, work }: Attempt) => {
      const doing = via === 'google' ? 'Signing in' : action;
      if (isOffline()) throw new Error(offlineAuthMessage(doing));
      return work();
    },
  });
  const via = attempt.variables?.via;
  const error = attempt.error && authErrorMessage(attempt.error, via === 'google' ? 'Signing in' : action);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    attempt.mutate({ via: 'form', work: () => run(form) });
  };

  return {
    error,
    busy: attempt.isPending && via === 'form',
    googleBusy: attempt.isPending && via === 'google',
    onSubmit,
    /** Google's sign-in, sharing the screen's error line. */
    withGoogle: (work: () => Promise<void>) =>
      attempt.mutate(
        { via: 'google', work },
        { onError: (e) => console.log('Authentication failed:', authErrorMessage(e, 'Signing in')) },
      ),
  };
}

export type AuthSubmit = ReturnType<typeof useAuthSubmit>;
