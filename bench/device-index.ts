// The device's job index in Node (fake IndexedDB), 5,000 jobs: how long it takes to build (the
// whole table read and prepared), to answer each keystroke of four phrases, and to take one
// changed job (written, then found by the next search) now that a change is read alone instead of
// the whole table again.
//   npx tsx bench/device-index.ts [--jobs 5000] [--runs 20]
import 'fake-indexeddb/auto';
import { parseArgs } from 'node:util';
import type { Job } from '../contract/jobs.ts';
import { db } from '../src/offline/db.ts';
import { type JobSearch, searchJobs } from '../src/offline/search/job-index.ts';

const { values: args } = parseArgs({
  options: { jobs: { type: 'string', default: '5000' }, runs: { type: 'string', default: '20' } },
});
const count = Number(args.jobs);
const runs = Number(args.runs);
const phrases = ['senior backend engineer', 'data analyst lisbon', 'nurse', 'remote react developer'];

let seed = 7;
const rand = () => {
  seed = (seed * 1664525 + 1013904223) % 2 ** 32;
  return seed / 2 ** 32;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
const levels = ['Junior', 'Senior', 'Lead', 'Staff', ''];
const roles = ['Backend Engineer', 'Data Analyst', 'Nurse', 'React Developer', 'Designer', 'Accountant'];
const cities = ['Lisbon', 'Porto', 'Berlin', 'Remote', 'Zürich', 'Madrid', 'Paris'];
const skills = ['Go', 'SQL', 'React', 'TypeScript', 'Python', 'Care', 'Excel', 'Figma', 'Kubernetes'];

function jobOf(i: number, title = `${pick(levels)} ${pick(roles)}`.trim()): Job {
  const at = new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString();
  return {
    _id: `job-${i}`,
    JobTitle: title,
    CompanyName: `Company ${i % 300}`,
    Location: pick(cities),
    SalaryRange: null,
    JobType: 'Full-Time',
    RequiredSkills: [pick(skills), pick(skills)],
    ExperienceLevel: null,
    ApplicationDeadline: '2030-01-01T00:00:00.000Z',
    LastDate: '2030-01-01T00:00:00.000Z',
    JobDescription: 'A job.',
    ApplicationsReceived: 0,
    closed: false,
    UrlPath: `job-${i}`,
    createdAt: at,
    UserId: { _id: 'u', image: null },
    recruiterId: {
      _id: 'r',
      currentCompany: '',
      currentRole: '',
      companyLogo: null,
      companyDescription: null,
    },
    workMode: pick(['onsite', 'hybrid', 'remote'] as const),
    salary: { min: 30_000 + Math.floor(rand() * 60) * 1000, max: null, currency: 'EUR', period: 'year' },
  };
}

const search = (q: string): JobSearch => ({
  scope: 'all',
  q,
  type: '',
  filters: { mode: 'remote', salary: 40_000, currency: 'EUR', posted: 30 },
});
const timed = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? Number.NaN;
  return `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${at(1).toFixed(2)} ms (${values.length})`;
};

async function main() {
  const jobs = Array.from({ length: count }, (_, i) => jobOf(i));
  const builds: number[] = [];
  for (let run = 0; run < Math.min(runs, 5); run++) {
    await db.jobs.clear(); // a range: the next search reads the whole table
    await db.jobs.bulkPut(jobs);
    builds.push(await timed(() => searchJobs(search(''), 0, 20)));
  }
  const keystrokes: number[] = [];
  for (const phrase of phrases) {
    for (let n = 1; n <= phrase.length; n++)
      keystrokes.push(await timed(() => searchJobs(search(phrase.slice(0, n)), 0, 20)));
  }
  const changes: number[] = [];
  for (let run = 0; run < runs; run++) {
    const i = Math.floor(rand() * count);
    await db.jobs.put(jobOf(i, `Remote Nurse ${run}`));
    changes.push(await timed(() => searchJobs(search(`nurse ${run}`), 0, 20)));
  }
  console.log(`device index, ${count} jobs (fake IndexedDB, Node ${process.version})`);
  console.log(`build (read the table + prepare):      ${stats(builds)}`);
  console.log(`keystroke (index ready):               ${stats(keystrokes)}`);
  console.log(`one job changed, then the next search: ${stats(changes)}`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
