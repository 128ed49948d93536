import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { HttpError } from '../../server/http-error.ts';
import { checkFileUrl, fileRules } from '../../server/services/files/file-urls.ts';
import { authEmulatorHost } from './firebase-emulator.ts';
import { call, createTestContext, makeUser, type TestContext } from './harness.ts';
import {
  badTokens,
  bucket,
  emulatorUrl,
  firebaseUrl,
  onboardedRecruiter,
  profileContext,
} from './profile-fixtures.ts';

const uid = '3f1c2b7a-9d4e-4c1a-8b2f-6a5d4c3b2a10';
const other = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const firebase = loadConfig({
  FIREBASE_PROJECT_ID: 'demo-hireloop',
  FIREBASE_STORAGE_BUCKET: bucket,
  FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9499',
}).firebase;
const production = loadConfig({
  FIREBASE_PROJECT_ID: 'demo-hireloop',
  FIREBASE_STORAGE_BUCKET: bucket,
}).firebase;

function reason(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 400) return err.message;
    throw err;
  }
  return 'accepted';
}
const resume = (url: string, config = firebase) =>
  reason(() => checkFileUrl(config, url, uid, fileRules.resume));
const logo = (url: string) => reason(() => checkFileUrl(firebase, url, uid, fileRules.companyLogo));
const notOurs = "Resume must be a file uploaded to Hireloop's storage";

describe('file URLs', () => {
  it('accepts the emulator and the real download URL of our bucket under the own prefix', () => {
    expect(resume(emulatorUrl(`resumes/${uid}/1700000000000_cv.pdf`))).toBe('accepted');
    expect(resume(firebaseUrl(`resumes/${uid}/1700000000000_My CV (final).PDF`))).toBe('accepted');
    expect(logo(emulatorUrl(`logos/${uid}/1_logo.jpeg`))).toBe('accepted');
    expect(logo(firebaseUrl(`logos/${uid}/1_logo.webp`))).toBe('accepted');
  });

  it("refuses another user's prefix", () => {
    expect(resume(emulatorUrl(`resumes/${other}/1_cv.pdf`))).toBe(
      'Resume must be a file you uploaded yourself',
    );
  });

  it('refuses another bucket, another host and the emulator when none is configured', () => {
    expect(resume(emulatorUrl(`resumes/${uid}/1_cv.pdf`, { bucket: 'evil.appspot.com' }))).toBe(notOurs);
    expect(resume(firebaseUrl(`resumes/${uid}/1_cv.pdf`, { bucket: 'evil.appspot.com' }))).toBe(notOurs);
    expect(resume(emulatorUrl(`resumes/${uid}/1_cv.pdf`, { host: 'evil.example.com' }))).toBe(notOurs);
    expect(resume(`https://evil.example.com/v0/b/${bucket}/o/resumes%2F${uid}%2F1_cv.pdf?alt=media`)).toBe(
      notOurs,
    );
    expect(resume(emulatorUrl(`resumes/${uid}/1_cv.pdf`), production)).toBe(notOurs);
    // The real host only over https, the emulator only over http.
    expect(resume(firebaseUrl(`resumes/${uid}/1_cv.pdf`).replace('https:', 'http:'))).toBe(notOurs);
    expect(resume(`https://user:pw@firebasestorage.googleapis.com/v0/b/${bucket}/o/x.pdf?alt=media`)).toBe(
      notOurs,
    );
  });

  it('refuses other schemes and things that are not URLs', () => {
    expect(resume('javascript:alert(1)//resumes/x.pdf')).toBe(notOurs);
    expect(resume('data:application/pdf;base64,JVBERi0=')).toBe(notOurs);
    expect(resume('not a url')).toBe('Resume must be a link to an uploaded file');
    expect(resume(`/v0/b/${bucket}/o/resumes%2F${uid}%2F1_cv.pdf`)).toBe(
      'Resume must be a link to an uploaded file',
    );
  });

  it('refuses path traversal, encoded or not', () => {
    expect(resume(emulatorUrl(`resumes/${uid}/../${other}/1_cv.pdf`))).toBe(notOurs);
    expect(resume(emulatorUrl(`resumes/${uid}/./1_cv.pdf`))).toBe(notOurs);
    expect(resume(emulatorUrl(`resumes/${uid}/sub/1_cv.pdf`))).toBe(notOurs);
    expect(resume(emulatorUrl(`resumes/${uid}/a\\..\\b.pdf`))).toBe(notOurs);
    expect(
      resume(`http://127.0.0.1:9499/v0/b/evil/o/../../b/${bucket}/o/resumes%2F${uid}%2Fx.pdf?alt=media`),
    ).toBe(notOurs);
    expect(resume(`http://127.0.0.1:9499/v0/b/${bucket}/o/resumes%2F${uid}%2F%E0%A4%A.pdf?alt=media`)).toBe(
      notOurs,
    );
  });

  it('refuses the wrong folder, the wrong file type and a URL that is not a download', () => {
    expect(resume(emulatorUrl(`logos/${uid}/1_cv.pdf`))).toBe('Resume must be uploaded to resumes/');
    expect(resume(emulatorUrl(`resumes/${uid}/1_cv.docx`))).toBe('Resume must be a PDF file');
    expect(resume(emulatorUrl(`resumes/${uid}/1_cv.pdf.exe`))).toBe('Resume must be a PDF file');
    expect(logo(emulatorUrl(`logos/${uid}/1_logo.svg`))).toBe(
      'Company logo must be a .jpg, .jpeg, .png or .webp image',
    );
    expect(resume(emulatorUrl(`resumes/${uid}/1_cv.pdf`).replace('alt=media', 'alt=json'))).toBe(notOurs);
  });

  it('returns the URL to store', () => {
    const url = emulatorUrl(`resumes/${uid}/1_cv.pdf`);
    expect(checkFileUrl(firebase, ` ${url} `, uid, fileRules.resume)).toBe(url);
  });
});

describe('POST /api/firebase-token', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await profileContext();
  });
  afterAll(() => ctx.close());

  it('mints a custom token whose uid is our user id (checked at the Auth emulator)', async () => {
    const user = await makeUser(ctx, null);
    const res = await call(ctx, 'POST', '/api/firebase-token', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const exchange = await fetch(
      `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: res.body.token, returnSecureToken: true }),
      },
    );
    const signedIn = (await exchange.json()) as { idToken?: string };
    expect(exchange.status).toBe(200);
    const claims = JSON.parse(Buffer.from(signedIn.idToken!.split('.')[1]!, 'base64url').toString());
    expect(claims.sub).toBe(user.id);
    expect(claims.user_id).toBe(user.id);
  });

  it('answers every signed-in role and refuses visitors and bad tokens with 401', async () => {
    const recruiter = await onboardedRecruiter(ctx);
    const candidate = await makeUser(ctx, 'candidate');
    const { tampered, expired } = await badTokens(recruiter);
    const status = async (token?: string) =>
      (await call(ctx, 'POST', '/api/firebase-token', { token })).status;
    expect(await status(recruiter.token)).toBe(200);
    expect(await status(candidate.token)).toBe(200);
    expect(await status()).toBe(401);
    expect(await status(tampered)).toBe(401);
    expect(await status(expired)).toBe(401);
  });

  it('answers 503, not 500, when Firebase cannot mint a token', async () => {
    // Firebase is outside the project: stand in for one without service-account credentials.
    const failing = await createTestContext({
      firebase: {
        verifyIdToken: async () => null,
        createCustomToken: async () => {
          throw new Error('no credentials');
        },
      },
    });
    try {
      const user = await makeUser(failing, null);
      const res = await call(failing, 'POST', '/api/firebase-token', { token: user.token });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        success: false,
        message: 'File uploads are unavailable right now, please try again later',
      });
    } finally {
      await failing.close();
    }
  });
});
