import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles, recruiterProfiles, users } from '../../server/db/schema.ts';
import { call, makeUser, type TestContext } from './harness.ts';
import {
  everyone,
  imageOf,
  onboardedCandidate,
  onboardedRecruiter,
  profileContext,
  resumeOf,
} from './profile-fixtures.ts';

let ctx: TestContext;
let p: Awaited<ReturnType<typeof everyone>>;
beforeAll(async () => {
  ctx = await profileContext();
  p = await everyone(ctx);
});
afterAll(() => ctx.close());

const get = (path: string, token?: string) => call(ctx, 'GET', `/api${path}`, { token });
const put = (path: string, token: string | undefined, body: unknown) =>
  call(ctx, 'PUT', `/api${path}`, { token, body });
const updated = { success: true, message: 'Profile Updated Successfully' };

describe('GET /api/recruiter/Account', () => {
  it("returns the caller's user and company profile", async () => {
    const res = await get('/recruiter/Account', p.recruiter.token);
    expect(res.status).toBe(200);
    const [profile] = await ctx.db
      .select()
      .from(recruiterProfiles)
      .where(eq(recruiterProfiles.userId, p.recruiter.id));
    expect(res.body).toEqual({
      success: true,
      role: 'recruiter',
      userId: {
        _id: p.recruiter.id,
        username: p.recruiter.username,
        useremail: p.recruiter.email,
        image: null,
      },
      _id: profile?.id,
      name: 'Grace Hopper',
      currentRole: 'Head of Talent',
      currentCompany: 'Compiler Corp',
      companyLogo: imageOf('logos', p.recruiter.id, '1700000000000_logo.jpg'),
      companyDescription: 'We turn English into machine code.',
    });
  });

  it('answers a user without a recruiter profile with the user part and nulls', async () => {
    for (const user of [p.newcomer, p.candidate]) {
      const res = await get('/recruiter/Account', user.token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        role: user.role,
        userId: { _id: user.id, username: user.username },
        _id: null,
        name: null,
        currentCompany: null,
        companyLogo: null,
      });
    }
  });
});

describe('GET /api/candidate/Account', () => {
  it("returns the caller's own profile, every field", async () => {
    const res = await get('/candidate/Account', p.candidate.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      role: 'candidate',
      userId: {
        _id: p.candidate.id,
        username: p.candidate.username,
        useremail: p.candidate.email,
        image: null,
      },
      fullName: 'Ada Lovelace',
      phoneNumber: '+44 20 7946 0958',
      dateOfBirth: '1995-12-10',
      profilePhoto: null,
      highestQualification: 'MSc',
      collegeName: 'University of London',
      graduationYear: 2018,
      specialization: 'Mathematics',
      workExperience: [{ jobTitle: 'Analyst', companyName: 'Babbage & Co', duration: '3 years' }],
      technicalSkills: ['TypeScript', 'SQL', 'Rust'],
      softSkills: ['Writing', 'Teaching'],
      portfolioLinks: ['https://ada.dev/', 'https://notes.ada.dev/engine'],
      githubProfile: 'https://github.com/ada',
      linkedInProfile: 'https://linkedin.com/in/ada',
      resume: resumeOf(p.candidate.id),
      preferredJobRoles: ['Backend Engineer'],
      locationPreferences: ['London', 'Remote'],
      expectedSalary: 85000,
      availabilityToStart: '2030-01-15',
      personalStatement: 'I write programs for engines that do not exist yet.',
      gender: 'Female',
    });
    const other = await get('/candidate/Account', p.otherCandidate.token);
    expect(other.body.userId._id).toBe(p.otherCandidate.id);
    expect(other.body.resume).toBe(resumeOf(p.otherCandidate.id));
  });

  it('answers a user without a candidate profile with the user part and nulls', async () => {
    const res = await get('/candidate/Account', p.recruiter.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      role: 'recruiter',
      userId: { _id: p.recruiter.id },
      fullName: null,
      resume: null,
    });
  });
});

describe('PUT /api/recruiter/userprofile', () => {
  it('updates name, photo, company and role, also through the doubled slash', async () => {
    const recruiter = await onboardedRecruiter(ctx);
    const image = imageOf('UpdatedProfiles', recruiter.id);
    const res = await put('/recruiter/userprofile', recruiter.token, {
      username: '  Grace B. Hopper ',
      image,
      currentCompany: 'Navy',
      currentRole: 'Rear Admiral',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(updated);
    const account = (await get('/recruiter/Account', recruiter.token)).body;
    expect(account).toMatchObject({
      userId: { username: 'Grace B. Hopper', image },
      name: 'Grace B. Hopper',
      currentCompany: 'Navy',
      currentRole: 'Rear Admiral',
    });
    const doubled = await put('//recruiter/userprofile', recruiter.token, { currentRole: 'Admiral' });
    expect(doubled.status).toBe(200);
    expect((await get('/recruiter/Account', recruiter.token)).body).toMatchObject({
      currentRole: 'Admiral',
      currentCompany: 'Navy',
      userId: { image },
    });
  });

  it('accepts a logo as the photo, the photo already stored, and clears it with null', async () => {
    const recruiter = await onboardedRecruiter(ctx);
    await ctx.db
      .update(users)
      .set({ image: 'https://lh3.googleusercontent.com/a/photo' })
      .where(eq(users.id, recruiter.id));
    expect(
      (
        await put('/recruiter/userprofile', recruiter.token, {
          image: 'https://lh3.googleusercontent.com/a/photo',
        })
      ).status,
    ).toBe(200);
    expect(
      (await put('/recruiter/userprofile', recruiter.token, { image: imageOf('logos', recruiter.id) }))
        .status,
    ).toBe(200);
    expect((await put('/recruiter/userprofile', recruiter.token, { image: null })).status).toBe(200);
    expect((await get('/recruiter/Account', recruiter.token)).body.userId.image).toBeNull();
  });

  it.each([
    [{}, 'Send at least one field to update'],
    [{ username: '  ' }, 'Name is required'],
    [{ username: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    [{ currentRole: 'x'.repeat(101) }, 'Current role must be at most 100 characters'],
    [
      { image: 'https://evil.example.com/me.png' },
      "Profile image must be a file uploaded to Hireloop's storage",
    ],
    [{ image: 'javascript:alert(1)' }, "Profile image must be a file uploaded to Hireloop's storage"],
    // Unknown fields are dropped: a body of nothing else has nothing to update.
    [{ email: 'x@y.z' }, 'Send at least one field to update'],
  ])('answers 400 for %j', async (body, message) => {
    const res = await put('/recruiter/userprofile', p.recruiter.token, body);
    expect(res.body.message).toBe(message);
    expect(res.body).toEqual({ success: false, message });
    expect(res.status).toBe(400);
  });

  it("refuses another recruiter's files", async () => {
    const res = await put('/recruiter/userprofile', p.otherRecruiter.token, {
      image: imageOf('UpdatedProfiles', p.recruiter.id),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Profile image must be a file you uploaded yourself');
  });
});

describe('PUT /api/recruiter/companyprofile', () => {
  it('updates the company name, description and logo', async () => {
    const recruiter = await onboardedRecruiter(ctx);
    const logo = imageOf('logos', recruiter.id, '2_new.webp');
    const res = await put('/recruiter/companyprofile', recruiter.token, {
      currentCompany: 'Compiler Corp International',
      companyDescription: '',
      companyLogo: logo,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(updated);
    expect((await get('/recruiter/Account', recruiter.token)).body).toMatchObject({
      currentCompany: 'Compiler Corp International',
      companyDescription: null,
      companyLogo: logo,
    });
  });

  it.each([
    [{}, 'Send at least one field to update'],
    [{ companyDescription: 'x'.repeat(2001) }, 'Company description must be at most 2000 characters'],
    [{ companyLogo: 'x' }, 'Company logo must be a link to an uploaded file'],
  ])('answers 400 for %j', async (body, message) => {
    const res = await put('/recruiter/companyprofile', p.recruiter.token, body);
    expect(res.body).toEqual({ success: false, message });
  });

  it("refuses another recruiter's logo", async () => {
    const res = await put('/recruiter/companyprofile', p.otherRecruiter.token, {
      companyLogo: imageOf('logos', p.recruiter.id),
    });
    expect(res.body).toEqual({
      success: false,
      message: 'Company logo must be a file you uploaded yourself',
    });
  });
});

describe('PUT /api/candidate/profile', () => {
  it('updates only the fields sent', async () => {
    const candidate = await onboardedCandidate(ctx);
    const photo = imageOf('UpdatedProfiles', candidate.id);
    const res = await put('/candidate/profile', candidate.token, {
      fullName: 'Augusta Ada King',
      technicalSkills: 'Analytical engines, Notes',
      expectedSalary: '90000',
      gender: null,
      profilePhoto: photo,
      resume: resumeOf(candidate.id, '2_cv.pdf'),
      personalStatement: '',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(updated);
    const [row] = await ctx.db
      .select()
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, candidate.id));
    expect(row).toMatchObject({
      fullName: 'Augusta Ada King',
      technicalSkills: ['Analytical engines', 'Notes'],
      expectedSalary: 90000,
      gender: null,
      profilePhoto: photo,
      resume: resumeOf(candidate.id, '2_cv.pdf'),
      personalStatement: null,
      // untouched
      phoneNumber: '+44 20 7946 0958',
      softSkills: ['Writing', 'Teaching'],
      portfolioLinks: ['https://ada.dev/', 'https://notes.ada.dev/engine'],
      availabilityToStart: '2030-01-15',
    });
  });

  it.each([
    [{}, 'Send at least one field to update'],
    [{ fullName: '' }, 'Full name is required'],
    [{ technicalSkills: [] }, 'Technical skills are required'],
    [{ resume: '' }, 'Please choose Your Resume first!'],
    [{ graduationYear: 3000 }, `Graduation year must be between 1950 and ${new Date().getFullYear() + 10}`],
    [{ githubProfile: 'javascript:alert(1)' }, 'GitHub profile must be a web address (https://…)'],
    [{ userId: 'someone-else' }, 'Send at least one field to update'],
  ])('answers 400 for %j', async (body, message) => {
    const res = await put('/candidate/profile', p.candidate.token, body);
    expect(res.body.message).toBe(message);
    expect(res.status).toBe(400);
  });

  it("refuses another candidate's resume", async () => {
    const res = await put('/candidate/profile', p.otherCandidate.token, { resume: resumeOf(p.candidate.id) });
    expect(res.body).toEqual({ success: false, message: 'Resume must be a file you uploaded yourself' });
    expect((await get('/candidate/Account', p.otherCandidate.token)).body.resume).toBe(
      resumeOf(p.otherCandidate.id),
    );
  });

  it('answers a candidate who never onboarded with 404', async () => {
    const bare = await makeUser(ctx, 'candidate');
    const res = await put('/candidate/profile', bare.token, { fullName: 'X' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Complete onboarding before editing your profile' });
  });
});
