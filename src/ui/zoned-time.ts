// Times in a named zone: an instant (ISO, UTC) shown as "Tue 1 Dec, 10:00 WET (Lisbon time)", and a
// datetime-local input's wall time read in a zone as an instant. Interviews travel in UTC and every
// viewer reads them in their own zone, named, so nobody has to guess whose 10:00 it is.

/** The zone this device is set to ("Europe/Lisbon"); UTC where the runtime cannot tell. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A zone's name a person reads: its city ("Lisbon time", "Buenos Aires time"), or UTC. */
export function zoneLabel(zone: string): string {
  if (zone === 'UTC' || zone === 'Etc/UTC' || zone === 'Etc/GMT') return 'UTC';
  const city = zone.split('/').at(-1) ?? zone;
  return `${city.replaceAll('_', ' ')} time`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    // One fixed locale: the same words on every device, whatever its language settings.
    format = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
      timeZoneName: 'short',
    });
    formats.set(zone, format);
  }
  return format;
}

/** "Tue 1 Dec, 10:00 WET (Lisbon time)": the abbreviation follows daylight saving, the city does not. */
export function formatInZone(iso: string, zone: string): string {
  const shown = formatIn(zone).format(new Date(iso));
  const label = zoneLabel(zone);
  return label === 'UTC' ? shown : `${shown} (${label})`;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock fields of `ms` in `zone`. */
function wallClock(ms: number, zone: string) {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(zone, format);
  }
  const parts = format.formatToParts(new Date(ms));
  const field = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(field(type));
  return {
    input: `${field('year')}-${field('month')}-${field('day')}T${field('hour')}:${field('minute')}`,
    asUtc: Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')),
  };
}

/** How far `zone` is ahead of UTC at the instant `ms`, in ms. */
const offsetAt = (ms: number, zone: string) => wallClock(ms, zone).asUtc - Math.floor(ms / 1000) * 1000;

/** An instant as a datetime-local input's value ("2026-12-01T10:00") in `zone`. */
export function toZonedInput(iso: string, zone: string): string {
  return wallClock(new Date(iso).getTime(), zone).input;
}

const HALF_DAY = 12 * 3600_000;

/**
 * A datetime-local value read as a wall time in `zone`, as an ISO instant in UTC; null when it is not
 * a date and time. Around a daylight-saving change it does what calendars do: a time the clocks
 * skip is read with the offset before the change (01:30 becomes 02:30), a time that happens twice
 * is the first of the two.
 */
export function fromZonedInput(value: string, zone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1).map(Number);
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
  if (Number.isNaN(wall)) return null;
  const before = wall - offsetAt(wall - HALF_DAY, zone);
  const after = wall - offsetAt(wall + HALF_DAY, zone);
  const fits = [before, after].filter((ms) => wallClock(ms, zone).input === value);
  return new Date(fits.length > 0 ? Math.min(...fits) : before).toISOString();
}
