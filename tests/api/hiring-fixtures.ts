// A recruiter's job with a candidate's application, through the real routes, for the hiring tests.
import { call, type TestContext, type TestUser } from './harness.ts';
import { makeCandidate, makeRecruiter, postJob } from './jobs-fixtures.ts';

export type Hiring = {
  recruiter: TestUser;
  candidate: TestUser;
  job: { _id: string; UrlPath: string };
  applicationId: string;
};

export async function applyAs(ctx: TestContext, candidate: TestUser, jobId: string): Promise<string> {
  const res = await call(ctx, 'POST', `/api/candidate/applyjob/${jobId}`, { token: candidate.token });
  if (res.status !== 201) throw new Error(`apply failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data._id;
}

export async function hiring(ctx: TestContext, recruiter?: TestUser): Promise<Hiring> {
  const owner = recruiter ?? (await makeRecruiter(ctx, 'Acme Corp'));
  const job = await postJob(ctx, owner, { JobTitle: 'Platform Engineer' });
  const candidate = await makeCandidate(ctx);
  return { recruiter: owner, candidate, job, applicationId: await applyAs(ctx, candidate, job._id) };
}

export const move = (
  ctx: TestContext,
  user: TestUser,
  applicationId: string,
  body: unknown,
  headers?: Record<string, string>,
) => call(ctx, 'POST', `/api/applications/${applicationId}/moves`, { token: user.token, body, headers });

export const send = (
  ctx: TestContext,
  user: TestUser,
  applicationId: string,
  text: unknown,
  headers?: Record<string, string>,
) =>
  call(ctx, 'POST', `/api/applications/${applicationId}/messages`, {
    token: user.token,
    body: { text },
    headers,
  });

export const timeline = (ctx: TestContext, user: TestUser, applicationId: string) =>
  call(ctx, 'GET', `/api/applications/${applicationId}/timeline`, { token: user.token });
