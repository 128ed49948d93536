// Gives the demo recruiter (Northwind Labs) one job with N applicants spread over the stages, for the
// board's render benchmark (bench/hiring-client.mjs), and an interview of each applicant at the
// Interview stage with the recruiter as its interviewer, for scorecards queued in the replay. Rows
// go straight into the database.
//   npx tsx bench/hiring-client-seed.ts --dir <PGlite data dir> [--applicants 500]
// Prints the job as JSON on its last line: {"jobId":…,"urlPath":…,"applicants":…,"interviews":[…]}.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Stage } from '../contract/hiring.ts';
import { statusOfStage } from '../contract/hiring.ts';
import { openPglite } from '../server/db/client.ts';
import {
  applications,
  candidateProfiles,
  interviewInterviewers,
  interviews,
  jobs,
  recruiterProfiles,
  users,
} from '../server/db/schema.ts';
import { makeUrlPath, searchColumns } from '../server/db/derived/job-fields.ts';

const { values: args } = parseArgs({
  options: { dir: { type: 'string' }, applicants: { type: 'string', default: '500' } },
});
if (!args.dir) throw new Error('--dir is required');
const count = Number(args.applicants);

/** How a busy job's applicants spread over the stages (shares of 100). */
const spread: [Stage, number][] = [
  ['applied', 40],
  ['screening', 25],
  ['interview', 15],
  ['offer', 8],
  ['hired', 4],
  ['rejected', 6],
  ['withdrawn', 2],
];
const stageOf = (i: number): Stage => {
  let at = (i * 37) % 100;
  for (const [stage, share] of spread) {
    if (at < share) return stage;
    at -= share;
  }
  return 'applied';
};

async function main() {
  const database = await openPglite(path.resolve(args.dir as string));
  const { db } = database;
  try {
    const [recruiter] = await db
      .select({
        userId: users.id,
        profileId: recruiterProfiles.id,
        company: recruiterProfiles.currentCompany,
      })
      .from(users)
      .innerJoin(recruiterProfiles, eq(recruiterProfiles.userId, users.id))
      .where(eq(users.email, 'priya@northwind.example.com'));
    if (!recruiter) throw new Error('the demo recruiter is missing: start the server once with SEED_DEMO');
    const title = `Board Bench Engineer ${randomUUID().slice(0, 6)}`;
    const jobId = randomUUID();
    const urlPath = makeUrlPath(title);
    const requiredSkills = ['TypeScript', 'React'];
    await db.insert(jobs).values({
      id: jobId,
      recruiterId: recruiter.profileId,
      userId: recruiter.userId,
      title,
      companyName: recruiter.company,
      location: 'Lisbon',
      salaryRange: '€40k – €60k',
      jobType: 'Full-Time',
      requiredSkills,
      experienceLevel: 'Mid',
      deadline: new Date(Date.now() + 90 * 86_400_000),
      description: 'A job with many applicants, for the board benchmark.',
      urlPath,
      ...searchColumns({ title, companyName: recruiter.company, location: 'Lisbon', requiredSkills }),
    });
    const people = Array.from({ length: count }, (_, i) => ({
      id: randomUUID(),
      username: `Board Candidate ${i}`,
      usernameFolded: `board candidate ${i}`,
      email: `board-candidate-${i}-${randomUUID().slice(0, 8)}@bench.example.com`,
      role: 'candidate' as const,
    }));
    await db.insert(users).values(people);
    await db.insert(candidateProfiles).values(
      people.map((p, i) => ({
        userId: p.id,
        fullName: p.username,
        fullNameFolded: p.usernameFolded,
        phoneNumber: '+351 91 000 000',
        dateOfBirth: '1995-01-01',
        highestQualification: 'BSc',
        collegeName: 'University of Porto',
        graduationYear: 2018,
        specialization: i % 2 ? 'Computer Science' : 'Information Systems',
        githubProfile: '',
        linkedInProfile: '',
        resume: '',
        expectedSalary: 50_000,
      })),
    );
    const now = Date.now();
    const rows = await db
      .insert(applications)
      .values(
        people.map((p, i) => {
          const stage = stageOf(i);
          return {
            jobId,
            candidateId: p.id,
            note: '',
            stage,
            status: statusOfStage(stage),
            stageSince: new Date(now - i * 60_000),
            createdAt: new Date(now - (count + i) * 60_000),
          };
        }),
      )
      .returning({ id: applications.id, stage: applications.stage });
    const held = await db
      .insert(interviews)
      .values(
        rows
          .filter((a) => a.stage === 'interview')
          .map((a) => ({
            applicationId: a.id,
            title: 'Technical interview',
            durationMinutes: 60,
            startsAt: new Date(now - 3_600_000),
            timeZone: 'Europe/Lisbon',
            status: 'scheduled' as const,
          })),
      )
      .returning({ interviewId: interviews.id, applicationId: interviews.applicationId });
    if (held.length > 0) {
      await db
        .insert(interviewInterviewers)
        .values(held.map((h) => ({ interviewId: h.interviewId, userId: recruiter.userId })));
    }
    console.log(JSON.stringify({ jobId, urlPath, applicants: count, interviews: held }));
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
