// The bell with the unread count, for signed-in users, loaded after the first screen. An installed
// app shows the same count on its icon.
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { queryClient } from '../../app/query-client.ts';
import { unreadOptions } from './notifications-query.ts';

function useAppBadge(count: number) {
  useEffect(() => {
    if (!('setAppBadge' in navigator)) return;
    const done = count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge();
    done.catch(() => {}); // not installed, or not allowed: the bell still shows it
  }, [count]);
}

function Bell() {
  const { data } = useQuery(unreadOptions());
  const unread = data?.unread ?? 0;
  useAppBadge(unread);
  return (
    <Link
      to="/notifications"
      className="navbar-bell"
      aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
    >
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {unread > 0 && (
        <span className="navbar-bell-count" data-testid="bell-count">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}

export function NotificationBell() {
  return (
    <QueryClientProvider client={queryClient}>
      <Bell />
    </QueryClientProvider>
  );
}
