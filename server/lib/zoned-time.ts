// A time as a person reads it in their own zone, with the zone named, for mails and messages the
// server writes (the browser formats its own screens).

/** "Tuesday 1 December 2026, 15:00–15:45 (Europe/Lisbon)". */
export function zonedSpan(startsAt: string | Date, minutes: number, timeZone: string): string {
  const start = new Date(startsAt);
  const end = new Date(start.getTime() + minutes * 60_000);
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(start);
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${day}, ${clock.format(start)}–${clock.format(end)} (${timeZone})`;
}
