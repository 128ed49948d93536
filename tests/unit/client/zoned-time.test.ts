// Interview times in a named zone, and a datetime-local wall time read in a zone, across the
// daylight-saving changes of 2026 in Lisbon (clocks skip 01:00–02:00 on 29 March and repeat
// 01:00–02:00 on 25 October).
import { describe, expect, it } from 'vitest';
import { formatInZone, fromZonedInput, toZonedInput, zoneLabel } from '../../../src/ui/zoned-time.ts';

describe('formatInZone', () => {
  it('names the zone by its abbreviation and its city', () => {
    expect(formatInZone('2026-12-01T10:00:00Z', 'Europe/Lisbon')).toBe('Tue 1 Dec, 10:00 WET (Lisbon time)');
    expect(formatInZone('2026-12-01T10:00:00Z', 'America/New_York')).toBe(
      'Tue 1 Dec, 05:00 GMT-5 (New York time)',
    );
    expect(formatInZone('2026-12-01T10:00:00Z', 'Asia/Kolkata')).toBe(
      'Tue 1 Dec, 15:30 GMT+5:30 (Kolkata time)',
    );
  });

  it('names UTC once', () => {
    expect(formatInZone('2026-12-01T10:00:00Z', 'UTC')).toBe('Tue 1 Dec, 10:00 UTC');
  });

  it('follows the clocks across the spring change: the abbreviation turns to summer time', () => {
    expect(formatInZone('2026-03-29T00:30:00Z', 'Europe/Lisbon')).toBe('Sun 29 Mar, 00:30 WET (Lisbon time)');
    expect(formatInZone('2026-03-29T01:30:00Z', 'Europe/Lisbon')).toBe(
      'Sun 29 Mar, 02:30 WEST (Lisbon time)',
    );
  });

  it('tells apart the two 01:30s of the autumn change', () => {
    expect(formatInZone('2026-10-25T00:30:00Z', 'Europe/Lisbon')).toBe(
      'Sun 25 Oct, 01:30 WEST (Lisbon time)',
    );
    expect(formatInZone('2026-10-25T01:30:00Z', 'Europe/Lisbon')).toBe('Sun 25 Oct, 01:30 WET (Lisbon time)');
  });
});

describe('zoneLabel', () => {
  it('reads a city with spaces', () => {
    expect(zoneLabel('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time');
    expect(zoneLabel('Etc/UTC')).toBe('UTC');
  });
});

describe('a datetime-local value read in a zone', () => {
  it('is the instant of that wall time there', () => {
    expect(fromZonedInput('2026-12-01T10:00', 'Europe/Lisbon')).toBe('2026-12-01T10:00:00.000Z');
    expect(fromZonedInput('2026-07-01T10:00', 'Europe/Lisbon')).toBe('2026-07-01T09:00:00.000Z');
    expect(fromZonedInput('2026-12-01T10:00', 'America/New_York')).toBe('2026-12-01T15:00:00.000Z');
    expect(fromZonedInput('2026-12-01T10:00', 'Asia/Kolkata')).toBe('2026-12-01T04:30:00.000Z');
  });

  it('moves a time the clocks skip forward by the hour skipped', () => {
    expect(fromZonedInput('2026-03-29T01:30', 'Europe/Lisbon')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('takes the first of a time that happens twice', () => {
    expect(fromZonedInput('2026-10-25T01:30', 'Europe/Lisbon')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('is null for what is not a date and time', () => {
    expect(fromZonedInput('', 'Europe/Lisbon')).toBeNull();
    expect(fromZonedInput('tomorrow at ten', 'Europe/Lisbon')).toBeNull();
  });

  it('round-trips with toZonedInput, which prefills a form', () => {
    for (const iso of ['2026-12-01T10:00:00.000Z', '2026-07-01T09:15:00.000Z', '2026-10-25T00:30:00.000Z']) {
      const input = toZonedInput(iso, 'Europe/Lisbon');
      expect(fromZonedInput(input, 'Europe/Lisbon')).toBe(iso);
    }
    expect(toZonedInput('2026-12-01T15:00:00Z', 'America/New_York')).toBe('2026-12-01T10:00');
  });
});
