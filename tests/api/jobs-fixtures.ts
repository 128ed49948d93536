// Shared helpers for the job and application tests: recruiters with a company, valid job bodies.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { candidateProfiles, jobs, recruiterProfiles } from '../../server/db/schema.ts';
import { call, makeUser, type TestContext, type TestUser } from './harness.ts';
import { fold } from '../../contract/search-text.ts';

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function jobBody(overrides: Record<string, unknown> = {}) {
  return {
    JobTitle: 'Backend Engineer',
    CompanyName: 'Acme Corp',
    Location: 'Berlin',
    SalaryRange: '€60k – €80k',
    JobType: 'Full-Time',
    RequiredSkills: 'Node.js, PostgreSQL ,  Fastify',
    ExperienceLevel: 'Mid',
    ApplicationDeadline: inDays(30),
    JobDescription: 'Build and run the APIs behind our product.',
    ...overrides,
  };
}

/** A recruiter who completed onboarding (has a company profile). */
export async function makeRecruiter(ctx: TestContext, company = 'Acme Corp'): Promise<TestUser> {
  const user = await makeUser(ctx, 'recruiter');
  await ctx.db.insert(recruiterProfiles).values({
    userId: user.id,
    name: user.username,
    currentCompany: company,
    currentCompanyFolded: fold(company),
    currentRole: 'Head of Talent',
    companyDescription: `${company} builds things.`,
  });
  return user;
}

/** A candidate, with a complete profile unless told not to; `profile` overrides its columns. */
export async function makeCandidate(
  ctx: TestContext,
  withProfile = true,
  profile: Partial<typeof candidateProfiles.$inferInsert> = {},
): Promise<TestUser> {
  const user = await makeUser(ctx, 'candidate');
  if (withProfile) {
    const fullName = profile.fullName ?? `Full ${user.username}`;
    await ctx.db.insert(candidateProfiles).values({
      userId: user.id,
      fullName,
      phoneNumber: '+351 910 000 000',
      dateOfBirth: '1998-01-02',
      highestQualification: 'BSc',
      collegeName: 'University of Porto',
      graduationYear: 2020,
      specialization: 'Computer Science',
      workExperience: [{ jobTitle: 'Developer', companyName: 'Initech', duration: '2 years' }],
      technicalSkills: ['TypeScript', 'SQL'],
      portfolioLinks: ['https://example.com/me'],
      githubProfile: 'https://github.com/me',
      linkedInProfile: 'https://linkedin.com/in/me',
      resume: 'https://storage.example.com/resume.pdf',
      expectedSalary: 50000,
      personalStatement: 'I like hard problems.',
      gender: 'Female',
      ...profile,
      fullNameFolded: fold(fullName),
    });
  }
  return user;
}

export async function postJob(
  ctx: TestContext,
  recruiter: Pick<TestUser, 'token'>,
  overrides: Record<string, unknown> = {},
) {
  const res = await call(ctx, 'POST', '/api/postjob', { token: recruiter.token, body: jobBody(overrides) });
  if (res.status !== 201) throw new Error(`postjob failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { _id: string; UrlPath: string; [k: string]: unknown };
}

export async function expireDeadline(ctx: TestContext, jobId: string) {
  await ctx.db
    .update(jobs)
    .set({ deadline: new Date(Date.now() - 60_000) })
    .where(eq(jobs.id, jobId));
  ctx.app.readCache?.changed(); // written outside a route: the read cache cannot see it by itself
}

export const newKey = () => `key-${randomBytes(8).toString('hex')}`;
export const unknownId = '00000000-0000-4000-8000-000000000000';
