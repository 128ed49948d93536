// A job's structured salary, shared by the server (posting, the old SalaryRange text) and the app
// (the posting form, a job's card): its yearly amounts and the text a person reads.
import type { Currency, SalaryPeriod } from './job-query.ts';

export type Salary = { min: number | null; max: number | null; currency: Currency; period: SalaryPeriod };

/** What one period's pay comes to in a year: 12 months, 52 weeks of 40 hours. */
export const periodsPerYear: Record<SalaryPeriod, number> = { year: 1, month: 12, hour: 2080 };

export function yearly(amount: number | null, period: SalaryPeriod): number | null {
  return amount === null ? null : Math.round(amount * periodsPerYear[period]);
}

const periodWords: Record<SalaryPeriod, string> = { year: 'a year', month: 'a month', hour: 'an hour' };

/** "€50,000–60,000 a year", "From $80,000 a year", "Up to £30 an hour", "CHF 90,000 a year". */
export function salaryText(salary: Salary): string {
  const money = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: salary.currency,
    maximumFractionDigits: 0,
  });
  const plain = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
  const per = periodWords[salary.period];
  const { min, max } = salary;
  if (min !== null && max !== null && min !== max) return `${money.format(min)}–${plain.format(max)} ${per}`;
  if (min !== null && max !== null) return `${money.format(min)} ${per}`;
  if (min !== null) return `From ${money.format(min)} ${per}`;
  if (max !== null) return `Up to ${money.format(max)} ${per}`;
  return '';
}
