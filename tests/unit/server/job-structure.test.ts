import { describe, expect, it } from 'vitest';
import { placeOfLocation, workModeOfLocation } from '../../../contract/location-mode.ts';
import { levelOf } from '../../../server/db/derived/job-structure.ts';

describe('levelOf', () => {
  it.each([
    ['Senior', 'senior'],
    ['Sr. Engineer', 'senior'],
    ['Entry', 'entry'],
    ['Junior', 'entry'],
    ['Lead', 'lead'],
    ['Senior / Lead', 'lead'],
    ['Mid', 'mid'],
    ['Intermediate', 'mid'],
    ['1 year', 'entry'],
    ['3+ years', 'mid'],
    ['5-7 years', 'senior'],
    ['12 yrs', 'lead'],
    ['Whatever fits', null],
    ['', null],
    [null, null],
  ])('%s → %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });
});

describe('work mode and place from a location', () => {
  it.each([
    ['Remote', 'remote', ''],
    ['Remote (EU)', 'remote', 'EU'],
    ['Lisbon (Hybrid)', 'hybrid', 'Lisbon'],
    ['Hybrid - Berlin, Germany', 'hybrid', 'Berlin, Germany'],
    ['Porto, on-site', 'onsite', 'Porto'],
    ['Zürich', null, 'Zürich'],
    ['Remote-first office, Lisbon', null, 'Remote-first office, Lisbon'],
  ])('%s', (location, mode, place) => {
    expect(workModeOfLocation(location)).toBe(mode);
    expect(placeOfLocation(location)).toBe(place);
  });
});
