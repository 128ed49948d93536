// The old portal's own client, unchanged, must keep working against Hireloop:
// every call of the old portal's API, called with the old client's payload and read the way it reads
// the answer. The three bodies it reads as bare values are pinned exactly: the job object of
// postinfo, and the arrays of /activity and the applicant list (whose next page is in a Link header).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles, users } from '../../server/db/schema.ts';
import { databaseHolds } from './db-fingerprint.ts';
import { call, nextLink, type TestContext, walkLinks } from './harness.ts';
import { inDays } from './jobs-fixtures.ts';
import { candidateBody, imageOf, profileContext, recruiterBody } from './profile-fixtures.ts';

const partner = 'https://old-portal.example';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await profileContext({ env: { CORS_ORIGINS: partner } });
});
afterAll(() => ctx.close());

type Session = { token: string; id: string };
let seq = 0;

/** Sign-up then sign-in, with the old payloads, as the old client's two screens send them. */
async function signUpAndIn(name: string): Promise<Session> {
  const useremail = `${name.toLowerCase()}-${++seq}-${process.pid}@old.example.com`;
  const userpassword = 'old client password';
  const signup = await call(ctx, 'POST', '/api/signup', {
    body: { username: name, useremail, userpassword },
  });
  expect([signup.status, signup.body.success]).toEqual([201, true]);
  const signin = await call(ctx, 'POST', '/api/signin', { body: { useremail, userpassword } });
  expect([signin.status, signin.body.success]).toEqual([200, true]);
  return { token: signin.body.token, id: signin.body.user._id };
}

/** What the old post-job form sends: its nine fields. */
const oldJobPayload = (title: string) => ({
  JobTitle: title,
  CompanyName: 'Legacy Ltd',
  Location: 'Lisbon',
  SalaryRange: '40k - 50k',
  JobType: 'Full-Time',
  RequiredSkills: ['Java', 'SQL'],
  ExperienceLevel: 'Senior',
  ApplicationDeadline: inDays(20),
  JobDescription: 'Keep the old things running.',
});

describe("the old portal's API, call by call, as the old client calls and reads it", () => {
  let recruiter: Session;
  let candidate: Session;
  let job: { _id: string; UrlPath: string };
  let applicationId: string;
  let companyId: string;

  beforeAll(async () => {
    recruiter = await signUpAndIn('Rita');
    candidate = await signUpAndIn('Carl');
  });

  it('POST /onboard-candidate and /onboard-recruiter answer success; the role is set', async () => {
    const asCandidate = await call(ctx, 'POST', '/api/onboard-candidate', {
      token: candidate.token,
      body: candidateBody(candidate.id),
    });
    expect([asCandidate.status, asCandidate.body.success, asCandidate.body.role]).toEqual([
      201,
      true,
      'candidate',
    ]);
    const asRecruiter = await call(ctx, 'POST', '/api/onboard-recruiter', {
      token: recruiter.token,
      body: recruiterBody(recruiter.id, { currentCompany: 'Legacy Ltd' }),
    });
    expect([asRecruiter.status, asRecruiter.body.success]).toEqual([201, true]);
  });

  it('GET /recruiter/Account and /candidate/Account answer userId.username and userId.image', async () => {
    const rec = await call(ctx, 'GET', '/api/recruiter/Account', { token: recruiter.token });
    expect(rec.status).toBe(200);
    // The recruiter account object: name, currentRole, currentCompany, logo, description, userId.
    expect(rec.body).toMatchObject({
      name: 'Grace Hopper',
      currentRole: 'Head of Talent',
      currentCompany: 'Legacy Ltd',
      companyLogo: imageOf('logos', recruiter.id, '1700000000000_logo.jpg'),
      companyDescription: 'We turn English into machine code.',
      userId: { username: 'Rita', image: null, useremail: expect.stringContaining('@old.example.com') },
    });
    companyId = rec.body._id;
    const cand = await call(ctx, 'GET', '/api/candidate/Account', { token: candidate.token });
    expect(cand.status).toBe(200);
    expect(cand.body.userId).toMatchObject({ username: 'Carl', image: null });
    // "even with no login": a refusal the old client only logs.
    const visitor = await call(ctx, 'GET', '/api/candidate/Account');
    expect([visitor.status, visitor.body.success, typeof visitor.body.message]).toEqual([
      401,
      false,
      'string',
    ]);
  });

  it('POST /postjob takes the nine fields; GET /getjob and /getAllJobs answer data: list of jobs', async () => {
    const posted = await call(ctx, 'POST', '/api/postjob', {
      token: recruiter.token,
      body: oldJobPayload('Legacy Engineer'),
    });
    expect([posted.status, posted.body.success]).toEqual([201, true]);
    job = posted.body.data;
    const mine = await call(ctx, 'GET', '/api/getjob', { token: recruiter.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((j: { UrlPath: string }) => j.UrlPath)).toEqual([job.UrlPath]);
    const all = await call(ctx, 'GET', '/api/getAllJobs', { token: candidate.token });
    expect(all.status).toBe(200);
    expect(all.body.data.map((j: { _id: string }) => j._id)).toContain(job._id);
  });

  it('POST /candidate/applyjob/{jobId} with Note answers message', async () => {
    const res = await call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, {
      token: candidate.token,
      body: { Note: 'Hired me before, hire me again.' },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Application Submitted');
    applicationId = res.body.data._id;
  });

  it('GET /recruiter/postinfo/{id} answers a job object (not wrapped)', async () => {
    const res = await call(ctx, 'GET', `/api/recruiter/postinfo/${job.UrlPath}`, { token: candidate.token });
    expect(res.status).toBe(200);
    const PostInfo = res.body; // the old client's own name for it
    expect(PostInfo.recruiterId.companyLogo).toBe(imageOf('logos', recruiter.id, '1700000000000_logo.jpg'));
    expect(PostInfo).toEqual({
      _id: job._id,
      ...oldJobPayload('Legacy Engineer'), // every field as posted, but the deadline:
      ApplicationDeadline: `${inDays(20)}T23:59:59.999Z`,
      LastDate: `${inDays(20)}T23:59:59.999Z`,
      ApplicationsReceived: 1,
      closed: false,
      closedAt: null,
      UrlPath: job.UrlPath,
      createdAt: expect.any(String),
      UserId: { _id: recruiter.id, image: null },
      recruiterId: {
        _id: companyId,
        currentCompany: 'Legacy Ltd',
        currentRole: 'Head of Talent',
        companyLogo: imageOf('logos', recruiter.id, '1700000000000_logo.jpg'),
        companyDescription: 'We turn English into machine code.',
      },
      // Ours, beside the old fields: whether the signed-in candidate applied, and what the job's
      // old fields tell (a salary of "40k - 50k" names no currency, so none is read).
      myApplication: { _id: applicationId, status: 'pending', createdAt: expect.any(String) },
      salary: null,
      workMode: 'onsite',
      level: 'senior',
    });
  });

  /** The fields both application reads share, for the application made above. */
  const pendingApplication = () => ({
    _id: applicationId,
    Accept: false,
    Pending: true,
    status: 'pending',
    Note: 'Hired me before, hire me again.',
    createdAt: expect.any(String),
  });

  it('GET /activity answers a list of applications (an array the old client maps)', async () => {
    const res = await call(ctx, 'GET', '/api/activity', { token: candidate.token });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    const badges = res.body.map((a: { Accept: boolean; Pending: boolean }) =>
      a.Accept ? 'Accepted' : a.Pending ? 'Pending' : 'Rejected',
    );
    expect(badges).toEqual(['Pending']);
    expect(res.body).toEqual([
      {
        ...pendingApplication(),
        jobId: {
          _id: job._id,
          JobTitle: 'Legacy Engineer',
          CompanyName: 'Legacy Ltd',
          Location: 'Lisbon',
          JobType: 'Full-Time',
          UrlPath: job.UrlPath,
          UserId: { image: null },
        },
      },
    ]);
    expect(res.headers.link).toBeUndefined();
    // "if the status is not ok, the field message is shown"
    const refused = await call(ctx, 'GET', '/api/activity', { token: recruiter.token });
    expect([refused.status, refused.body.success, typeof refused.body.message]).toEqual([
      403,
      false,
      'string',
    ]);
  });

  it('GET /recruiter/applicant/{recruiterId} (the job url path) answers a list of applications', async () => {
    const res = await call(ctx, 'GET', `/api/recruiter/applicant/${job.UrlPath}`, { token: recruiter.token });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toEqual([
      {
        ...pendingApplication(),
        candidateId: {
          _id: candidate.id,
          fullName: 'Ada Lovelace',
          ProfileImage: null,
          emailAddress: expect.stringContaining('@old.example.com'),
          phoneNumber: '+44 20 7946 0958',
          resume: candidateBody(candidate.id).resume,
          collegeName: 'University of London',
          graduationYear: 2018,
          specialization: 'Mathematics',
          linkedInProfile: 'https://linkedin.com/in/ada',
          githubProfile: 'https://github.com/ada',
          portfolioLinks: ['https://ada.dev/', 'https://notes.ada.dev/engine'],
          technicalSkills: ['TypeScript', 'SQL', 'Rust'],
          dateOfBirth: '1995-12-10',
          highestQualification: 'MSc',
          gender: 'Female',
          workExperience: [{ jobTitle: 'Analyst', companyName: 'Babbage & Co', duration: '3 years' }],
          personalStatement: 'I write programs for engines that do not exist yet.',
        },
      },
    ]);
    expect(res.headers.link).toBeUndefined();
  });

  it('PUT /recruiter/acceptJob/{applicationId} (JSON content type, no body) answers success, message', async () => {
    const res = await call(ctx, 'PUT', `/api/recruiter/acceptJob/${applicationId}`, {
      token: recruiter.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Application accepted' });
    const history = await call(ctx, 'GET', '/api/activity', { token: candidate.token });
    expect(history.body.map((a: { Accept: boolean }) => a.Accept)).toEqual([true]);
  });

  it('POST feed/post answers success, message; GET feed/posts answers data: list of posts', async () => {
    const image = imageOf('feed-posts', recruiter.id, '1700000000000_office.png');
    const created = await call(ctx, 'POST', '/api/feed/post', {
      token: recruiter.token,
      body: { content: 'Still hiring', image },
    });
    expect([created.status, created.body.success, typeof created.body.message]).toEqual([
      201,
      true,
      'string',
    ]);
    const listed = await call(ctx, 'GET', '/api/feed/posts', { token: candidate.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data[0]).toEqual({
      _id: created.body.data._id,
      content: 'Still hiring',
      image,
      createdAt: expect.any(String),
      userId: { _id: recruiter.id, username: 'Rita', image: null },
    });
  });

  it('PUT //recruiter/userprofile with username, image, currentCompany, currentRole answers success', async () => {
    const res = await call(ctx, 'PUT', '/api//recruiter/userprofile', {
      token: recruiter.token,
      body: {
        username: 'Rita R.',
        image: imageOf('UpdatedProfiles', recruiter.id),
        currentCompany: 'Legacy Ltd',
        currentRole: 'Recruiter',
      },
    });
    expect([res.status, res.body.success]).toEqual([200, true]);
    const account = await call(ctx, 'GET', '/api/recruiter/Account', { token: recruiter.token });
    expect(account.body.userId).toMatchObject({
      username: 'Rita R.',
      image: imageOf('UpdatedProfiles', recruiter.id),
    });
  });

  it('GET companies and company/jobs/{id} (no token) answer success, data, message', async () => {
    const companies = await call(ctx, 'GET', '/api/companies');
    expect(companies.status).toBe(200);
    expect(companies.body).toMatchObject({ success: true, message: expect.any(String) });
    expect(companies.body.data.find((c: { _id: string }) => c._id === companyId)).toMatchObject({
      currentCompany: 'Legacy Ltd',
      currentRole: 'Recruiter',
      companyLogo: imageOf('logos', recruiter.id, '1700000000000_logo.jpg'),
      companyDescription: 'We turn English into machine code.',
      userId: { username: 'Rita R.', useremail: expect.stringContaining('@old.example.com') },
    });
    const jobs = await call(ctx, 'GET', `/api/company/jobs/${companyId}`);
    expect(jobs.status).toBe(200);
    expect(jobs.body).toMatchObject({ success: true, message: expect.any(String) });
    expect(jobs.body.data.map((j: { _id: string }) => j._id)).toEqual([job._id]);
  });

  it('POST /google-auth without the Firebase ID token (the old client has none) is refused readably', async () => {
    const res = await call(ctx, 'POST', '/api/google-auth', {
      body: { username: 'Gina', useremail: 'gina@old.example.com', image: null },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toEqual({ success: false, message: expect.any(String) });
  });
});

describe('the paged array lists: the next page in a Link header (RFC 8288)', () => {
  let recruiter: Session;
  let candidate: Session;
  let urlPath: string;
  const appliedTitles: string[] = [];

  beforeAll(async () => {
    recruiter = await signUpAndIn('Paula');
    await call(ctx, 'POST', '/api/onboard-recruiter', {
      token: recruiter.token,
      body: recruiterBody(recruiter.id),
    });
    candidate = await signUpAndIn('Pete');
    await call(ctx, 'POST', '/api/onboard-candidate', {
      token: candidate.token,
      body: candidateBody(candidate.id),
    });
    for (let i = 0; i < 5; i++) {
      const title = `Paged ${i}`;
      const posted = await call(ctx, 'POST', '/api/postjob', {
        token: recruiter.token,
        body: oldJobPayload(title),
      });
      await call(ctx, 'POST', `/api/candidate/applyjob/${posted.body.data._id}`, { token: candidate.token });
      appliedTitles.push(title);
      urlPath = posted.body.data.UrlPath;
    }
    for (let i = 0; i < 4; i++) {
      const other = await signUpAndIn(`Applicant${i}`);
      await call(ctx, 'POST', '/api/onboard-candidate', {
        token: other.token,
        body: candidateBody(other.id),
      });
      await call(
        ctx,
        'POST',
        `/api/candidate/applyjob/${(await call(ctx, 'GET', `/api/recruiter/postinfo/${urlPath}`)).body._id}`,
        {
          token: other.token,
        },
      );
    }
  });

  it('GET /activity: <absolute path with limit and cursor>; rel="next", followed to the last page', async () => {
    const first = await call(ctx, 'GET', '/api/activity?limit=2', { token: candidate.token });
    expect(first.headers.link).toMatch(/^<\/api\/activity\?limit=2&cursor=[A-Za-z0-9_-]+>; rel="next"$/);
    const { rows, sizes, links } = await walkLinks(ctx, '/api/activity?limit=2', candidate.token);
    expect(sizes).toEqual([2, 2, 1]);
    expect(links).toHaveLength(2);
    expect(rows.map((a) => a.jobId.JobTitle)).toEqual([...appliedTitles].reverse());
    // Without paging params: the first 20 and, here, no next page.
    const whole = await call(ctx, 'GET', '/api/activity', { token: candidate.token });
    expect(whole.body).toHaveLength(5);
    expect(whole.headers.link).toBeUndefined();
  });

  it('GET /recruiter/applicant/{UrlPath}: the same, and the default limit travels in the link', async () => {
    const base = `/api/recruiter/applicant/${urlPath}`;
    const { rows, sizes, links } = await walkLinks(ctx, `${base}?limit=3`, recruiter.token);
    expect(sizes).toEqual([3, 2]);
    expect(links).toEqual([expect.stringMatching(new RegExp(`^${base}\\?limit=3&cursor=[\\w-]+$`))]);
    expect(new Set(rows.map((a) => a._id)).size).toBe(5);
    expect(nextLink((await call(ctx, 'GET', base, { token: recruiter.token })).headers)).toBeNull();
  });

  it('the Link header is readable cross-site by an allowed origin, and never cached', async () => {
    const headers = { origin: partner };
    for (let i = 0; i < 2; i++) {
      const res = await call(ctx, 'GET', '/api/activity?limit=1', { token: candidate.token, headers });
      expect(res.headers['access-control-allow-origin']).toBe(partner);
      expect(String(res.headers['access-control-expose-headers']).toLowerCase().split(/,\s*/)).toContain(
        'link',
      );
      expect(nextLink(res.headers)).toMatch(/^\/api\/activity\?limit=1&cursor=/);
      expect(res.headers['x-read-cache']).toBeUndefined();
    }
  });
});

describe('stray request fields (the old forms send keys such as jobTitle_0)', () => {
  const stray = 'stray-5b9c2e';

  it('a sign-up with stray keys succeeds and stores none of them', async () => {
    const useremail = `stray-${process.pid}@old.example.com`;
    const res = await call(ctx, 'POST', '/api/signup', {
      body: {
        username: 'Stray',
        useremail,
        userpassword: 'long enough',
        confirmPassword: stray,
        jobTitle_0: stray,
        role: 'recruiter',
        [stray]: true,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: expect.any(String) });
    const [row] = await ctx.db.select().from(users).where(eq(users.email, useremail));
    expect(row?.role).toBeNull();
    expect(await databaseHolds(ctx, stray)).toBe(false);
    const signin = await call(ctx, 'POST', '/api/signin', {
      body: { useremail, userpassword: 'long enough' },
    });
    expect([signin.status, signin.body.role]).toEqual([200, null]);
  });

  it('an onboarding with stray keys succeeds and stores none of them, nested ones included', async () => {
    const user = await signUpAndIn('Onboarder');
    const body = candidateBody(user.id, {
      jobTitle_0: stray,
      companyName_0: stray,
      duration_0: stray,
      role: 'recruiter',
      userId: '00000000-0000-4000-8000-000000000000',
      workExperience: [{ jobTitle: 'Analyst', companyName: 'Babbage & Co', duration: '3 years', id: stray }],
    });
    const res = await call(ctx, 'POST', '/api/onboard-candidate', { token: user.token, body });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: expect.any(String), role: 'candidate' });
    const [profile] = await ctx.db
      .select()
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, user.id));
    expect(profile?.workExperience).toEqual([
      { jobTitle: 'Analyst', companyName: 'Babbage & Co', duration: '3 years' },
    ]);
    expect(await databaseHolds(ctx, stray)).toBe(false);
    expect(await databaseHolds(ctx, 'jobTitle_0')).toBe(false);
    // Nor does any answer echo them.
    const account = await call(ctx, 'GET', '/api/candidate/Account', { token: user.token });
    expect(JSON.stringify(account.body)).not.toContain(stray);
  });

  it('a recruiter onboarding with stray keys succeeds and stores none of them', async () => {
    const user = await signUpAndIn('StrayRecruiter');
    const body = recruiterBody(user.id, { logoFile: stray, currentCompany_0: stray });
    const res = await call(ctx, 'POST', '/api/onboard-recruiter', { token: user.token, body });
    expect([res.status, res.body.role]).toEqual([201, 'recruiter']);
    expect(await databaseHolds(ctx, stray)).toBe(false);
  });
});
