// Dates, times and relative times read as the browser's own en-US formatters would write them.
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, relativeTime } from '../../../src/ui/relative-time.ts';

const dateTime = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
const date = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone });
// Recent ICU puts a narrow no-break space before AM/PM; ours is a plain one.
const plain = (text: string) => text.replace(/\u202f/g, ' ');

const samples = [
  Date.UTC(2030, 5, 3, 16, 5),
  Date.UTC(2030, 0, 1, 0, 0),
  Date.UTC(2029, 11, 31, 23, 59),
  Date.UTC(2031, 1, 28, 12, 0),
  Date.UTC(2031, 6, 4, 11, 30),
];

describe('dates and times', () => {
  it('writes UTC dates and times as the en-US formatter does, saying UTC after a time', () => {
    expect(formatDateTime(Date.UTC(2030, 5, 3, 16, 5), { utc: true })).toBe('Jun 3, 2030, 4:05 PM UTC');
    expect(formatDate(Date.UTC(2030, 5, 30, 23, 59), { utc: true })).toBe('Jun 30, 2030');
    for (const at of samples) {
      expect(formatDateTime(at, { utc: true })).toBe(`${plain(dateTime('UTC').format(at))} UTC`);
      expect(formatDate(at, { utc: true })).toBe(date('UTC').format(at));
    }
  });

  it('writes local dates and times in the browser time zone', () => {
    for (const at of samples) {
      expect(formatDateTime(new Date(at).toISOString())).toBe(plain(dateTime().format(at)));
      expect(formatDate(new Date(at))).toBe(date().format(at));
    }
  });

  it('writes relative times as the en-US relative formatter does', () => {
    const now = Date.UTC(2030, 5, 3, 12, 0);
    const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
    const cases: [number, number, Intl.RelativeTimeFormatUnit][] = [
      [-3 * 3600, -3, 'hour'],
      [-86_400, -1, 'day'],
      [5 * 86_400, 5, 'day'],
      [-45, -45, 'second'],
      [90, 1, 'minute'],
      [-8 * 86_400, -1, 'week'],
      [-400 * 86_400, -1, 'year'],
      [61 * 86_400, 2, 'month'],
    ];
    for (const [seconds, amount, unit] of cases) {
      expect(relativeTime(now + seconds * 1000, now)).toBe(rtf.format(amount, unit));
    }
    expect(relativeTime(now - 2000, now)).toBe('just now');
  });

  it('gives an empty string for a date that cannot be read', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(relativeTime('not a date')).toBe('');
  });
});
