// Demo data for a new, empty database, so a first visitor sees a living portal (SEED_DEMO=false: off).
// The logins are listed in the README.
import { count, eq, inArray } from 'drizzle-orm';
import type { SalaryPeriod } from '../../../contract/job-query.ts';
import type { Salary } from '../../../contract/salary.ts';
import { fold } from '../../../contract/search-text.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  applications,
  candidateProfiles,
  jobAlerts,
  jobs,
  notifications,
  posts,
  recruiterProfiles,
  users,
} from '../../db/schema.ts';
import { demoResume, ensureDemoResumes } from './demo-resume.ts';
import { makeUrlPath, searchColumns } from '../../db/derived/job-fields.ts';
import { jobStructure } from '../../db/derived/job-structure.ts';
import { deadlineFrom } from '../jobs/job-service.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { searchPatterns } from '../../db/derived/search-patterns.ts';

export const demoPassword = 'hireloop-demo';

const recruiters = [
  {
    username: 'Priya Raman',
    email: 'priya@northwind.example.com',
    company: 'Northwind Labs',
    role: 'Head of Talent',
    description: 'Northwind Labs builds developer tools used by 40,000 engineering teams worldwide.',
  },
  {
    username: 'Marcus Lee',
    email: 'marcus@bluepeak.example.com',
    company: 'BluePeak Health',
    role: 'Engineering Manager',
    description: 'BluePeak Health makes clinic software that keeps patient records safe and close at hand.',
  },
  {
    username: 'Elena Petrova',
    email: 'elena@cobalt.example.com',
    company: 'Cobalt Logistics',
    role: 'Recruiter',
    description: 'Cobalt Logistics moves freight across Europe with a fleet planned by software.',
  },
] as const;

const candidates = [
  { username: 'Sam Okafor', email: 'sam@candidate.example.com' },
  { username: 'Ana Souza', email: 'ana@candidate.example.com' },
] as const;

type JobType = 'Full-Time' | 'Part-Time' | 'Contract' | 'Internship' | 'Temporary';
const eur = (min: number, max: number, period: SalaryPeriod = 'year'): Salary => ({
  min,
  max,
  currency: 'EUR',
  period,
});
// [recruiter, title, location, type, salary (its SalaryRange text is made from it), skills, level]
const jobTemplates: Array<[number, string, string, JobType, Salary, string[], string]> = [
  [
    0,
    'Senior Frontend Engineer',
    'Remote (EU)',
    'Full-Time',
    eur(70_000, 90_000),
    ['React', 'TypeScript', 'CSS'],
    'Senior',
  ],
  [
    0,
    'Backend Engineer, APIs',
    'Berlin',
    'Full-Time',
    eur(65_000, 85_000),
    ['Node.js', 'PostgreSQL', 'Fastify'],
    'Mid',
  ],
  [
    0,
    'Developer Advocate',
    'London (Hybrid)',
    'Contract',
    { min: 55_000, max: 65_000, currency: 'GBP', period: 'year' },
    ['Writing', 'JavaScript', 'Public speaking'],
    'Mid',
  ],
  [
    0,
    'Software Engineering Intern',
    'Remote',
    'Internship',
    eur(2_000, 2_000, 'month'),
    ['JavaScript', 'Git'],
    'Entry',
  ],
  [
    1,
    'Mobile Engineer (React Native)',
    'Lisbon',
    'Full-Time',
    eur(55_000, 70_000),
    ['React Native', 'TypeScript'],
    'Mid',
  ],
  [1, 'Data Analyst', 'Porto', 'Part-Time', eur(25_000, 30_000), ['SQL', 'Python', 'Dashboards'], 'Junior'],
  [
    1,
    'Site Reliability Engineer',
    'Remote (EU)',
    'Full-Time',
    eur(75_000, 95_000),
    ['Kubernetes', 'Linux', 'Terraform'],
    'Senior',
  ],
  [
    2,
    'Operations Planner',
    'Rotterdam',
    'Full-Time',
    eur(45_000, 55_000),
    ['Excel', 'Planning', 'Dutch'],
    'Mid',
  ],
  [
    2,
    'Warehouse Systems Developer',
    'Hamburg (Hybrid)',
    'Contract',
    eur(60_000, 75_000),
    ['Java', 'SQL', 'Integration'],
    'Senior',
  ],
  [
    2,
    'Seasonal Dispatcher',
    'Antwerp',
    'Temporary',
    eur(18, 18, 'hour'),
    ['Communication', 'Logistics'],
    'Entry',
  ],
];

const postTexts = [
  [
    0,
    'We just opened four new roles at Northwind Labs, from interns to senior engineers. Remote in the EU is fine!',
  ],
  [
    1,
    'BluePeak Health is hiring a mobile engineer to help clinicians work offline. Come build with us in Lisbon.',
  ],
  [2, 'Cobalt Logistics is growing: planners, developers and seasonal dispatchers wanted in three cities.'],
  [0, 'Tip for candidates: a short note about why the role fits you beats a long cover letter every time.'],
] as const;

const day = 24 * 60 * 60 * 1000;

type Firebase = Config['firebase'];

/** What a demo candidate's résumé says (ASCII: the PDF's built-in font). */
const resumeLines = (c: (typeof candidates)[number]) => [
  c.username,
  c.email,
  'Frontend Developer, Acme - 3 years',
  'BSc Computer Science, University of Porto, 2019',
  'Skills: React, TypeScript, SQL; communication, teamwork',
  'I build fast, accessible interfaces and love working close to users.',
];

/**
 * Puts the demo candidates' résumés in the Storage emulator (in the background: it starts beside
 * the server), for those whose profile still names the seeded file.
 */
export async function storeDemoResumes(
  db: Db,
  firebase: Firebase,
  log: Parameters<typeof ensureDemoResumes>[2],
) {
  const rows = await db
    .select({ userId: users.id, email: users.email, resume: candidateProfiles.resume })
    .from(users)
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(
      inArray(
        users.email,
        candidates.map((c) => c.email),
      ),
    );
  const seeded = rows.flatMap((row) => {
    const c = candidates.find((d) => d.email === row.email);
    const ours = row.resume === demoResume(firebase, row.userId).url;
    return c && ours ? [{ userId: row.userId, lines: resumeLines(c) }] : [];
  });
  return ensureDemoResumes(firebase, seeded, log);
}

/**
 * Seeds an empty database. With the Storage emulator in `firebase`, the candidates' profiles name
 * their résumé there (storeDemoResumes puts the files in); otherwise they have none.
 */
export async function seedDemoIfEmpty(db: Db, firebase?: Firebase): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(demoPassword);
  // Demo accounts are verified, so their emails arrive from the first start.
  await db.transaction(async (tx) => {
    const recruiterIds: Array<{ userId: string; profileId: string; company: string }> = [];
    for (const r of recruiters) {
      const [u] = await tx
        .insert(users)
        .values({
          username: r.username,
          usernameFolded: fold(r.username),
          email: r.email,
          passwordHash,
          role: 'recruiter',
          emailVerifiedAt: new Date(),
        })
        .returning();
      if (!u) throw new Error('seed: user not created');
      const [p] = await tx
        .insert(recruiterProfiles)
        .values({
          userId: u.id,
          name: r.username,
          currentCompany: r.company,
          currentCompanyFolded: fold(r.company),
          currentRole: r.role,
          companyDescription: r.description,
        })
        .returning();
      if (!p) throw new Error('seed: profile not created');
      recruiterIds.push({ userId: u.id, profileId: p.id, company: r.company });
    }
    const candidateIds: string[] = [];
    for (const [i, c] of candidates.entries()) {
      const [u] = await tx
        .insert(users)
        .values({
          username: c.username,
          usernameFolded: fold(c.username),
          email: c.email,
          passwordHash,
          role: 'candidate',
          emailVerifiedAt: new Date(),
        })
        .returning();
      if (!u) throw new Error('seed: user not created');
      candidateIds.push(u.id);
      await tx.insert(candidateProfiles).values({
        userId: u.id,
        fullName: c.username,
        fullNameFolded: fold(c.username),
        phoneNumber: `+351 91 000 00${i + 1}`,
        dateOfBirth: '1997-04-12',
        highestQualification: "Bachelor's degree",
        collegeName: 'University of Porto',
        graduationYear: 2019,
        specialization: 'Computer Science',
        workExperience: [{ jobTitle: 'Frontend Developer', companyName: 'Acme', duration: '3 years' }],
        technicalSkills: ['React', 'TypeScript', 'SQL'],
        softSkills: ['Communication', 'Teamwork'],
        portfolioLinks: ['https://example.com/portfolio'],
        githubProfile: 'https://github.com/example',
        linkedInProfile: 'https://www.linkedin.com/in/example',
        // A candidate cannot onboard without one: the demo's have theirs, like anyone's upload,
        // where the server can put the file (the emulator; it holds no keys to a real bucket).
        resume: firebase?.storageEmulatorHost ? demoResume(firebase, u.id).url : '',
        preferredJobRoles: ['Frontend Engineer'],
        locationPreferences: ['Remote', 'Lisbon'],
        expectedSalary: 60000,
        personalStatement: 'I build fast, accessible interfaces and love working close to users.',
        gender: i === 0 ? 'Male' : 'Female',
      });
    }
    const now = Date.now();
    const jobIds: Array<{ id: string; urlPath: string; title: string; companyName: string }> = [];
    for (const [
      i,
      [r, title, location, jobType, salary, requiredSkills, experienceLevel],
    ] of jobTemplates.entries()) {
      const owner = recruiterIds[r];
      if (!owner) continue;
      const companyName = owner.company;
      const urlPath = makeUrlPath(title);
      const structure = await jobStructure(tx, { location, salaryRange: null, experienceLevel, salary });
      const [job] = await tx
        .insert(jobs)
        .values({
          recruiterId: owner.profileId,
          userId: owner.userId,
          title,
          companyName,
          location,
          jobType,
          ...structure,
          requiredSkills,
          experienceLevel,
          // Like a posted job: a calendar date, open until the end of that day (UTC).
          deadline: deadlineFrom(new Date(now + (20 + i * 7) * day).toISOString().slice(0, 10)),
          description: `${companyName} is looking for a ${title} to join a small, friendly team. You will own meaningful work from the first week, with mentoring and a clear path to grow.`,
          requirements: [
            `${experienceLevel} level experience`,
            `Comfortable with ${requiredSkills.join(', ')}`,
          ],
          responsibilities: ['Ship work that users notice', 'Review and support your teammates'],
          urlPath,
          ...searchColumns({ title, companyName, location, requiredSkills }),
          createdAt: new Date(now - (jobTemplates.length - i) * 3 * 60 * 60 * 1000),
        })
        .returning({ id: jobs.id });
      if (job) jobIds.push({ id: job.id, urlPath, title, companyName });
    }
    for (const [i, [r, content]] of postTexts.entries()) {
      const owner = recruiterIds[r];
      if (!owner) continue;
      await tx
        .insert(posts)
        .values({ userId: owner.userId, content, createdAt: new Date(now - (4 - i) * 5 * 60 * 60 * 1000) });
    }
    const [sam, ana] = candidateIds;
    const [frontend, , , , mobile] = jobIds;
    const [priya, marcus] = recruiterIds;
    if (!sam || !ana || !frontend || !mobile || !priya || !marcus) throw new Error('seed: people missing');
    const hoursAgo = (h: number) => new Date(now - h * 60 * 60 * 1000);
    await tx.insert(applications).values([
      {
        jobId: frontend.id,
        candidateId: sam,
        note: 'I have shipped React apps used offline by field teams.',
      },
      {
        jobId: mobile.id,
        candidateId: sam,
        note: 'Happy to relocate to Lisbon.',
        status: 'accepted',
        stage: 'hired',
        stageSince: hoursAgo(1),
        decidedAt: hoursAgo(1),
      },
    ]);
    await tx.insert(jobAlerts).values({ userId: ana, q: 'react', patterns: searchPatterns('react') });
    // What those events would have told each demo user, so a first sign-in shows a living bell.
    await tx.insert(notifications).values([
      {
        userId: priya.userId,
        kind: 'new-applicant',
        text: `Sam Okafor applied to ${frontend.title}`,
        link: `/jobs/Info/Applicants/${frontend.urlPath}`,
        createdAt: hoursAgo(2),
      },
      {
        userId: marcus.userId,
        kind: 'new-applicant',
        text: `Sam Okafor applied to ${mobile.title}`,
        link: `/jobs/Info/Applicants/${mobile.urlPath}`,
        createdAt: hoursAgo(26),
        readAt: hoursAgo(25),
      },
      {
        userId: sam,
        kind: 'application-decided',
        text: `Your application for ${mobile.title} at ${mobile.companyName} was accepted`,
        link: `/jobs/Info/${mobile.urlPath}`,
        createdAt: hoursAgo(1),
      },
      {
        userId: ana,
        kind: 'job-alert',
        text: `New job for your alert: ${frontend.title} at ${frontend.companyName}`,
        link: `/jobs/Info/${frontend.urlPath}`,
        createdAt: hoursAgo(3),
      },
    ]);
  });
  return true;
}
