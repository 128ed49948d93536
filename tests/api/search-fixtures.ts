// Jobs written straight into the database for the search tests, with the structured fields a
// search filters on (posting through the API would take seconds for hundreds of them).
import { eq, type SQL } from 'drizzle-orm';
import type { JobQuery } from '../../contract/job-query.ts';
import { searchJobs } from '../../server/services/jobs/search-jobs.ts';
import { jobs, recruiterProfiles } from '../../server/db/schema.ts';
import { makeUrlPath, searchColumns } from '../../server/db/derived/job-fields.ts';
import type { TestContext, TestUser } from './harness.ts';
import { pricedOutPlan, recording, sqlText } from './query-plans.ts';

export type CorpusJob = {
  title: string;
  skills?: string[];
  description?: string;
  company?: string;
  location?: string;
  type?: 'Full-Time' | 'Part-Time' | 'Contract' | 'Internship' | 'Temporary';
  mode?: 'onsite' | 'hybrid' | 'remote';
  level?: 'entry' | 'mid' | 'senior' | 'lead';
  /** Yearly salary range and its currency. */
  salary?: [number, number, string];
  at?: { lat: number; lon: number };
  /** Days since it was posted. */
  ageDays?: number;
  closed?: boolean;
};

/** Inserts the jobs for the recruiter (who has a company profile); returns their ids in order. */
export async function insertJobs(
  ctx: TestContext,
  recruiter: TestUser,
  list: CorpusJob[],
): Promise<string[]> {
  const [profile] = await ctx.db
    .select({ id: recruiterProfiles.id })
    .from(recruiterProfiles)
    .where(eq(recruiterProfiles.userId, recruiter.id));
  if (!profile) throw new Error('the recruiter has no company profile');
  const rows = list.map((j) => {
    const company = j.company ?? 'Acme Corp';
    const location = j.location ?? 'Berlin';
    const skills = j.skills ?? [];
    return {
      recruiterId: profile.id,
      userId: recruiter.id,
      title: j.title,
      companyName: company,
      location,
      jobType: j.type ?? 'Full-Time',
      requiredSkills: skills,
      deadline: new Date(Date.now() + 30 * 86_400_000),
      closedAt: j.closed ? new Date() : null,
      description: j.description ?? `Join ${company} as ${j.title}.`,
      urlPath: makeUrlPath(j.title),
      workMode: j.mode ?? 'onsite',
      level: j.level ?? null,
      salaryMin: j.salary?.[0] ?? null,
      salaryMax: j.salary?.[1] ?? null,
      salaryCurrency: j.salary?.[2] ?? null,
      salaryPeriod: j.salary ? ('year' as const) : null,
      salaryYearlyMin: j.salary?.[0] ?? null,
      salaryYearlyMax: j.salary?.[1] ?? null,
      lat: j.at?.lat ?? null,
      lon: j.at?.lon ?? null,
      createdAt: new Date(Date.now() - (j.ageDays ?? 0) * 86_400_000),
      ...searchColumns({ title: j.title, companyName: company, location, requiredSkills: skills }),
    };
  });
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const done = await ctx.db
      .insert(jobs)
      .values(rows.slice(i, i + 200))
      .returning({ id: jobs.id });
    ids.push(...done.map((d) => d.id));
  }
  return ids;
}

/** The page statement of a search (the one that reads the page's ids), as the service ran it. */
export async function pageStatement(ctx: TestContext, query: JobQuery): Promise<SQL> {
  const statements: SQL[] = [];
  await searchJobs(
    recording(ctx.db, (statement) => {
      statements.push(statement);
    }),
    query,
    { limit: 20 },
  );
  const page = statements.find((s) => sqlText(s).includes('distance_km'));
  if (!page) throw new Error('the search ran no page statement');
  return page;
}

/** A statement's plan with sequential and bitmap scans priced out, as a big table prices them. */
export const bigTablePlan = (ctx: TestContext, statement: SQL) =>
  pricedOutPlan(ctx.db, statement, ['seqscan', 'bitmapscan']);
