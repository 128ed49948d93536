// Jobs written straight into the database for the search tests, with the structured fields a
// search filters on (posting through the API would take seconds for hundreds of them).
import { eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { JobQuery } from '../../contract/job-query.ts';
import type { Db } from '../../server/db/client.ts';
import { searchJobs } from '../../server/services/jobs/search-jobs.ts';
import { jobs, recruiterProfiles } from '../../server/db/schema.ts';
import { makeUrlPath, searchColumns } from '../../server/db/derived/job-fields.ts';
import type { TestContext, TestUser } from './harness.ts';

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

export type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };
const nodesOf = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];

/** The page statement of a search (the one that reads the page's ids), as the service ran it. */
export async function pageStatement(ctx: TestContext, query: JobQuery): Promise<SQL> {
  const statements: SQL[] = [];
  const recording = new Proxy(ctx.db, {
    get: (target, key, receiver) =>
      key === 'execute'
        ? (statement: SQL) => {
            statements.push(statement);
            return target.execute(statement);
          }
        : Reflect.get(target, key, receiver),
  }) as Db;
  await searchJobs(recording, query, { limit: 20 });
  const text = (s: SQL) => new PgDialect().sqlToQuery(s).sql;
  const page = statements.find((s) => text(s).includes('distance_km'));
  if (!page) throw new Error('the search ran no page statement');
  return page;
}

/** A statement's plan nodes, with table scans priced as a big table prices them. */
export function bigTablePlan(ctx: TestContext, statement: SQL): Promise<PlanNode[]> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const { rows } = await tx.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      sql`explain (format json) ${statement}`,
    );
    return nodesOf(rows[0]?.['QUERY PLAN'][0].Plan as PlanNode);
  });
}
