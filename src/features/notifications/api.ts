// The signed-in user's notifications: the bell's unread count, the /notifications list and every
// change to them. Their keys start with 'account', so they are kept for offline reading like the
// account (src/offline/persist-account.ts).
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MarkReadBody,
  MarkReadResponse,
  NotificationsResponse,
} from '../../../contract/notifications.ts';
import type { PushTopic } from '../../../contract/push.ts';
import { ApiError, errorMessage, http, pagePath } from '../../lib/http.ts';
import { toast } from '../../ui/toaster/toast.ts';
import { changeTopics, readDevicePush, turnOff, turnOn } from '../../lib/device-push.ts';
import { notificationKeys } from '../../lib/notification-keys.ts';

/**
 * Asking again helps with a server error only. Offline, a retry would wait for the network and the
 * screen would spin until then: it fails at once instead, and shows the device's copy or says why.
 */
const retryServerErrors = (count: number, error: unknown) =>
  error instanceof ApiError && error.status >= 500 && count < 2;

/**
 * Polled while the app is visible (TanStack Query pauses it in the background); mostly a 304.
 * A reload asks at once: the count kept on the device is only shown until the answer comes.
 */
export const unreadOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => http.get<NotificationsResponse>('/notifications?limit=1', { signal }),
    refetchInterval: 60_000,
    refetchOnMount: 'always',
    staleTime: 30_000,
    retry: false,
  });

/** Opening /notifications always asks the server; the device's copy shows meanwhile, and offline. */
export const notificationListOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: async ({ pageParam, signal, client }) => {
      const page = await http.get<NotificationsResponse>(
        pagePath('/notifications', { limit: 20, cursor: pageParam }),
        { signal },
      );
      // The first page carries the unread count too: the bell shows it at once (and keeps it).
      if (!pageParam) client.setQueryData(notificationKeys.unread, { ...page, data: page.data.slice(0, 1) });
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
    retry: retryServerErrors,
  });

/** Marks some (`{ids}`) or all (`{all: true}`) of your notifications read; the bell and list follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkReadBody) => http.put<MarkReadResponse>('/notifications/read', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    onError: (err) => toast({ title: errorMessage(err, 'Could not mark as read'), type: 'error' }),
  });
}

/** Whether this device is pushed to, can be, or cannot (and why), with its per-kind switches. */
export const devicePushOptions = () =>
  queryOptions({
    queryKey: notificationKeys.devicePush,
    queryFn: readDevicePush,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** One change of this device's push settings; the control reads the device again after it. */
function usePushChange<T>(change: (input: T) => Promise<void>, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onError: (err) => toast({ title: errorMessage(err, failure), type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.devicePush }),
  });
}

/** "Turn on notifications on this device": asks permission now, subscribes, tells the server. */
export const useTurnOnPush = () =>
  usePushChange((topics: PushTopic[]) => turnOn(topics), 'Could not turn on notifications');
export const useTurnOffPush = () => usePushChange(() => turnOff(), 'Could not turn off notifications');
export const usePushTopics = () =>
  usePushChange((topics: PushTopic[]) => changeTopics(topics), 'Could not change what is pushed');
