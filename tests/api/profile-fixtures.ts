// Shared helpers for the onboarding, account, companies, feed and file-URL tests.
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { call, createTestContext, makeUser, type TestContext, type TestUser } from './harness.ts';

export const bucket = 'demo-hireloop.appspot.com';
export const storageHost = '127.0.0.1:9499';
export const jwtSecret = randomBytes(32).toString('hex');

/** A test app whose storage emulator host and JWT secret are known to the test. */
export const profileContext = (options: NonNullable<Parameters<typeof createTestContext>[0]> = {}) =>
  createTestContext({
    ...options,
    env: {
      FIREBASE_PROJECT_ID: 'demo-hireloop',
      FIREBASE_STORAGE_BUCKET: bucket,
      FIREBASE_STORAGE_EMULATOR_HOST: storageHost,
      JWT_SECRET: jwtSecret,
      ...options.env,
    },
  });

/** A download URL as the Storage emulator's getDownloadURL gives it. */
export function emulatorUrl(objectPath: string, options: { bucket?: string; host?: string } = {}) {
  return `http://${options.host ?? storageHost}/v0/b/${options.bucket ?? bucket}/o/${encodeURIComponent(objectPath)}?alt=media&token=0f1e2d3c`;
}

/** A download URL as real Firebase Storage gives it. */
export function firebaseUrl(objectPath: string, options: { bucket?: string } = {}) {
  return `https://firebasestorage.googleapis.com/v0/b/${options.bucket ?? bucket}/o/${encodeURIComponent(objectPath)}?alt=media&token=0f1e2d3c`;
}

export const resumeOf = (userId: string, name = '1700000000000_cv.pdf') =>
  emulatorUrl(`resumes/${userId}/${name}`);
export const imageOf = (folder: string, userId: string, name = '1700000000000_pic.png') =>
  emulatorUrl(`${folder}/${userId}/${name}`);

export function candidateBody(userId: string, overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Ada Lovelace',
    phoneNumber: '+44 20 7946 0958',
    dateOfBirth: '1995-12-10',
    highestQualification: 'MSc',
    collegeName: 'University of London',
    graduationYear: 2018,
    specialization: 'Mathematics',
    workExperience: [{ jobTitle: 'Analyst', companyName: 'Babbage & Co', duration: '3 years' }],
    technicalSkills: 'TypeScript, SQL ,  Rust',
    softSkills: ['Writing', 'Teaching'],
    portfolioLinks: 'ada.dev, https://notes.ada.dev/engine',
    githubProfile: 'https://github.com/ada',
    linkedInProfile: 'linkedin.com/in/ada',
    resume: resumeOf(userId),
    preferredJobRoles: ['Backend Engineer'],
    locationPreferences: 'London, Remote',
    expectedSalary: 85000,
    availabilityToStart: '2030-01-15',
    personalStatement: 'I write programs for engines that do not exist yet.',
    gender: 'Female',
    ...overrides,
  };
}

export function recruiterBody(userId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Grace Hopper',
    currentCompany: 'Compiler Corp',
    currentRole: 'Head of Talent',
    companyLogo: imageOf('logos', userId, '1700000000000_logo.jpg'),
    companyDescription: 'We turn English into machine code.',
    ...overrides,
  };
}

export async function onboardedCandidate(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const user = await makeUser(ctx, null);
  const res = await call(ctx, 'POST', '/api/onboard-candidate', {
    token: user.token,
    body: candidateBody(user.id, overrides),
  });
  if (res.status !== 201) throw new Error(`onboard-candidate: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...user, role: 'candidate' as const };
}

export async function onboardedRecruiter(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const user = await makeUser(ctx, null);
  const res = await call(ctx, 'POST', '/api/onboard-recruiter', {
    token: user.token,
    body: recruiterBody(user.id, overrides),
  });
  if (res.status !== 201) throw new Error(`onboard-recruiter: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...user, role: 'recruiter' as const };
}

/** A valid token with its signature altered, and a correctly signed one that has expired. */
export async function badTokens(user: TestUser) {
  const [head, body, signature = ''] = user.token.split('.');
  const flipped = `${signature.slice(0, 5)}${signature[5] === 'x' ? 'y' : 'x'}${signature.slice(6)}`;
  const expired = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
    .sign(new TextEncoder().encode(jwtSecret));
  return { tampered: `${head}.${body}.${flipped}`, expired };
}

export type Caller = { name: string; token?: string };

/** visitor, candidate, another candidate, recruiter, another recruiter, no role, tampered, expired. */
export async function everyone(ctx: TestContext) {
  const candidate = await onboardedCandidate(ctx);
  const otherCandidate = await onboardedCandidate(ctx);
  const recruiter = await onboardedRecruiter(ctx);
  const otherRecruiter = await onboardedRecruiter(ctx);
  const newcomer = await makeUser(ctx, null);
  const { tampered, expired } = await badTokens(recruiter);
  return { candidate, otherCandidate, recruiter, otherRecruiter, newcomer, tampered, expired };
}
