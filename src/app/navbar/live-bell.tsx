// Keeps the bell current between its polls: a live event for a new notification (written on any
// server) makes it ask for the count at once. Renders nothing; part of the signed-in chunk, so the
// stream opens only after the first screen.
import { useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../../lib/notification-keys.ts';
import { useLiveEvents } from '../../lib/live-events.ts';

export function LiveBell() {
  const client = useQueryClient();
  useLiveEvents((event) => {
    // A message, or a thread read on another tab, adds or clears that thread's unread notification.
    if (['notification', 'message', 'seen', 'reset'].includes(event.type)) {
      void client.invalidateQueries({ queryKey: notificationKeys.all });
    }
  });
  return null;
}
