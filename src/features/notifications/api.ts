// The signed-in user's notifications: the bell's unread count and the /notifications list. Their
// keys start with 'account', so they are kept for offline reading like the account
// (src/lib/persist-account.ts).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { NotificationsResponse } from '../../../contract/notifications.ts';
import { http, pagePath } from '../../lib/http.ts';

export const notificationKeys = {
  all: ['account', 'notifications'] as const,
  unread: ['account', 'notifications', 'unread'] as const,
  list: ['account', 'notifications', 'list'] as const,
};

/** Polled while the app is visible (TanStack Query pauses it in the background); mostly a 304. */
export const unreadOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => http.get<NotificationsResponse>('/notifications?limit=1', { signal }),
    refetchInterval: 60_000,
    staleTime: 30_000,
    retry: false,
  });

export const notificationListOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) =>
      http.get<NotificationsResponse>(pagePath('/notifications', { limit: 20, cursor: pageParam }), {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
