// Small formatters for the feed's posts.

let dateTime: Intl.DateTimeFormat | undefined;

/** A post's date and time, e.g. "Jun 3, 2030, 4:05 PM"; '' for an invalid date. */
export function formatDateTime(value: string | number): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  dateTime ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTime.format(d);
}
