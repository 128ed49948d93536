// A time relative to now ('3 minutes ago', 'in 2 days') on a screen the server may render: its HTML,
// and the hydrating render, hold the calendar day (in UTC, the same on every clock and in every time
// zone); the relative text follows right after hydration and keeps up with the clock. A string, so
// that 'Posted 3 minutes ago' stays one run of text in its element.
import { formatDate, relativeTime } from './relative-time.ts';
import { useNow } from './use-now.ts';

export function useRelativeTime(date: Date | string | number): string {
  const now = useNow();
  return now === null ? formatDate(date, { utc: true }) : relativeTime(date, now);
}
