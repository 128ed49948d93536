// The demo candidates have a résumé, as any onboarded candidate must: a URL the server's own file
// check accepts, and a PDF behind it in the Storage emulator, put back if the emulator lost it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles, users } from '../../server/db/schema.ts';
import { demoResume } from '../../server/services/demo/demo-resume.ts';
import { seedDemoIfEmpty, storeDemoResumes } from '../../server/services/demo/demo-seed.ts';
import { checkFileUrl, fileRules } from '../../server/services/files/file-urls.ts';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const quiet = { info: () => {}, warn: (msg: string) => console.warn(msg) };

async function candidate(email: string) {
  const [row] = await ctx.db
    .select({ id: users.id, resume: candidateProfiles.resume })
    .from(users)
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(eq(users.email, email));
  if (!row) throw new Error(`${email} not seeded`);
  return row;
}

describe('the demo candidates’ résumés', () => {
  it('are in their profiles and in Storage, for Ana as for Sam', async () => {
    const { firebase } = ctx.app.config;
    expect(firebase.storageEmulatorHost).toBeTruthy();
    expect(await seedDemoIfEmpty(ctx.db, firebase)).toBe(true);
    expect(await storeDemoResumes(ctx.db, firebase, quiet)).toBe(true);
    for (const email of ['ana@candidate.example.com', 'sam@candidate.example.com']) {
      const { id, resume } = await candidate(email);
      expect(resume).toBe(demoResume(firebase, id).url);
      // What onboarding or a profile edit would accept from this very user.
      expect(checkFileUrl(firebase, resume, id, fileRules.resume)).toBe(resume);
      const file = await fetch(resume);
      expect(file.status, email).toBe(200);
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.toString('latin1')).toContain(email);
      expect(bytes.toString('latin1')).toMatch(/%%EOF\n$/);
    }
  });

  it('go back into an emulator that lost them, and never over a résumé the user changed', async () => {
    const { firebase } = ctx.app.config;
    const ana = await candidate('ana@candidate.example.com');
    const { base, object } = demoResume(firebase, ana.id);
    expect((await fetch(`${base}/${encodeURIComponent(object)}`, { method: 'DELETE' })).ok).toBe(true);
    expect((await fetch(ana.resume)).status).toBe(404);
    expect(await storeDemoResumes(ctx.db, firebase, quiet)).toBe(true);
    expect((await fetch(ana.resume)).status).toBe(200);

    const sam = await candidate('sam@candidate.example.com');
    const own = `${base}/${encodeURIComponent(`resumes/${sam.id}/own.pdf`)}?alt=media`;
    await ctx.db.update(candidateProfiles).set({ resume: own }).where(eq(candidateProfiles.userId, sam.id));
    const samObject = demoResume(firebase, sam.id).object;
    await fetch(`${base}/${encodeURIComponent(samObject)}`, { method: 'DELETE' });
    await storeDemoResumes(ctx.db, firebase, quiet);
    expect((await fetch(demoResume(firebase, sam.id).url)).status).toBe(404);
  });

  it('wait for an emulator that is not up yet, and give up with a warning', async () => {
    const warnings: string[] = [];
    const down = { storageBucket: 'demo-hireloop.appspot.com', storageEmulatorHost: '127.0.0.1:9' };
    const stored = await import('../../server/services/demo/demo-resume.ts').then((m) =>
      m.ensureDemoResumes(
        down,
        [{ userId: 'u', lines: ['x'] }],
        { info: () => {}, warn: (w) => warnings.push(w) },
        {
          tries: 3,
          waitMs: 10,
        },
      ),
    );
    expect(stored).toBe(false);
    expect(warnings).toHaveLength(1);
  });
});
