// The account's own data: download it, move it to another address, delete it. Each needs the
// network and says so offline: nothing here is queued, since each asks for a password now.
// The calls, and the mutations the "Your data" components and the confirm page use.
import type { AccountDataMessage, AccountExport } from '../../../contract/account-data.ts';
import type { ChangeEmailBody } from '../../../contract/email-change.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { http, isNetworkError } from '../../lib/http.ts';
import { isOffline } from '../../offline/index.ts';
import { toast } from '../../ui/toaster/toast.ts';
import { ACCOUNT_ROOT, logout } from './api.ts';

export const DATA_OFFLINE = 'You are offline. This needs the network — connect and try again.';

function needNetwork() {
  if (isOffline()) throw new Error(DATA_OFFLINE);
}

export function accountDataError(e: unknown): string {
  if (isNetworkError(e))
    return e.offline ? DATA_OFFLINE : "Can't reach the server right now. Please try again.";
  // Firebase's own texts name codes ("Firebase: Error (auth/…)"): the popup's are said plainly.
  const code = (e as { code?: unknown } | null)?.code;
  if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request')
    return 'The Google window was closed before you confirmed: your account was not deleted.';
  if (code === 'auth/popup-blocked')
    return 'Your browser blocked the Google window. Allow pop-ups and try again.';
  if (e instanceof Error && e.message) return e.message;
  return 'Something went wrong. Please try again.';
}

/** The file's name, as the server names its download. */
export const exportFileName = (data: AccountExport) => `hireloop-data-${data.exportedAt.slice(0, 10)}.json`;

/** Fetches the export (the bearer token cannot ride on a plain link) and saves it as a file. */
async function downloadMyData(): Promise<void> {
  needNetwork();
  const data = await http.get<AccountExport>('/account/export');
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: exportFileName(data) });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click ran; the address is kept a little for slow ones.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

function requestEmailChange(body: ChangeEmailBody) {
  needNetwork();
  return http.post<AccountDataMessage>('/account/email', body);
}

/** No session needed: the link is the proof (it may be opened on another device). */
function confirmEmailChange(token: string) {
  needNetwork();
  return http.post<AccountDataMessage>('/account/email/confirm', { token }, { auth: false });
}

/** How the person confirms: their password, or for an account that signs in with Google only, Google. */
export type DeleteConfirmation = { password: string } | 'google';

/** A fresh Google sign-in (the popup) whose ID token the server checks against this account's. */
async function googleProof(): Promise<{ idToken: string }> {
  const { signInWithGoogle } = await import('../../lib/firebase.ts');
  return { idToken: (await signInWithGoogle()).idToken };
}

async function deleteMyAccount(confirmation: DeleteConfirmation) {
  needNetwork();
  const body = confirmation === 'google' ? await googleProof() : confirmation;
  return http.post<AccountDataMessage>('/account/delete', body);
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });

export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });

/** The account shows the address: it is read again once moved. */
export function useConfirmEmailChange(token: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmEmailChange(token ?? ''),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_ROOT }),
  });
}

/** Once deleted, this device forgets the account as a logout does, and the sign-in page follows. */
export function useDeleteMyAccount() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteMyAccount,
    onSuccess: async (answer) => {
      await logout({ endedOnServer: true });
      toast({ title: answer.message, type: 'success' });
      await navigate({ to: '/sign-in', replace: true });
    },
  });
}
