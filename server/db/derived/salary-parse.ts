// Reads a structured salary out of the old portal's free SalaryRange text where it can: "$80k–$100k",
// "€50,000 - 60,000 a year", "45-55k EUR", "£30/hour", "From CHF 90,000". Text it cannot read with
// confidence (no currency, "kr" shared by three currencies, "competitive") gives null.
import {
  type Currency,
  currencies,
  maxYearlySalary,
  type SalaryPeriod,
} from '../../../contract/job-query.ts';
import type { Salary } from '../../../contract/salary.ts';
import { yearly } from '../../../contract/salary.ts';

// Longer marks first: "CA$" before "$".
const currencyMarks: Array<[RegExp, Currency]> = [
  [/\b(?:CA\$|C\$)/i, 'CAD'],
  [/\b(?:AU\$|A\$)/i, 'AUD'],
  [/\bR\$/i, 'BRL'],
  [/€|\beuros?\b/i, 'EUR'],
  [/£|\bpounds?\b/i, 'GBP'],
  [/₹|\brupees?\b|\brs\.?(?=\s|\d)/i, 'INR'],
  [/\bzł|\bzl\b/i, 'PLN'],
  [/\bfr\.|\bfranc/i, 'CHF'],
  [/\$|\bdollars?\b/i, 'USD'],
];

function currencyOf(text: string): Currency | null {
  const code = text
    .match(/\b([A-Za-z]{3})\b/g)
    ?.find((word) => currencies.includes(word.toUpperCase() as Currency));
  if (code) return code.toUpperCase() as Currency;
  return currencyMarks.find(([mark]) => mark.test(text))?.[1] ?? null;
}

function periodOf(text: string): SalaryPeriod | null {
  if (/\b(?:hour|hourly|hr|hrs)\b|\/\s*h\b|\bp\/?h\b/i.test(text)) return 'hour';
  if (/\b(?:month|monthly|mo|mth|pcm)\b|\/\s*m\b|\bp\/?m\b/i.test(text)) return 'month';
  if (/\b(?:year|yearly|yr|annual|annually|annum|pa|p\.a)\b|\/\s*y\b/i.test(text)) return 'year';
  return null;
}

// "50,000", "50.000", "50 000", "30.50", "1.5" each followed by an optional k.
const amountPattern =
  /(\d{1,3}(?:[,. \u00a0\u202f]\d{3})+(?![\d])|\d+(?:[.,]\d{1,2})?(?!\d))\s*(k\b|K\b|k(?=\W|$))?/g;

function amountsOf(text: string): number[] {
  const found = [...text.matchAll(amountPattern)].map((m) => {
    const digits = m[1] ?? '';
    // A separator before three digits groups thousands; before one or two it marks cents.
    const value = /[,. \u00a0\u202f]\d{3}$/.test(digits)
      ? Number(digits.replace(/[,. \u00a0\u202f]/g, ''))
      : Number(digits.replace(',', '.'));
    return { value, thousands: Boolean(m[2]) };
  });
  // "45-55k": the k of the last amount is the first's too, when the first is as small.
  const last = found.at(-1);
  return found.map((a) => (a.thousands || (last?.thousands && a.value < 1000) ? a.value * 1000 : a.value));
}

export function parseSalaryText(text: string | null | undefined): Salary | null {
  if (!text) return null;
  const currency = currencyOf(text);
  const amounts = amountsOf(text);
  if (!currency || amounts.length === 0 || amounts.length > 2) return null;
  const stated = periodOf(text);
  const period = stated ?? 'year';
  let [min = null, max = min] = amounts as [number?, number?];
  if (amounts.length === 1 && /\b(?:up to|max(?:imum)?|to)\b/i.test(text)) min = null;
  else if (amounts.length === 1 && (/\b(?:from|min(?:imum)?|at least)\b/i.test(text) || /\+/.test(text)))
    max = null;
  if (min !== null && max !== null && min > max) return null;
  // A bare "€300" is no year's pay: without a period it cannot be read.
  if (!stated && (max ?? min ?? 0) < 1000) return null;
  // Stored in whole units, as the form takes them (£30.50 an hour is kept as £31).
  const whole = (n: number | null) => (n === null ? null : Math.round(n));
  const salary: Salary = { min: whole(min), max: whole(max), currency, period };
  if ((yearly(salary.max ?? salary.min, period) ?? 0) > maxYearlySalary) return null;
  return salary;
}
