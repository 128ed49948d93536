// A moment shown in one person's time zone, with the zone named: "Monday, 30 November 2026 at 14:00
// Western European Standard Time (Europe/Lisbon)". Times are stored in UTC; every place that shows
// one to a person (a mail, a bell, a screen) says which zone it is in.

export function zonedTime(at: Date | string, timeZone: string): string {
  const when = new Date(at);
  const date = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(when);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(when);
  const zoneName = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'long' })
    .formatToParts(when)
    .find((part) => part.type === 'timeZoneName')?.value;
  const zone = zoneName && zoneName !== timeZone ? `${zoneName} (${timeZone})` : timeZone;
  return `${date} at ${time} ${zone}`;
}
