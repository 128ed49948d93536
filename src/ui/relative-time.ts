// Relative times ('3 hours ago', 'in 2 days') and calendar dates, shared by every screen.
// Written out in English rather than with Intl: a page's first Intl formatter loads the browser's
// locale data, a 40–80 ms task while the page starts (docs/benchmarks.md).
import { TIME_UNITS } from './time-units.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const toDate = (date: Date | string | number) => (date instanceof Date ? date : new Date(date));

/** '3 hours ago', '1 day ago', 'in 5 days'; 'just now' within ten seconds. '' for an invalid date. */
export function relativeTime(date: Date | string | number, now: number = Date.now()): string {
  const time = toDate(date).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  if (Math.abs(seconds) < 10) return 'just now';
  for (const [unit, size] of TIME_UNITS) {
    if (Math.abs(seconds) >= size) {
      const count = Math.trunc(Math.abs(seconds) / size);
      const amount = `${count} ${unit}${count === 1 ? '' : 's'}`;
      return seconds < 0 ? `${amount} ago` : `in ${amount}`;
    }
  }
  return '';
}

/**
 * 'Jun 30, 2030'. Deadlines are entered as a calendar day and stored as the end of that day in
 * UTC: pass `{ utc: true }` so every time zone shows the day the recruiter picked.
 */
export function formatDate(date: Date | string | number, options: { utc?: boolean } = {}): string {
  const d = toDate(date);
  if (Number.isNaN(d.getTime())) return '';
  return options.utc
    ? `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`
    : `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}

/**
 * 'Jun 3, 2030, 4:05 PM' in the browser's time zone; with `utc`, in UTC and saying so (what a page
 * the server renders can hold for every visitor). '' for an invalid date.
 */
export function formatDateTime(date: Date | string | number, options: { utc?: boolean } = {}): string {
  const d = toDate(date);
  if (Number.isNaN(d.getTime())) return '';
  const [hours, minutes] = options.utc
    ? [d.getUTCHours(), d.getUTCMinutes()]
    : [d.getHours(), d.getMinutes()];
  const time = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${formatDate(d, options)}, ${time}${options.utc ? ' UTC' : ''}`;
}
