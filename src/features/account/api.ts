// The signed-in user's own account: the same ['account', …] query the navbar avatar uses, the
// profile edits (they need the network and say so offline) and logout.
import type { ChangePasswordBody } from '../../../contract/account-recovery.ts';
import { offlineWrites, queuedRequest } from '../../../contract/offline-writes.ts';
import type { SessionsResponse } from '../../../contract/sessions.ts';
import type {
  CandidateAccountResponse,
  ProfileUpdatedResponse,
  RecruiterAccountResponse,
  UpdateCandidateBody,
  UpdateCompanyBody,
  UpdateRecruiterUserBody,
} from '../../../contract/profiles.ts';
import type {
  NotificationSettingBody,
  NotificationSettingsResponse,
} from '../../../contract/notification-settings.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http, isNetworkError } from '../../lib/http.ts';
import { isOffline, wipeLocalData } from '../../offline/index.ts';
import { clearSession, getToken, type Session, signOutEverywhere } from '../../lib/session.ts';
import { forgetDevice } from '../../lib/device-push.ts';
import { enqueue } from '../../offline/outbox.ts';
import { accountQueryOptions } from '../../lib/account-query.ts';
import { clearQueries } from '../../lib/query-client.ts';
import { toast } from '../../ui/toaster/toast.ts';

export type { CandidateAccountResponse, RecruiterAccountResponse };

export const ACCOUNT_ROOT = ['account'] as const;

/** The navbar's options: one cache entry feeds the avatar and this page. */
export const myAccountQueryOptions = (session: Session) =>
  accountQueryOptions(session.role, session.user?._id);

export const updateRecruiterUser = (body: UpdateRecruiterUserBody) =>
  http.put<ProfileUpdatedResponse>('/recruiter/userprofile', body);

export const updateCompanyProfile = (body: UpdateCompanyBody) =>
  http.put<ProfileUpdatedResponse>('/recruiter/companyprofile', body);

export const updateCandidateProfile = (body: UpdateCandidateBody) =>
  http.put<ProfileUpdatedResponse>('/candidate/profile', body);

export const PROFILE_OFFLINE = 'You are offline. Profile changes need the network — connect and try again.';

/**
 * Saving a profile dialog: `save` makes the uploads (if any) and the PUT; then the account, the
 * navbar's too, is fetched again. Needs the network: offline it says so instead of queueing.
 */
export function useSaveProfile(save: (form: FormData) => Promise<unknown>, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => {
      if (isOffline()) throw new Error(PROFILE_OFFLINE);
      return save(form);
    },
    onSuccess: async () => {
      toast({ title: 'Profile Updated Successfully', type: 'success' });
      onSaved();
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_ROOT });
    },
  });
}

export function profileErrorMessage(e: unknown): string {
  if (isNetworkError(e))
    return e.offline ? PROFILE_OFFLINE : "Can't reach the server right now. Please try again.";
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('storage/'))
    return 'The file could not be uploaded. Please try again.';
  if (e instanceof Error && e.message) return e.message;
  return 'Something went wrong. Please try again.';
}

/**
 * Logout ends the session on the server, and clears the cookie AND the local offline
 * copy (shared devices). Offline, or with the server down, it still logs out here. The other tabs
 * hear of it first, so they stop their downloads and writes before the wipe. `endedOnServer`: the
 * session is gone already (sign out everywhere, a deleted account), so there is nothing to end there.
 */
export async function logout({ endedOnServer = false } = {}): Promise<void> {
  const token = getToken();
  signOutEverywhere();
  // The browser stops this device's pushes at once; the server ends this device's session, and its
  // subscription with it, when the sign-out reaches it. Offline, the subscription's DELETE is queued.
  const [endpoint, reached] = await Promise.all([
    forgetDevice(),
    endedOnServer ||
      http.post('/signout', undefined, { signal: AbortSignal.timeout(5000) }).then(
        () => true,
        (err: unknown) => !isNetworkError(err),
      ),
  ]);
  try {
    await wipeLocalData();
  } catch (e) {
    console.log('Could not clear the offline data:', e);
  }
  // After the wipe, which empties the outbox: this entry is the one thing left to send.
  if (!reached && endpoint && token) await queueUnsubscribe(endpoint, token).catch(() => {});
  clearQueries();
  clearSession();
  // The Firebase SDK keeps its own sign-in (used for uploads) in IndexedDB: end it too.
  void import('../../lib/firebase.ts')
    .then((m) => m.getFirebaseAuth())
    .then((auth) => auth.signOut())
    .catch(() => {});
}

/** The DELETE of this device's push subscription, sent when the network is back (outbox). */
function queueUnsubscribe(endpoint: string, token: string) {
  return enqueue({
    kind: 'push-unsubscribe',
    request: queuedRequest(offlineWrites['push-unsubscribe'].routes.unsubscribe, {}, { endpoint }),
    token,
    ref: {},
  });
}

// The email and push switches per kind (in-app notifications are always on): kept on the device
// with the other account queries, so the page shows them offline; a change needs the network.
const settingsPath = '/account/notification-settings';

export const SETTINGS_OFFLINE =
  'You are offline. Email and push settings need the network: connect and try again.';

export const notificationSettingsOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['account', 'notification-settings', userId ?? 'anonymous'],
    queryFn: ({ signal }) => http.get<NotificationSettingsResponse>(settingsPath, { signal }),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Turns one switch; the server's answer (every switch) replaces the cached copy. */
export function useChangeNotificationSetting(userId: string | undefined) {
  const queryClient = useQueryClient();
  const { queryKey } = notificationSettingsOptions(userId);
  return useMutation({
    mutationFn: (change: NotificationSettingBody) => {
      if (isOffline()) throw new Error(SETTINGS_OFFLINE);
      return http.put<NotificationSettingsResponse>(settingsPath, change);
    },
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer),
  });
}

// The signed-in devices and the password (components/device-sessions.tsx, change-password.tsx):
// they need the network and say so offline.
export const SECURITY_OFFLINE = 'You are offline. This needs the network: connect and try again.';

export const deviceSessionsOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['account', 'sessions', userId ?? 'anonymous'],
    queryFn: ({ signal }) => http.get<SessionsResponse>('/account/sessions', { signal }).then((r) => r.data),
    enabled: Boolean(userId),
    retry: false,
  });

/** "Sign out" of one other device; the list is read again. */
export function useSignOutDevice(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => {
      if (isOffline()) throw new Error(SECURITY_OFFLINE);
      return http.delete<{ message: string }>(`/account/sessions/${encodeURIComponent(sessionId)}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceSessionsOptions(userId).queryKey }),
  });
}

/** "Sign out everywhere": every session ends on the server, then this device logs out as usual. */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: async () => {
      if (isOffline()) throw new Error(SECURITY_OFFLINE);
      await http.delete('/account/sessions');
      await logout({ endedOnServer: true });
    },
  });
}

export function useChangePassword(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => {
      if (isOffline()) throw new Error(SECURITY_OFFLINE);
      return http.put<{ message: string }>('/account/password', body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceSessionsOptions(userId).queryKey }),
  });
}
