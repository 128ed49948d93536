import { describe, expect, it } from 'vitest';
import { salaryText, yearly } from '../../../contract/salary.ts';
import { parseSalaryText } from '../../../server/db/derived/salary-parse.ts';

describe('parseSalaryText', () => {
  it.each([
    ['$80k–$100k', { min: 80_000, max: 100_000, currency: 'USD', period: 'year' }],
    ['€50,000 - 60,000 a year', { min: 50_000, max: 60_000, currency: 'EUR', period: 'year' }],
    ['45-55k EUR', { min: 45_000, max: 55_000, currency: 'EUR', period: 'year' }],
    ['£30/hour', { min: 30, max: 30, currency: 'GBP', period: 'hour' }],
    ['£30.50 per hour', { min: 31, max: 31, currency: 'GBP', period: 'hour' }],
    ['CHF 8.500 – 9.500 per month', { min: 8_500, max: 9_500, currency: 'CHF', period: 'month' }],
    ['50 000 - 60 000 zł', { min: 50_000, max: 60_000, currency: 'PLN', period: 'year' }],
    ['usd 120000 to 150000 annually', { min: 120_000, max: 150_000, currency: 'USD', period: 'year' }],
    ['From €40k', { min: 40_000, max: null, currency: 'EUR', period: 'year' }],
    ['$90k+', { min: 90_000, max: null, currency: 'USD', period: 'year' }],
    ['Up to £45,000', { min: null, max: 45_000, currency: 'GBP', period: 'year' }],
    ['CA$70k-80k', { min: 70_000, max: 80_000, currency: 'CAD', period: 'year' }],
    ['R$ 6.000/mês month', { min: 6_000, max: 6_000, currency: 'BRL', period: 'month' }],
    ['₹12,00,000', null],
    ['60000', null],
    ['Competitive', null],
    ['', null],
    ['€300', null],
    ['$100k - $80k', null],
    ['400k–500k SEK 1 2 3', null],
    ['kr 500 000', null],
    ['$20,000,000', null],
  ])('%s', (text, expected) => {
    expect(parseSalaryText(text)).toEqual(expected);
  });

  it('reads back the text it writes', () => {
    const salaries = [
      { min: 50_000, max: 60_000, currency: 'EUR', period: 'year' },
      { min: 30, max: 30, currency: 'GBP', period: 'hour' },
      { min: 4_000, max: null, currency: 'CHF', period: 'month' },
      { min: null, max: 90_000, currency: 'USD', period: 'year' },
    ] as const;
    for (const salary of salaries) expect(parseSalaryText(salaryText(salary))).toEqual(salary);
  });
});

describe('salaryText and yearly', () => {
  it('writes the amounts with their currency and period', () => {
    expect(salaryText({ min: 50_000, max: 60_000, currency: 'EUR', period: 'year' })).toBe(
      '€50,000–60,000 a year',
    );
    expect(salaryText({ min: 30, max: 30, currency: 'GBP', period: 'hour' })).toBe('£30 an hour');
    expect(salaryText({ min: 4_000, max: null, currency: 'CHF', period: 'month' })).toBe(
      'From CHF\u00a04,000 a month',
    );
  });
  it('counts a month 12 times and an hour 2,080 times a year', () => {
    expect(yearly(4_000, 'month')).toBe(48_000);
    expect(yearly(30, 'hour')).toBe(62_400);
    expect(yearly(null, 'year')).toBeNull();
  });
});
