import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles, recruiterProfiles, users } from '../../server/db/schema.ts';
import { call, makeUser, type TestContext } from './harness.ts';
import {
  candidateBody,
  emulatorUrl,
  everyone,
  imageOf,
  profileContext,
  recruiterBody,
  resumeOf,
} from './profile-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await profileContext();
});
afterAll(() => ctx.close());

const onboardCandidate = (token: string | undefined, body: unknown) =>
  call(ctx, 'POST', '/api/onboard-candidate', { token, body });
const onboardRecruiter = (token: string | undefined, body: unknown) =>
  call(ctx, 'POST', '/api/onboard-recruiter', { token, body });

describe('POST /api/onboard-candidate', () => {
  it('stores every field, cleaned, and sets the role', async () => {
    const user = await makeUser(ctx, null);
    const body = candidateBody(user.id, {
      workExperience: [
        { jobTitle: 'Analyst', companyName: 'Babbage & Co', duration: '3 years' },
        { jobTitle: '', companyName: '', duration: '' },
      ],
    });
    const res = await onboardCandidate(user.token, body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: 'Onboarded successfully as a candidate',
      role: 'candidate',
    });
    const [u] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(u?.role).toBe('candidate');
    const [p] = await ctx.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, user.id));
    expect(p).toMatchObject({
      fullName: 'Ada Lovelace',
      graduationYear: 2018,
      expectedSalary: 85000,
      technicalSkills: ['TypeScript', 'SQL', 'Rust'],
      softSkills: ['Writing', 'Teaching'],
      portfolioLinks: ['https://ada.dev/', 'https://notes.ada.dev/engine'],
      linkedInProfile: 'https://linkedin.com/in/ada',
      locationPreferences: ['London', 'Remote'],
      workExperience: [{ jobTitle: 'Analyst', companyName: 'Babbage & Co', duration: '3 years' }],
      resume: resumeOf(user.id),
      gender: 'Female',
      availabilityToStart: '2030-01-15',
    });
  });

  it('accepts numbers typed as text and leaves the optional fields empty', async () => {
    const user = await makeUser(ctx, null);
    const {
      workExperience: _w,
      portfolioLinks: _p,
      availabilityToStart: _a,
      personalStatement: _s,
      gender: _g,
      ...required
    } = candidateBody(user.id);
    const res = await onboardCandidate(user.token, {
      ...required,
      graduationYear: '2019',
      expectedSalary: ' 0 ',
      gender: '',
    });
    expect(res.status).toBe(201);
    const [p] = await ctx.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, user.id));
    expect(p).toMatchObject({
      graduationYear: 2019,
      expectedSalary: 0,
      workExperience: [],
      portfolioLinks: [],
      gender: null,
      availabilityToStart: null,
      personalStatement: null,
      profilePhoto: null,
    });
  });

  const thisYear = new Date().getFullYear();
  it.each([
    [{ fullName: undefined }, 'Full name is required'],
    [{ fullName: '   ' }, 'Full name is required'],
    [{ fullName: 'x'.repeat(101) }, 'Full name must be at most 100 characters'],
    [{ phoneNumber: undefined }, 'Phone number is required'],
    [{ phoneNumber: 'call me' }, 'Phone number must contain only digits, spaces and + - ( )'],
    [{ dateOfBirth: undefined }, 'Date of birth is required'],
    [{ dateOfBirth: '12/10/1995' }, 'Date of birth must be a date (YYYY-MM-DD)'],
    [{ dateOfBirth: '1995-02-30' }, 'Date of birth must be a date (YYYY-MM-DD)'],
    [{ dateOfBirth: '2999-01-01' }, 'Date of birth must be a past date'],
    [{ highestQualification: '' }, 'Highest qualification is required'],
    [{ collegeName: undefined }, 'College name is required'],
    [{ graduationYear: undefined }, 'Graduation year is required'],
    [{ graduationYear: 'soon' }, 'Graduation year must be a number'],
    [{ graduationYear: 2018.5 }, 'Graduation year must be a whole number'],
    [{ graduationYear: 1900 }, `Graduation year must be between 1950 and ${thisYear + 10}`],
    [{ specialization: undefined }, 'Specialization is required'],
    [{ technicalSkills: undefined }, 'Technical skills are required'],
    [{ technicalSkills: ' , ,' }, 'Technical skills are required'],
    [{ technicalSkills: [] }, 'Technical skills are required'],
    [{ technicalSkills: 42 }, 'Technical skills must be a list of text'],
    [{ technicalSkills: ['x'.repeat(101)] }, 'Each of technical skills must be at most 100 characters'],
    [
      { technicalSkills: Array.from({ length: 31 }, (_, i) => `s${i}`) },
      'Technical skills can have at most 30 entries',
    ],
    [{ softSkills: '' }, 'Soft skills are required'],
    [{ preferredJobRoles: undefined }, 'Preferred job roles are required'],
    [{ locationPreferences: [] }, 'Location preferences are required'],
    [{ githubProfile: '' }, 'GitHub profile is required'],
    [{ githubProfile: 'javascript:alert(1)' }, 'GitHub profile must be a web address (https://…)'],
    [{ linkedInProfile: undefined }, 'LinkedIn profile is required'],
    [{ portfolioLinks: 'ok.dev, data:text/html,hi' }, 'Portfolio link must be a web address (https://…)'],
    [{ expectedSalary: undefined }, 'Salary expectation is required'],
    [{ expectedSalary: -1 }, 'Salary expectation must be between 0 and 1000000000'],
    [{ expectedSalary: '80k' }, 'Salary expectation must be a number'],
    [{ resume: undefined }, 'Please choose Your Resume first!'],
    [{ resume: '' }, 'Please choose Your Resume first!'],
    [{ availabilityToStart: 'next week' }, 'Availability to start must be a date (YYYY-MM-DD)'],
    [{ personalStatement: 'x'.repeat(2001) }, 'Personal statement must be at most 2000 characters'],
    [{ gender: 'Other' }, 'Gender must be Male, Female or Transgender'],
    [{ workExperience: [{ jobTitle: 'x'.repeat(101) }] }, 'Job title must be at most 100 characters'],
    [{ workExperience: 'lots' }, 'Work experience must be a list'],
  ])('answers 400 for %j', async (overrides, message) => {
    const user = await makeUser(ctx, null);
    const res = await onboardCandidate(user.token, candidateBody(user.id, overrides));
    expect(res.body.message).toBe(message);
    expect(res.body).toEqual({ success: false, message });
    expect(res.status).toBe(400);
  });

  it('ignores unknown fields: a candidate cannot make themself a recruiter', async () => {
    const user = await makeUser(ctx, null);
    const res = await onboardCandidate(user.token, { ...candidateBody(user.id), role: 'recruiter' });
    expect(res.status).toBe(201);
    expect(res.body.role).toBe('candidate');
    const [u] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(u?.role).toBe('candidate');
  });

  it.each([
    [
      'another user',
      (_id: string, other: string) => resumeOf(other),
      'Resume must be a file you uploaded yourself',
    ],
    [
      'another bucket',
      (id: string) => emulatorUrl(`resumes/${id}/1_cv.pdf`, { bucket: 'evil.appspot.com' }),
      "Resume must be a file uploaded to Hireloop's storage",
    ],
    [
      'another host',
      (id: string) => `https://files.example.com/resumes/${id}/1_cv.pdf`,
      "Resume must be a file uploaded to Hireloop's storage",
    ],
    [
      'a script',
      () => 'javascript:alert(document.cookie)',
      "Resume must be a file uploaded to Hireloop's storage",
    ],
    [
      'traversal',
      (id: string, other: string) => resumeOf(id, `../../${other}/x.pdf`),
      "Resume must be a file uploaded to Hireloop's storage",
    ],
    [
      'the logo folder',
      (id: string) => imageOf('logos', id, '1_cv.pdf'),
      'Resume must be uploaded to resumes/',
    ],
    ['not a PDF', (id: string) => resumeOf(id, '1_cv.docx'), 'Resume must be a PDF file'],
    [
      'a photo elsewhere',
      (id: string) => imageOf('logos', id),
      'Profile photo must be uploaded to UpdatedProfiles/',
    ],
  ])('checks the file URLs: refuses %s', async (name, url, message) => {
    const user = await makeUser(ctx, null);
    const other = await makeUser(ctx, null);
    const field = name === 'a photo elsewhere' ? 'profilePhoto' : 'resume';
    const res = await onboardCandidate(
      user.token,
      candidateBody(user.id, { [field]: url(user.id, other.id) }),
    );
    expect(res.body.message).toBe(message);
    expect(res.body).toEqual({ success: false, message });
    expect(res.status).toBe(400);
    const [u] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(u?.role).toBeNull();
  });
});

describe('POST /api/onboard-recruiter', () => {
  it('creates the company profile and sets the role', async () => {
    const user = await makeUser(ctx, null);
    const res = await onboardRecruiter(user.token, recruiterBody(user.id));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: 'Onboarded successfully as a recruiter',
      role: 'recruiter',
    });
    const [p] = await ctx.db.select().from(recruiterProfiles).where(eq(recruiterProfiles.userId, user.id));
    expect(p).toMatchObject({
      name: 'Grace Hopper',
      currentCompany: 'Compiler Corp',
      currentRole: 'Head of Talent',
      companyLogo: imageOf('logos', user.id, '1700000000000_logo.jpg'),
      companyDescription: 'We turn English into machine code.',
    });
  });

  it('needs no field at all (the name defaults to the username)', async () => {
    const user = await makeUser(ctx, null);
    const res = await onboardRecruiter(user.token, {});
    expect(res.status).toBe(201);
    const [p] = await ctx.db.select().from(recruiterProfiles).where(eq(recruiterProfiles.userId, user.id));
    expect(p).toMatchObject({ name: user.username, currentCompany: '', companyLogo: null });
  });

  it.each([
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    [{ currentCompany: 'x'.repeat(101) }, 'Current company must be at most 100 characters'],
    [{ currentRole: 7 }, 'Current role must be text'],
    [{ companyDescription: 'x'.repeat(2001) }, 'Company description must be at most 2000 characters'],
    [
      { companyLogo: 'https://evil.example.com/logo.png' },
      "Company logo must be a file uploaded to Hireloop's storage",
    ],
    [
      { companyLogo: 'data:image/png;base64,iVBORw0KGgo=' },
      "Company logo must be a file uploaded to Hireloop's storage",
    ],
    [{ companyLogo: 'LOGO' }, 'Company logo must be a link to an uploaded file'],
  ])('answers 400 for %j', async (overrides, message) => {
    const user = await makeUser(ctx, null);
    const res = await onboardRecruiter(user.token, recruiterBody(user.id, overrides));
    expect(res.body.message).toBe(message);
    expect(res.body).toEqual({ success: false, message });
    expect(res.status).toBe(400);
  });

  it.each([
    [
      'a GIF',
      (id: string) => imageOf('logos', id, '1_logo.gif'),
      'Company logo must be a .jpg, .jpeg, .png or .webp image',
    ],
    ['the feed folder', (id: string) => imageOf('feed-posts', id), 'Company logo must be uploaded to logos/'],
    [
      "another user's logo",
      (_: string, other: string) => imageOf('logos', other),
      'Company logo must be a file you uploaded yourself',
    ],
  ])('refuses %s as the logo', async (_name, url, message) => {
    const user = await makeUser(ctx, null);
    const other = await makeUser(ctx, null);
    const res = await onboardRecruiter(
      user.token,
      recruiterBody(user.id, { companyLogo: url(user.id, other.id) }),
    );
    expect(res.body.message).toBe(message);
    expect(res.body).toEqual({ success: false, message });
  });
});

describe('one profile per user', () => {
  it('answers a second onboarding, either kind, with 409', async () => {
    const user = await makeUser(ctx, null);
    expect((await onboardRecruiter(user.token, recruiterBody(user.id))).status).toBe(201);
    for (const res of [
      await onboardRecruiter(user.token, recruiterBody(user.id)),
      await onboardCandidate(user.token, candidateBody(user.id)),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, message: 'You are already Onboarded.' });
    }
    const profiles = await ctx.db
      .select()
      .from(recruiterProfiles)
      .where(eq(recruiterProfiles.userId, user.id));
    expect(profiles).toHaveLength(1);
    expect(
      await ctx.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, user.id)),
    ).toHaveLength(0);
  });

  it('leaves one profile and one role after a concurrent double submit', async () => {
    const user = await makeUser(ctx, null);
    const results = await Promise.all([
      onboardCandidate(user.token, candidateBody(user.id)),
      onboardCandidate(user.token, candidateBody(user.id)),
      onboardRecruiter(user.token, recruiterBody(user.id)),
      onboardRecruiter(user.token, recruiterBody(user.id)),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    const [u] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    const candidates = await ctx.db
      .select()
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, user.id));
    const recruiters = await ctx.db
      .select()
      .from(recruiterProfiles)
      .where(eq(recruiterProfiles.userId, user.id));
    expect(candidates.length + recruiters.length).toBe(1);
    expect(u?.role).toBe(candidates.length ? 'candidate' : 'recruiter');
  });
});

describe('refusals', () => {
  // Who may onboard is in permission-matrix.test.ts; these are the messages and the order of checks.
  it('tells a visitor to sign in before anything about the form', async () => {
    const p = await everyone(ctx);
    expect((await onboardCandidate(undefined, {})).body).toEqual({
      success: false,
      message: 'Please sign in to continue',
    });
    expect((await onboardCandidate(p.expired, {})).body).toEqual({
      success: false,
      message: 'Your session has expired, please sign in again',
    });
    expect((await onboardRecruiter(p.candidate.token, recruiterBody(p.newcomer.id))).body).toEqual({
      success: false,
      message: 'You are already Onboarded.',
    });
    expect((await onboardCandidate(p.newcomer.token, candidateBody(p.newcomer.id))).status).toBe(201);
  });
});
