// Reads a salary typed as free text ("$120k–$150k", "120,000 - 150,000 USD", "£30/hour", "10-15 LPA")
// as numbers, a currency and a period. Anything it cannot read for certain gives null: a wrong
// salary in search results is worse than none.

export type SalaryUnit = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
export type Salary = { currency: string; unit: SalaryUnit; min?: number; max?: number };

// `$` alone is read as US dollars; the dollars of other countries are written with their prefix.
const symbols: [RegExp, string][] = [
  [/(?:CA|C)\$/, 'CAD'],
  [/(?:AU|A)\$/, 'AUD'],
  [/NZ\$/, 'NZD'],
  [/S\$/, 'SGD'],
  [/R\$/, 'BRL'],
  [/US\$|\$/, 'USD'],
  [/€/, 'EUR'],
  [/£/, 'GBP'],
  [/₹|\bRs\.?(?=\s|\d)/, 'INR'],
  [/¥/, 'JPY'],
  [/₩/, 'KRW'],
  [/₦/, 'NGN'],
  [/₱/, 'PHP'],
  [/zł/, 'PLN'],
];
const codes =
  /\b(USD|EUR|GBP|INR|CAD|AUD|NZD|CHF|JPY|CNY|SEK|NOK|DKK|PLN|CZK|HUF|RON|BRL|MXN|SGD|HKD|ZAR|AED|KRW|NGN|KES|PHP|ILS|TRY)\b/;
// Lakh per annum, as salaries are quoted in India: "10-15 LPA" is ₹10,00,000–15,00,000 a year.
const lakhs = /\b(?:LPA|lakhs?|lacs?)\b/i;

const units: [RegExp, SalaryUnit][] = [
  [/\/\s*h(?:ou)?r\b|\bper\s+hour\b|\ban?\s+hour\b|\bhourly\b|\bp\.?\s?h\b/i, 'HOUR'],
  [/\/\s*day\b|\bper\s+day\b|\ba\s+day\b|\bdaily\b/i, 'DAY'],
  [/\/\s*w(?:ee)?k\b|\bper\s+week\b|\ba\s+week\b|\bweekly\b/i, 'WEEK'],
  [/\/\s*mo(?:nth)?\b|\bper\s+month\b|\ba\s+month\b|\bmonthly\b|\bp\.?\s?m\.?(?=\s|$)/i, 'MONTH'],
  [
    /\/\s*y(?:ea)?r\b|\bper\s+(?:year|annum)\b|\ba\s+year\b|\bannual(?:ly)?\b|\byearly\b|\bp\.?\s?a\.?(?=\s|$)/i,
    'YEAR',
  ],
];

// A grouped number (120,000 / 120.000 / 120 000) or a plain one (90000, 12.5), then an optional k.
const amount = /(\d{1,3}(?:[,.\u00a0 ]\d{3})+(?!\d)|\d+(?:\.\d+)?)\s*(k\b)?/gi;

function currencyOf(text: string): string | null {
  if (lakhs.test(text)) return 'INR';
  for (const [pattern, code] of symbols) if (pattern.test(text)) return code;
  return codes.exec(text)?.[1] ?? null;
}

function amountsOf(text: string): { value: number; k: boolean }[] {
  return [...text.matchAll(amount)].map((m) => ({
    value: Number((m[1] ?? '').replace(/(\d)[,.\u00a0 ](?=\d{3}(?!\d))/g, '$1')),
    k: Boolean(m[2]),
  }));
}

export function parseSalary(text: string | null | undefined): Salary | null {
  if (!text) return null;
  const currency = currencyOf(text);
  // A 401(k) is a retirement plan, not a figure of the salary.
  const found = amountsOf(text.replace(/\b401\s*\(?k\)?/gi, ''));
  if (!currency || found.length === 0 || found.length > 2) return null;
  const scale = lakhs.test(text) ? 100_000 : 1;
  // "120–150k": the k of the upper bound is the lower one's too.
  const kOnLast = found.at(-1)?.k === true;
  const values = found.map(({ value, k }) => value * scale * (k || (kOnLast && value < 1000) ? 1000 : 1));
  if (values.some((v) => !Number.isFinite(v) || v <= 0)) return null;
  const stated = units.find(([pattern]) => pattern.test(text))?.[1];
  // Without a period, a yearly figure is the usual reading; a small one could be anything.
  if (!stated && Math.max(...values) < 1000) return null;
  const unit = stated ?? 'YEAR';
  const [first = 0, second] = values;
  if (second !== undefined) return first <= second ? { currency, unit, min: first, max: second } : null;
  if (/\bup\s+to\b|\bmax(?:imum)?\b/i.test(text)) return { currency, unit, max: first };
  if (/\d\s*k?\+|\bfrom\b|\bmin(?:imum)?\b/i.test(text)) return { currency, unit, min: first };
  return { currency, unit, min: first, max: first };
}
