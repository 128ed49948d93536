// The bell with the unread count, for signed-in users, loaded after the first screen. An installed
// app shows the same count on its icon.
import { chakra, defineStyle } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { barIconButton } from '../../ui/bar-icon-button.ts';
import { unreadOptions } from '../../features/notifications/api.ts';
import { BellIcon } from '../../ui/bell-icon.tsx';

const bellStyle = defineStyle({
  ...barIconButton,
  position: 'relative',
  display: 'inline-flex',
  '& .bell-count': {
    position: 'absolute',
    top: '0.5',
    right: '0.5',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minW: '4.5',
    h: '4.5',
    px: '1',
    rounded: 'full',
    bg: 'red.solid',
    color: 'white',
    fontSize: '2xs',
    fontWeight: 'bold',
    // A unitless line height multiplies the font size: the digit must sit inside the 18 px dot.
    lineHeight: '1',
  },
});

function useAppBadge(count: number) {
  useEffect(() => {
    if (!('setAppBadge' in navigator)) return;
    const done = count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge();
    done.catch(() => {}); // not installed, or not allowed: the bell still shows it
  }, [count]);
}

export function NotificationBell() {
  const { data } = useQuery(unreadOptions());
  // A thread with unread messages holds one unread notification until it is read, so this count
  // already includes new messages; adding the message count again would count each one twice.
  const unread = data?.unread ?? 0;
  useAppBadge(unread);
  return (
    <chakra.span asChild css={bellStyle}>
      <Link to="/notifications" aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}>
        <BellIcon size={22} />
        {unread > 0 && (
          <span className="bell-count" data-testid="bell-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Link>
    </chakra.span>
  );
}
