// Small formatters for the feed's posts.

const formats = new Map<boolean, Intl.DateTimeFormat>();

/**
 * A post's date and time, e.g. "Jun 3, 2030, 4:05 PM", in the browser's time zone; with `utc`, in
 * UTC and saying so (what a page the server renders can hold for every visitor). '' when invalid.
 */
export function formatDateTime(value: string | number, { utc = false }: { utc?: boolean } = {}): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  let format = formats.get(utc);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      ...(utc ? { timeZone: 'UTC' } : {}),
    });
    formats.set(utc, format);
  }
  return utc ? `${format.format(d)} UTC` : format.format(d);
}
