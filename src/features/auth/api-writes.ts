// Forgot password, reset and email verification: the calls and their submit. These need the network:
// offline they say so instead of queueing.
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type {
  EmailStatusResponse,
  ForgotPasswordBody,
  MessageResponse,
  ResetPasswordBody,
  VerifyEmailBody,
} from '../../../contract/account-recovery.ts';
import type { SessionResponse } from '../../../contract/auth.ts';
import { type ApiTransport, http, isApiError, isNetworkError } from '../../lib/http.ts';
import { isOffline } from '../../offline/index.ts';

export const forgotPassword = (body: ForgotPasswordBody) =>
  http.post<MessageResponse>('/auth/forgot-password', body, { auth: false });

export const resetPassword = (body: ResetPasswordBody) =>
  http.post<SessionResponse>('/auth/reset-password', body, { auth: false });

/**
 * Why a reset link would be refused (the server's words), or null when it works or cannot be
 * asked now (offline: the form still tries, and says why it failed). The link stays unused.
 */
export async function resetLinkProblem(token: string, transport?: ApiTransport): Promise<string | null> {
  try {
    await http.post<MessageResponse>('/auth/reset-password/check', { token }, { auth: false, transport });
    return null;
  } catch (err) {
    return isApiError(err) && err.status < 500 ? err.message : null;
  }
}

/** Sent with the session when there is one: a link for another account is then refused. */
export const verifyEmail = (body: VerifyEmailBody) => http.post<MessageResponse>('/auth/verify-email', body);

export const resendVerification = () => http.post<MessageResponse>('/auth/resend-verification');

export const emailStatusQueryOptions = (userId: string) => ({
  queryKey: ['account', userId, 'email-status'] as const,
  queryFn: () => http.get<EmailStatusResponse>('/account/email-status').then((r) => r.data),
  // Asked again on each page load: the address may have been confirmed on another device or tab.
  staleTime: 0,
});

export const recoveryOfflineMessage =
  'You are offline. This needs the network — check your connection and try again.';

export function recoveryErrorMessage(error: unknown): string {
  if (isNetworkError(error)) {
    return error.offline
      ? recoveryOfflineMessage
      : "Can't reach the server right now. Please try again in a moment.";
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/** A recovery form's submit: the network or a clear "offline", one request at a time. */
export function useRecoverySubmit<T>(run: (form: FormData) => Promise<T>) {
  const attempt = useMutation({
    mutationFn: (form: FormData) => {
      if (isOffline()) throw new Error(recoveryOfflineMessage);
      return run(form);
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    attempt.mutate(new FormData(event.currentTarget));
  };
  return {
    onSubmit,
    busy: attempt.isPending,
    done: attempt.isSuccess,
    data: attempt.data,
    error: attempt.error ? recoveryErrorMessage(attempt.error) : null,
  };
}

/** "Resend" on the banner: a new verify link; offline it says so. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => {
      if (isOffline()) throw new Error(recoveryOfflineMessage);
      return resendVerification();
    },
  });
}
