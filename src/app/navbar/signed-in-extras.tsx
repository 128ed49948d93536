// What the navbar shows a signed-in user only, in one lazily loaded chunk (signed-in-slot.tsx),
// and what such a session does once in the background: tell the server this device's time zone.
import { useEffect } from 'react';
import { reportTimeZone } from '../../lib/time-zone-report.ts';
import { LiveBell } from './live-bell.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { PendingBadge } from './pending-badge.tsx';

export default function SignedInExtras() {
  useEffect(reportTimeZone, []);
  return (
    <>
      <PendingBadge />
      <NotificationBell />
      <LiveBell />
    </>
  );
}
