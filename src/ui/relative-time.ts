// Relative times ('3 hours ago', 'in 2 days') and calendar dates, shared by every screen.
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

let rtf: Intl.RelativeTimeFormat | undefined;

const toDate = (date: Date | string | number) => (date instanceof Date ? date : new Date(date));

/** '3 hours ago', '1 day ago', 'in 5 days'; 'just now' within ten seconds. '' for an invalid date. */
export function relativeTime(date: Date | string | number, now: number = Date.now()): string {
  const time = toDate(date).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  if (Math.abs(seconds) < 10) return 'just now';
  rtf ??= new Intl.RelativeTimeFormat('en', { numeric: 'always' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return rtf.format(Math.trunc(seconds / size), unit);
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
  return d.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(options.utc ? { timeZone: 'UTC' } : {}),
  });
}
