// A moment shown in one person's time zone, with the zone named: "Monday, 30 November 2026 at 14:00
// Western European Standard Time (Europe/Lisbon)". Times are stored in UTC; every place that shows
// one to a person (a mail, a bell, a screen) says which zone it is in.

type Formats = { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat; zone: Intl.DateTimeFormat };

// Making a DateTimeFormat costs far more than using one, and a burst of reminders formats
// thousands of times in a handful of zones: each zone's formats are made once.
const formatsByZone = new Map<string, Formats>();

function formatsOf(timeZone: string): Formats {
  let formats = formatsByZone.get(timeZone);
  if (!formats) {
    formats = {
      date: new Intl.DateTimeFormat('en-GB', {
        timeZone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
      time: new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
      zone: new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'long' }),
    };
    formatsByZone.set(timeZone, formats);
  }
  return formats;
}

/** "Tuesday 1 December 2026, 15:00–15:45 (Europe/Lisbon)": an interview's span, for its mails. */
export function zonedSpan(startsAt: Date | string, minutes: number, timeZone: string): string {
  const start = new Date(startsAt);
  const end = new Date(start.getTime() + minutes * 60_000);
  const { date, time } = formatsOf(timeZone);
  return `${date.format(start)}, ${time.format(start)}–${time.format(end)} (${timeZone})`;
}

export function zonedTime(at: Date | string, timeZone: string): string {
  const when = new Date(at);
  const { date, time, zone } = formatsOf(timeZone);
  const zoneName = zone.formatToParts(when).find((part) => part.type === 'timeZoneName')?.value;
  const named = zoneName && zoneName !== timeZone ? `${zoneName} (${timeZone})` : timeZone;
  return `${date.format(when)} at ${time.format(when)} ${named}`;
}
