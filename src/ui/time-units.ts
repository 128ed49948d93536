// The units of a relative time, largest first, with their length in seconds. Imports nothing: the
// visitor's document script (src/visitor.ts) shares it without bringing the app along.
export const TIME_UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];
