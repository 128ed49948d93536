// People for the account-data tests: signed up with a password (or through Google), their email
// confirmed, onboarded with files really uploaded to the Storage emulator the test run started.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema.ts';
import { upload } from './account-traces.ts';
import { googleIdToken } from './firebase-emulator.ts';
import { call, createTestContext, type TestContext } from './harness.ts';
import { candidateBody, emulatorUrl, jwtSecret, recruiterBody } from './profile-fixtures.ts';

export const password = 'correct horse battery staple';

export function storage() {
  const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (!host)
    throw new Error('FIREBASE_STORAGE_EMULATOR_HOST is not set: run through scripts/with-emulators.mjs');
  return { host, bucket: `${process.env.FIREBASE_PROJECT_ID ?? 'demo-hireloop'}.appspot.com` };
}

/** A test app on the Storage and Auth emulators and mail catcher of this run (file URLs name them). */
export const dataContext = () =>
  createTestContext({
    // The mail worker sends to the run's mail catcher, where the tests read what arrived.
    env: {
      FIREBASE_STORAGE_BUCKET: storage().bucket,
      JWT_SECRET: jwtSecret,
      SMTP_URL: process.env.SMTP_URL ?? '',
    },
  });

export type Person = { id: string; email: string; name: string; token: string; files: string[] };

const unique = () => randomBytes(5).toString('hex');

/** Uploads `{folder}/{userId}/{name}` and returns its download URL. */
async function uploaded(userId: string, folder: string, name: string) {
  const { host, bucket } = storage();
  const path = `${folder}/${userId}/${name}`;
  await upload(host, bucket, path, name.endsWith('.pdf') ? 'application/pdf' : 'image/png');
  return { path, url: emulatorUrl(path, { host, bucket }) };
}

async function confirmEmail(ctx: TestContext, id: string) {
  await ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id));
}

/** Signed up with the password above and signed in, the email confirmed; no profile yet. */
export async function passwordPerson(ctx: TestContext) {
  const name = `Person ${unique()}`;
  const email = `${name.replace(' ', '-').toLowerCase()}@data.example.com`;
  const up = await call(ctx, 'POST', '/api/signup', {
    body: { username: name, useremail: email, userpassword: password },
  });
  if (up.status !== 201) throw new Error(`signup: ${up.status} ${JSON.stringify(up.body)}`);
  const signin = await call(ctx, 'POST', '/api/signin', {
    body: { useremail: email, userpassword: password },
  });
  if (signin.status !== 200) throw new Error(`signin: ${signin.status} ${JSON.stringify(signin.body)}`);
  const id = signin.body.user._id as string;
  await confirmEmail(ctx, id);
  return { id, email, name, token: signin.body.token as string };
}

/** A candidate with a résumé and a photo in Storage, and an older résumé no row points to. */
export async function candidate(ctx: TestContext): Promise<Person> {
  const p = await passwordPerson(ctx);
  const resume = await uploaded(p.id, 'resumes', '1700000000001_cv.pdf');
  const photo = await uploaded(p.id, 'UpdatedProfiles', '1700000000001_me.png');
  const old = await uploaded(p.id, 'resumes', '1600000000000_old.pdf');
  const body = candidateBody(p.id, {
    fullName: `Full ${p.name}`,
    resume: resume.url,
    profilePhoto: photo.url,
  });
  const res = await call(ctx, 'POST', '/api/onboard-candidate', { token: p.token, body });
  if (res.status !== 201) throw new Error(`onboard-candidate: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...p, files: [resume.path, photo.path, old.path] };
}

/** A recruiter with a company logo in Storage. */
export async function recruiter(ctx: TestContext): Promise<Person> {
  const p = await passwordPerson(ctx);
  const logo = await uploaded(p.id, 'logos', '1700000000001_logo.png');
  const body = recruiterBody(p.id, {
    name: p.name,
    currentCompany: `Company ${p.name}`,
    companyLogo: logo.url,
  });
  const res = await call(ctx, 'POST', '/api/onboard-recruiter', { token: p.token, body });
  if (res.status !== 201) throw new Error(`onboard-recruiter: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...p, files: [logo.path] };
}

/** A feed post with an image in Storage, by a recruiter. */
export async function postWithImage(ctx: TestContext, author: Person) {
  const image = await uploaded(author.id, 'feed-posts', `${Date.now()}_post.png`);
  const res = await call(ctx, 'POST', '/api/feed/post', {
    token: author.token,
    body: { content: `News from ${author.name}`, image: image.url },
  });
  if (res.status !== 201) throw new Error(`feed post: ${res.status} ${JSON.stringify(res.body)}`);
  author.files.push(image.path);
}

/** Someone who signs in with Google only (no password), signed in through the Auth emulator. */
export async function googlePerson(
  ctx: TestContext,
): Promise<Person & { firebaseUid: string; googleSub: string }> {
  const name = `Google ${unique()}`;
  const email = `${name.replace(' ', '-').toLowerCase()}@gmail.example.com`;
  const firebaseUid = `g-${unique()}`;
  const idToken = await googleIdToken({ sub: firebaseUid, email, name });
  const res = await call(ctx, 'POST', '/api/google-auth', { body: { idToken } });
  if (res.status !== 200) throw new Error(`google-auth: ${res.status} ${JSON.stringify(res.body)}`);
  const [row] = await ctx.db.select().from(users).where(eq(users.id, res.body.user._id));
  await confirmEmail(ctx, res.body.user._id);
  return {
    id: res.body.user._id,
    email,
    name,
    token: res.body.token,
    files: [],
    firebaseUid: row!.firebaseUid!,
    /** The Google account's own id: signing in with it again reaches the same Firebase user. */
    googleSub: firebaseUid,
  };
}

/** Links the account to a new Google sign-in of the Auth emulator; returns that sign-in's ID token. */
export async function linkedGoogleIdToken(ctx: TestContext, userId: string) {
  const idToken = await googleIdToken({
    sub: `g-${unique()}`,
    email: `linked-${unique()}@gmail.example.com`,
  });
  const identity = await ctx.app.firebase.verifyIdToken(idToken);
  if (!identity) throw new Error('the emulator gave an ID token firebase-admin refused');
  await ctx.db.update(users).set({ firebaseUid: identity.uid }).where(eq(users.id, userId));
  return idToken;
}
