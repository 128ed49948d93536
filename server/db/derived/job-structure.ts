// The structured columns of a job that searches filter on: work mode, level, salary and place.
// A new client sends the salary and work mode as fields; from an old client's text (and an old
// row's) they are read where they can be. Used by posting, the demo data and the data migration.
import type { ExperienceLevel, WorkMode } from '../../../contract/job-query.ts';
import { placeOfLocation, workModeOfLocation } from '../../../contract/location-mode.ts';
import { type Salary, salaryText, yearly } from '../../../contract/salary.ts';
import type { Db, Tx } from '../handles.ts';
import { findPlace } from './find-place.ts';
import { parseSalaryText } from './salary-parse.ts';

// The first rule that matches wins: "Senior Lead" is a lead, "Junior to mid" is entry.
const levelWords: Array<[RegExp, ExperienceLevel]> = [
  [/\b(?:lead|principal|staff|head|manager|director|architect|vp)\b/i, 'lead'],
  [/\b(?:senior|sr|expert|experienced)\b/i, 'senior'],
  [
    /\b(?:entry|junior|jr|graduate|grad|intern|internship|trainee|apprentice|fresher|no experience)\b/i,
    'entry',
  ],
  [/\b(?:mid|middle|intermediate|associate|regular)\b/i, 'mid'],
];

/** The level an ExperienceLevel text names: "Senior", "Entry", "Lead"; "3+ years" → mid. */
export function levelOf(text: string | null | undefined): ExperienceLevel | null {
  if (!text) return null;
  const named = levelWords.find(([words]) => words.test(text))?.[1];
  if (named) return named;
  const years = /(\d+(?:[.,]\d+)?)\s*\+?\s*(?:-\s*\d+\s*)?(?:years?|yrs?)\b/i.exec(text);
  if (!years?.[1]) return null;
  const n = Number(years[1].replace(',', '.'));
  return n < 2 ? 'entry' : n < 5 ? 'mid' : n < 10 ? 'senior' : 'lead';
}

export type JobStructureInput = {
  location: string;
  salaryRange: string | null;
  experienceLevel: string | null;
  /** Sent as fields; undefined: read from salaryRange. */
  salary?: Salary | null;
  workMode?: WorkMode;
};

/**
 * The structured columns, and the SalaryRange text old clients read (made from the fields when a
 * client sent only those). A remote job has no coordinates: "Remote" is a mode, not a place.
 */
export async function jobStructure(db: Db | Tx, job: JobStructureInput) {
  const salary = job.salary !== undefined ? job.salary : parseSalaryText(job.salaryRange);
  const workMode = job.workMode ?? workModeOfLocation(job.location) ?? 'onsite';
  const where = placeOfLocation(job.location);
  const place = workMode === 'remote' || !where ? null : await findPlace(db, where);
  return {
    salaryRange: job.salaryRange ?? (salary ? salaryText(salary) : null),
    workMode,
    level: levelOf(job.experienceLevel),
    salaryMin: salary?.min ?? null,
    salaryMax: salary?.max ?? null,
    salaryCurrency: salary?.currency ?? null,
    salaryPeriod: salary?.period ?? null,
    salaryYearlyMin: salary ? yearly(salary.min, salary.period) : null,
    salaryYearlyMax: salary ? yearly(salary.max, salary.period) : null,
    lat: place?.lat ?? null,
    lon: place?.lon ?? null,
  };
}
