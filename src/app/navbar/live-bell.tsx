// Keeps the bell current between its polls: a live event for a new notification (written on any
// server) makes it ask for the count at once. Renders nothing; part of the signed-in chunk, so the
// stream opens only after the first screen.
import { useGatheredRefresh } from '../../lib/gathered-refresh.ts';
import { useLiveEvents } from '../../lib/live-events.ts';
import { notificationKeys } from '../../lib/notification-keys.ts';

export function LiveBell() {
  const refresh = useGatheredRefresh();
  useLiveEvents((event) => {
    // The other side's message, or a thread read on another tab, adds or clears that thread's
    // unread notification; a message of my own changes nothing of mine.
    const counts =
      event.type === 'notification' ||
      event.type === 'seen' ||
      event.type === 'reset' ||
      (event.type === 'message' && !event.byYou);
    if (counts) refresh(notificationKeys.all);
  });
  return null;
}
