// What the navbar shows a signed-in user only, in one lazily loaded chunk (signed-in-slot.tsx).
import { LiveBell } from './live-bell.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { PendingBadge } from './pending-badge.tsx';

export default function SignedInExtras() {
  return (
    <>
      <PendingBadge />
      <NotificationBell />
      <LiveBell />
    </>
  );
}
