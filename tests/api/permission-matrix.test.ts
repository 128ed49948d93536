// THE record of who may do what: every API route (collected from the app itself, so a new route
// cannot slip in untested) called as each kind of caller, with the exact status expected.
//   visitor        no token
//   candidate      a candidate; the one who applied, where an application is involved
//   otherCandidate another candidate
//   owner          the recruiter who owns the job / applications involved
//   otherRecruiter another recruiter (with a company of their own)
//   noRole         signed in, not onboarded yet
//   tampered       the owner's signature on a payload naming another user
//   expired        a correctly signed token past its expiry
// Each call prepares fresh state, so one caller's success cannot change the next one's. Every
// refusal answers {success:false, message} and leaves the database exactly as it was (all tables,
// every row); reads that return someone's data are checked to return only the caller's own.
import { createECDH, randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  jobAlerts,
  jobs,
  notifications,
  posts,
  pushSubscriptions,
  recruiterProfiles,
  savedJobs,
  users,
} from '../../server/db/schema.ts';
import { accountDataRows, accountDataSetups } from './account-data-matrix.ts';
import { accountRecoveryRows, accountRecoverySetups } from './account-recovery-matrix.ts';
import { hiringRows, hiringSetups } from './hiring-matrix.ts';
import { teamRows, teamSetups } from './team-matrix.ts';
import { interviewRows, interviewSetups } from './interview-matrix.ts';
import { move } from './hiring-fixtures.ts';
import { sharedCacheControl } from '../../server/plugins/shared-cache.ts';
import { notificationSettingSetups } from './notification-settings-matrix.ts';
import { googleIdToken } from './firebase-emulator.ts';
import { call, makeUser, type TestContext, type TestUser } from './harness.ts';
import { jobBody, postJob } from './jobs-fixtures.ts';
import {
  badTokens,
  candidateBody,
  onboardedCandidate,
  onboardedRecruiter,
  profileContext,
  recruiterBody,
} from './profile-fixtures.ts';
import {
  type MatrixAttempt,
  type MatrixResponse,
  type MatrixRow,
  matrixCases,
  tryRoute,
} from './matrix-attempt.ts';

const who = [
  'visitor',
  'candidate',
  'otherCandidate',
  'owner',
  'otherRecruiter',
  'noRole',
  'tampered',
  'expired',
] as const;
type Who = (typeof who)[number];

// biome-ignore format: the table is read by people: one route per line, one column per caller.
const matrix: MatrixRow[] = [
  //  route                                        visitor cand  other owner rival noRole tamper expired
  ['GET /api/health',                               200,   200,  200,  200,  200,  200,   200,   200],
  ['GET /api/client-config',                        200,   200,  200,  200,  200,  200,   200,   200],
  ['GET /api/ping',                                 200,   200,  200,  200,  200,  200,   200,   200],
  // Not ready: this app names a Storage emulator that does not run (profile-fixtures.ts);
  // readiness.test.ts has the 200.
  ['GET /api/ready',                                503,   503,  503,  503,  503,  503,   503,   503],
  ['POST /api/signup',                              201,   201,  201,  201,  201,  201,   201,   201],
  ['POST /api/signin',                              200,   200,  200,  200,  200,  200,   200,   200],
  ['POST /api/google-auth',                         200,   200,  200,  200,  200,  200,   200,   200],
  ['POST /api/signout',                             401,   200,  200,  200,  200,  200,   401,   401],
  ['POST /api/firebase-token',                      401,   200,  200,  200,  200,  200,   401,   401],
  ['POST /api/onboard-candidate',                   401,   409,  409,  409,  409,  201,   401,   401],
  ['POST /api/onboard-recruiter',                   401,   409,  409,  409,  409,  201,   401,   401],
  ['GET /api/candidate/Account',                    401,   200,  200,  200,  200,  200,   401,   401],
  ['GET /api/recruiter/Account',                    401,   200,  200,  200,  200,  200,   401,   401],
  ['PUT /api/candidate/profile',                    401,   200,  200,  403,  403,  403,   401,   401],
  ['PUT /api/recruiter/userprofile',                401,   403,  403,  200,  200,  403,   401,   401],
  ['PUT /api//recruiter/userprofile',               401,   403,  403,  200,  200,  403,   401,   401],
  ['PUT /api/recruiter/companyprofile',             401,   403,  403,  200,  200,  403,   401,   401],
  ['POST /api/postjob',                             401,   403,  403,  201,  201,  403,   401,   401],
  ['GET /api/getjob',                               401,   403,  403,  200,  200,  403,   401,   401],
  ['GET /api/getAllJobs',                           200,   200,  200,  200,  200,  200,   200,   200],
  ['GET /api/jobs/search',                          200,   200,  200,  200,  200,  200,   200,   200],
  ['GET /api/recruiter/postinfo/:UrlPath',          200,   200,  200,  200,  200,  200,   200,   200],
  ['GET /api/places',                               200,   200,  200,  200,  200,  200,   200,   200],
  ['POST /api/candidate/applyjob/:jobId',           401,   201,  201,  403,  403,  403,   401,   401],
  ['GET /api/activity',                             401,   200,  200,  403,  403,  403,   401,   401],
  ['GET /api/recruiter/applicant/:UrlPath',         401,   403,  403,  200,  403,  403,   401,   401],
  ['PUT /api/recruiter/acceptJob/:applicationId',   401,   403,  403,  200,  403,  403,   401,   401],
  ['PUT /api/recruiter/rejectJob/:applicationId',   401,   403,  403,  200,  403,  403,   401,   401],
  ['PUT /api/candidate/withdraw/:applicationId',    401,   200,  403,  403,  403,  403,   401,   401],
  ['PUT /api/recruiter/closeJob/:UrlPath',          401,   403,  403,  200,  403,  403,   401,   401],
  ['PUT /api/recruiter/reopenJob/:UrlPath',         401,   403,  403,  200,  403,  403,   401,   401],
  ['PUT /api/candidate/saved/:jobId',               401,   200,  200,  403,  403,  403,   401,   401],
  ['DELETE /api/candidate/saved/:jobId',            401,   200,  200,  403,  403,  403,   401,   401],
  ['GET /api/candidate/saved',                      401,   200,  200,  403,  403,  403,   401,   401],
  ['POST /api/candidate/alerts',                    401,   201,  201,  403,  403,  403,   401,   401],
  ['GET /api/candidate/alerts',                     401,   200,  200,  403,  403,  403,   401,   401],
  ['PUT /api/candidate/alerts/:id',                 401,   200,  403,  403,  403,  403,   401,   401],
  ['DELETE /api/candidate/alerts/:id',              401,   200,  403,  403,  403,  403,   401,   401],
  ['GET /api/companies',                            200,   200,  200,  200,  200,  200,   200,   200],
  ['GET /api/company/jobs/:id',                     200,   200,  200,  200,  200,  200,   200,   200],
  ['POST /api/feed/post',                           401,   403,  403,  201,  201,  403,   401,   401],
  ['GET /api/feed/posts',                           200,   200,  200,  200,  200,  200,   200,   200],
  ['GET /api/notifications',                        401,   200,  200,  200,  200,  200,   401,   401],
  ['PUT /api/notifications/read',                   401,   200,  200,  200,  200,  200,   401,   401],
  // The live stream never ends, so app.inject cannot read its 200: asked with a resume point that
  // is no event id, a signed-in caller gets past the sign-in check to a 400 (live-events.test.ts
  // reads the 200s over a socket).
  ['GET /api/events',                               401,   400,  400,  400,  400,  400,   401,   401],
  ['GET /api/push/key',                             200,   200,  200,  200,  200,  200,   200,   200],
  ['POST /api/push/subscriptions',                  401,   201,  201,  201,  201,  201,   401,   401],
  ['DELETE /api/push/subscriptions',                401,   200,  200,  200,  200,  200,   401,   401],
  // The no-script sign-in and sign-up forms: only a same-site form post is taken.
  ['POST /sign-in',                                 403,   403,  403,  403,  403,  403,   403,   403],
  ['POST /sign-up',                                 403,   403,  403,  403,  403,  403,   403,   403],
  ['GET /robots.txt',                               200,   200,  200,  200,  200,  200,   200,   200],
  // Only with the Auth emulator configured (as here): Google sign-in's stand-in script.
  ['GET /gapi-shim.js',                             200,   200,  200,  200,  200,  200,   200,   200],
  ['GET /sitemap.xml',                              200,   200,  200,  200,  200,  200,   200,   200],
  ['GET /sitemap-:part.xml',                        200,   200,  200,  200,  200,  200,   200,   200],
  ...accountDataRows,
  ...accountRecoveryRows,
  ...hiringRows,
  ...teamRows,
  ...interviewRows,
  ['GET /api/account/notification-settings',        401,   200,  200,  200,  200,  200,   401,   401],
  ['PUT /api/account/notification-settings',        401,   200,  200,  200,  200,  200,   401,   401],
  // An email's unsubscribe link: its signed token, not a session, says whose emails stop.
  ['GET /unsubscribe',                              200,   200,  200,  200,  200,  200,   200,   200],
  ['POST /unsubscribe',                             200,   200,  200,  200,  200,  200,   200,   200],
];

let ctx: TestContext;
const routesInApp: string[] = [];
let users_: Record<Exclude<Who, 'visitor' | 'tampered' | 'expired'>, TestUser>;
const tokens = {} as Record<Who, string | undefined>;
let password: string;
let signinEmail: string;

beforeAll(async () => {
  // The app lists its routes as they are added (HEAD mirrors each GET and is left out).
  ctx = await profileContext({
    onRoute: (r) => {
      if (r.method !== 'HEAD') routesInApp.push(`${r.method} ${r.url}`);
    },
  });

  const owner = await onboardedRecruiter(ctx);
  users_ = {
    candidate: await onboardedCandidate(ctx),
    otherCandidate: await onboardedCandidate(ctx),
    owner,
    otherRecruiter: await onboardedRecruiter(ctx),
    noRole: await makeUser(ctx, null),
  };
  const [header, , signature] = owner.token.split('.');
  const forged = Buffer.from(
    JSON.stringify({ sub: users_.otherRecruiter.id, iat: 1, exp: 4102444800 }),
  ).toString('base64url');
  Object.assign(tokens, {
    visitor: undefined,
    ...Object.fromEntries(Object.entries(users_).map(([k, u]) => [k, u.token])),
    tampered: `${header}.${forged}.${signature}`,
    expired: (await badTokens(owner)).expired,
  });
  password = `pw-${randomBytes(8).toString('hex')}`;
  signinEmail = `signin-${randomBytes(4).toString('hex')}@example.com`;
  const signup = await call(ctx, 'POST', '/api/signup', {
    body: { username: 'Signin User', useremail: signinEmail, userpassword: password },
  });
  expect(signup.status).toBe(201);
});
afterAll(() => ctx.close());

const rand = () => randomBytes(4).toString('hex');
const idOf = (w: Who) => (w in users_ ? users_[w as keyof typeof users_].id : undefined);

/** A job of the owner that the candidate applied to; returns the job and the application id. */
async function appliedJob() {
  const job = await postJob(ctx, users_.owner);
  const applied = await call(ctx, 'POST', `/api/candidate/applyjob/${job._id}`, {
    token: users_.candidate.token,
  });
  expect(applied.status).toBe(201);
  return { job, applicationId: applied.body.data._id as string };
}

async function companyIdOf(user: TestUser) {
  const [p] = await ctx.db.select().from(recruiterProfiles).where(eq(recruiterProfiles.userId, user.id));
  return p!.id;
}

/** The caller's own account and nobody else's. */
const ownAccount = (w: Who) => (res: MatrixResponse, ok: boolean) => {
  if (ok) expect(res.body.userId._id).toBe(idOf(w));
};

const setups: Record<string, (w: Who) => Promise<MatrixAttempt>> = {
  'GET /api/health': async () => ({ url: '/api/health' }),
  'GET /api/client-config': async () => ({ url: '/api/client-config' }),
  'GET /api/ping': async () => ({ url: '/api/ping' }),
  'GET /api/ready': async () => ({ url: '/api/ready' }),
  'POST /api/signup': async () => {
    const useremail = `new-${rand()}@example.com`;
    return {
      url: '/api/signup',
      body: { username: 'New Person', useremail, userpassword: 'long enough' },
      check: async () => {
        expect(await ctx.db.select().from(users).where(eq(users.email, useremail))).toHaveLength(1);
      },
    };
  },
  'POST /api/signin': async () => ({
    url: '/api/signin',
    body: { useremail: signinEmail, userpassword: password },
    // A token in the header changes nothing: the session is the one of the credentials.
    check: (res) => expect(res.body.user.useremail).toBe(signinEmail),
  }),
  'POST /api/google-auth': async () => {
    const email = `google-${rand()}@example.com`;
    return {
      url: '/api/google-auth',
      body: { idToken: await googleIdToken({ sub: `g-${rand()}`, email, name: 'G User' }) },
      check: (res) => expect(res.body.user.useremail).toBe(email),
    };
  },
  // Signing out ends every token of that user: a fresh user of the same kind signs out instead.
  'POST /api/signout': async (w) => {
    if (!(w in users_)) return { url: '/api/signout' };
    const user = await makeUser(ctx, users_[w as keyof typeof users_].role);
    return {
      url: '/api/signout',
      token: user.token,
      check: async (_res, ok) => {
        const after = await call(ctx, 'GET', '/api/candidate/Account', { token: user.token });
        expect(after.status).toBe(ok ? 401 : 200);
      },
    };
  },
  'POST /api/firebase-token': async () => ({ url: '/api/firebase-token' }),
  'POST /api/onboard-candidate': async (w) => {
    // Only a user without a role may onboard: each attempt gets a fresh one.
    const fresh = w === 'noRole' ? await makeUser(ctx, null) : undefined;
    return {
      url: '/api/onboard-candidate',
      token: fresh?.token ?? tokens[w],
      body: candidateBody(fresh?.id ?? users_.noRole.id),
      check: async (_res, ok) => {
        if (!fresh) return;
        const [u] = await ctx.db.select().from(users).where(eq(users.id, fresh.id));
        expect(u?.role).toBe(ok ? 'candidate' : null);
      },
    };
  },
  'POST /api/onboard-recruiter': async (w) => {
    const fresh = w === 'noRole' ? await makeUser(ctx, null) : undefined;
    return {
      url: '/api/onboard-recruiter',
      token: fresh?.token ?? tokens[w],
      body: recruiterBody(fresh?.id ?? users_.noRole.id),
    };
  },
  'GET /api/candidate/Account': async (w) => ({ url: '/api/candidate/Account', check: ownAccount(w) }),
  'GET /api/recruiter/Account': async (w) => ({ url: '/api/recruiter/Account', check: ownAccount(w) }),
  'PUT /api/candidate/profile': async (w) => {
    const skill = `Patience ${rand()}`;
    return {
      url: '/api/candidate/profile',
      body: { softSkills: skill },
      check: async (_res, ok) => {
        if (!ok) return;
        const me = await call(ctx, 'GET', '/api/candidate/Account', { token: tokens[w] });
        expect(me.body.softSkills).toEqual([skill]);
      },
    };
  },
  ...Object.fromEntries(
    ['PUT /api/recruiter/userprofile', 'PUT /api//recruiter/userprofile'].map((route) => [
      route,
      async (w: Who): Promise<MatrixAttempt> => {
        const role = `Lead ${rand()}`;
        return {
          url: route.slice(4),
          body: { currentRole: role },
          check: async (_res, ok) => {
            const holders = await ctx.db
              .select()
              .from(recruiterProfiles)
              .where(eq(recruiterProfiles.currentRole, role));
            expect(holders.map((h) => h.userId)).toEqual(ok ? [idOf(w)] : []);
          },
        };
      },
    ]),
  ),
  'PUT /api/recruiter/companyprofile': async (w) => {
    const description = `We build ${rand()}`;
    return {
      url: '/api/recruiter/companyprofile',
      body: { companyDescription: description },
      check: async (_res, ok) => {
        const holders = await ctx.db
          .select()
          .from(recruiterProfiles)
          .where(eq(recruiterProfiles.companyDescription, description));
        expect(holders.map((h) => h.userId)).toEqual(ok ? [idOf(w)] : []);
      },
    };
  },
  'POST /api/postjob': async (w) => {
    const title = `Matrix ${rand()}`;
    return {
      url: '/api/postjob',
      body: jobBody({ JobTitle: title }),
      check: async (_res, ok) => {
        const rows = await ctx.db.select().from(jobs).where(eq(jobs.title, title));
        expect(rows.map((j) => j.userId)).toEqual(ok ? [idOf(w)] : []);
      },
    };
  },
  'GET /api/getjob': async (w) => {
    const { job } = await appliedJob();
    return {
      url: '/api/getjob?limit=50',
      // A recruiter's listings are theirs alone: the owner's new job shows for the owner only.
      check: (res, ok) => {
        if (!ok) return;
        const mine = res.body.data.some((j: { UrlPath: string }) => j.UrlPath === job.UrlPath);
        expect(mine).toBe(w === 'owner');
      },
    };
  },
  'GET /api/getAllJobs': async () => ({ url: '/api/getAllJobs?q=matrix&type=full-time' }),
  'GET /api/jobs/search': async () => ({ url: '/api/jobs/search?q=matrix&where=Lisbon&radius=25&sort=date' }),
  'GET /api/places': async () => ({ url: '/api/places?q=Lis' }),
  'GET /api/recruiter/postinfo/:UrlPath': async (w) => {
    const { job, applicationId } = await appliedJob();
    return {
      url: `/api/recruiter/postinfo/${job.UrlPath}`,
      // Whether one applied is told to that candidate only.
      check: (res) =>
        expect(res.body.myApplication?._id ?? null).toBe(w === 'candidate' ? applicationId : null),
    };
  },
  'POST /api/candidate/applyjob/:jobId': async (w) => {
    const job = await postJob(ctx, users_.owner);
    return {
      url: `/api/candidate/applyjob/${job._id}`,
      body: { Note: 'hello' },
      check: async (_res, ok) => {
        const rows = await ctx.db.select().from(applications).where(eq(applications.jobId, job._id));
        expect(rows.map((a) => a.candidateId)).toEqual(ok ? [idOf(w)] : []);
      },
    };
  },
  'GET /api/activity': async (w) => {
    const { applicationId } = await appliedJob();
    return {
      url: '/api/activity?limit=50',
      check: (res, ok) => {
        if (!ok) return;
        const ids = res.body.map((a: { _id: string }) => a._id);
        expect(ids.includes(applicationId)).toBe(w === 'candidate');
      },
    };
  },
  'GET /api/recruiter/applicant/:UrlPath': async () => {
    const { job } = await appliedJob();
    return {
      url: `/api/recruiter/applicant/${job.UrlPath}?limit=50`,
      check: (res, ok) => {
        if (ok) expect(res.body.map((a: any) => a.candidateId._id)).toEqual([users_.candidate.id]);
      },
    };
  },
  ...Object.fromEntries(
    (['acceptJob', 'rejectJob'] as const).map((verb) => [
      `PUT /api/recruiter/${verb}/:applicationId`,
      async (): Promise<MatrixAttempt> => {
        const { applicationId } = await appliedJob();
        return {
          url: `/api/recruiter/${verb}/${applicationId}`,
          check: async (_res, ok) => {
            const [a] = await ctx.db.select().from(applications).where(eq(applications.id, applicationId));
            expect(a?.status).toBe(ok ? (verb === 'acceptJob' ? 'accepted' : 'rejected') : 'pending');
          },
        };
      },
    ]),
  ),
  'PUT /api/candidate/withdraw/:applicationId': async () => {
    const { applicationId } = await appliedJob();
    return {
      url: `/api/candidate/withdraw/${applicationId}`,
      check: async (_res, ok) => {
        const [a] = await ctx.db.select().from(applications).where(eq(applications.id, applicationId));
        expect(a?.status).toBe(ok ? 'withdrawn' : 'pending');
      },
    };
  },
  ...Object.fromEntries(
    (['closeJob', 'reopenJob'] as const).map((verb) => [
      `PUT /api/recruiter/${verb}/:UrlPath`,
      async (): Promise<MatrixAttempt> => {
        const job = await postJob(ctx, users_.owner);
        // Reopening starts from a closed job: only the owner's call opens it again.
        if (verb === 'reopenJob')
          await ctx.db.update(jobs).set({ closedAt: new Date() }).where(eq(jobs.id, job._id));
        return {
          url: `/api/recruiter/${verb}/${job.UrlPath}`,
          check: async (_res, ok) => {
            const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, job._id));
            expect(row?.closedAt === null).toBe(verb === 'closeJob' ? !ok : ok);
          },
        };
      },
    ]),
  ),
  'PUT /api/candidate/saved/:jobId': async (w) => {
    const job = await postJob(ctx, users_.owner);
    return {
      url: `/api/candidate/saved/${job._id}`,
      check: async (_res, ok) => {
        const rows = await ctx.db.select().from(savedJobs).where(eq(savedJobs.jobId, job._id));
        expect(rows.map((r) => r.userId)).toEqual(ok ? [idOf(w)] : []);
      },
    };
  },
  'DELETE /api/candidate/saved/:jobId': async () => {
    const job = await postJob(ctx, users_.owner);
    // Both candidates saved it: each caller can only ever remove their own.
    for (const c of [users_.candidate, users_.otherCandidate]) {
      await ctx.db.insert(savedJobs).values({ userId: c.id, jobId: job._id });
    }
    return {
      url: `/api/candidate/saved/${job._id}`,
      check: async (_res, ok) => {
        const rows = await ctx.db.select().from(savedJobs).where(eq(savedJobs.jobId, job._id));
        expect(rows).toHaveLength(ok ? 1 : 2);
      },
    };
  },
  'GET /api/candidate/saved': async (w) => {
    const job = await postJob(ctx, users_.owner);
    await ctx.db.insert(savedJobs).values({ userId: users_.otherCandidate.id, jobId: job._id });
    return {
      url: '/api/candidate/saved?limit=50',
      check: (res, ok) => {
        if (!ok) return;
        const ids = res.body.data.map((j: { _id: string }) => j._id);
        expect(ids.includes(job._id)).toBe(w === 'otherCandidate');
      },
    };
  },
  'POST /api/candidate/alerts': async (w) => {
    const q = `matrix ${rand()}`;
    return {
      url: '/api/candidate/alerts',
      body: { q },
      check: async (_res, ok) => {
        const rows = await ctx.db.select().from(jobAlerts).where(eq(jobAlerts.q, q));
        expect(rows.map((r) => r.userId)).toEqual(ok ? [idOf(w)] : []);
      },
    };
  },
  'GET /api/candidate/alerts': async (w) => {
    const [theirs] = await ctx.db
      .insert(jobAlerts)
      .values({ userId: users_.otherCandidate.id, q: `theirs ${rand()}`, patterns: [] })
      .returning();
    return {
      url: '/api/candidate/alerts',
      check: (res, ok) => {
        if (!ok) return;
        const ids = res.body.data.map((a: { _id: string }) => a._id);
        expect(ids.includes(theirs!.id)).toBe(w === 'otherCandidate');
      },
    };
  },
  'PUT /api/candidate/alerts/:id': async () => {
    const [alert] = await ctx.db
      .insert(jobAlerts)
      .values({ userId: users_.candidate.id, q: `mine ${rand()}`, patterns: [] })
      .returning();
    return {
      url: `/api/candidate/alerts/${alert!.id}`,
      body: { emailCadence: 'off' },
      check: async (_res, ok) => {
        const [row] = await ctx.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert!.id));
        expect(row?.emailCadence).toBe(ok ? 'off' : 'daily');
      },
    };
  },
  'DELETE /api/candidate/alerts/:id': async () => {
    const [alert] = await ctx.db
      .insert(jobAlerts)
      .values({ userId: users_.candidate.id, q: `mine ${rand()}`, patterns: [] })
      .returning();
    return {
      url: `/api/candidate/alerts/${alert!.id}`,
      check: async (_res, ok) => {
        const rows = await ctx.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert!.id));
        expect(rows).toHaveLength(ok ? 0 : 1);
      },
    };
  },
  'GET /api/companies': async () => ({ url: '/api/companies' }),
  'GET /api/company/jobs/:id': async () => ({
    url: `/api/company/jobs/${await companyIdOf(users_.owner)}?limit=50&type=all`,
  }),
  'POST /api/feed/post': async (w) => {
    const content = `From the matrix ${rand()}`;
    return {
      url: '/api/feed/post',
      body: { content },
      check: async (_res, ok) => {
        const rows = await ctx.db.select().from(posts).where(eq(posts.content, content));
        expect(rows.map((p) => p.userId)).toEqual(ok ? [idOf(w)] : []);
      },
    };
  },
  'GET /api/feed/posts': async () => ({ url: '/api/feed/posts' }),
  // For crawlers, outside the API: the same text for everyone (tests/api/seo.test.ts reads it).
  'POST /sign-in': async () => ({
    url: '/sign-in',
    body: { useremail: 'sam@candidate.example.com', userpassword: 'hireloop-demo' },
  }),
  'POST /sign-up': async () => ({
    url: '/sign-up',
    body: { username: 'Form', useremail: `form-${rand()}@example.com`, userpassword: 'long-enough-1' },
  }),
  'GET /robots.txt': async () => ({ url: '/robots.txt' }),
  'GET /gapi-shim.js': async () => ({ url: '/gapi-shim.js' }),
  'GET /sitemap.xml': async () => ({ url: '/sitemap.xml' }),
  'GET /sitemap-:part.xml': async () => ({ url: '/sitemap-1.xml' }),
  'GET /api/push/key': async () => ({ url: '/api/push/key' }),
  ...accountDataSetups(
    () => ctx,
    idOf,
    (w) => (w in users_ ? users_[w as keyof typeof users_].role : undefined),
  ),
  ...notificationSettingSetups(() => ctx, idOf),
  ...accountRecoverySetups(() => ctx, idOf),
  ...hiringSetups(
    () => ctx,
    () => users_,
    appliedJob,
    idOf,
  ),
  ...teamSetups(
    () => ctx,
    () => users_.owner,
    companyIdOf,
    (w: Who) => (w in users_ ? users_[w as keyof typeof users_] : undefined),
  ),
  ...interviewSetups(
    () => ctx,
    () => ({ owner: users_.owner, onIt: [users_.owner] }),
    async () => {
      const { applicationId } = await appliedJob();
      expect(
        (await move(ctx, users_.owner, applicationId, { from: 'applied', to: 'interview' })).status,
      ).toBe(201);
      return applicationId;
    },
    idOf,
  ),
  // Everyone signed in may have this device pushed to; the row is theirs, then removed again.
  'POST /api/push/subscriptions': async (w) => {
    const body = fcmSubscription();
    return {
      url: '/api/push/subscriptions',
      body,
      check: async (_res, ok) => {
        const rows = await subscriptionsAt(body.endpoint);
        expect(rows.map((r) => r.userId)).toEqual(ok ? [idOf(w)] : []);
        await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, body.endpoint));
      },
    };
  },
  // Nobody switches off another account's device: the answer is the same, the row stays.
  'DELETE /api/push/subscriptions': async (w) => {
    const theirs = fcmSubscription();
    const owner = w === 'otherCandidate' ? users_.candidate : users_.otherCandidate;
    expect(
      (await call(ctx, 'POST', '/api/push/subscriptions', { token: owner.token, body: theirs })).status,
    ).toBe(201);
    return {
      url: '/api/push/subscriptions',
      body: { endpoint: theirs.endpoint },
      check: async () => {
        expect(await subscriptionsAt(theirs.endpoint)).toHaveLength(1);
        await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, theirs.endpoint));
      },
    };
  },
  // Everyone signed in reads and marks their own notifications, never another user's.
  'GET /api/notifications': async (w) => {
    const { mine, theirs } = await notificationsAround(w);
    return {
      url: '/api/notifications?limit=50',
      check: (res, ok) => {
        if (!ok) return;
        const ids = res.body.data.map((n: { id: string }) => n.id);
        expect(ids).toContain(mine);
        expect(ids).not.toContain(theirs);
      },
    };
  },
  'GET /api/events': async () => ({ url: '/api/events?lastEventId=not-an-id' }),
  'PUT /api/notifications/read': async (w) => {
    const { mine, theirs } = await notificationsAround(w);
    return {
      url: '/api/notifications/read',
      body: { ids: [mine, theirs].filter(Boolean) },
      check: async (_res, ok) => {
        const rows = await ctx.db
          .select()
          .from(notifications)
          .where(inArray(notifications.id, [mine, theirs].filter(Boolean) as string[]));
        for (const row of rows) expect(row.readAt !== null).toBe(ok && row.id === mine);
      },
    };
  },
};

/** A browser's subscription at Google's push service (never sent to here: no notification follows). */
function fcmSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${rand()}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}
const subscriptionsAt = (endpoint: string) =>
  ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

/** One unread notification of the caller's (when signed in) and one of somebody else's. */
async function notificationsAround(w: Who) {
  const own = idOf(w);
  const other = w === 'otherCandidate' ? users_.candidate.id : users_.otherCandidate.id;
  const add = async (userId: string) => {
    const [row] = await ctx.db
      .insert(notifications)
      .values({ userId, kind: 'job-alert', text: `Alert ${rand()}`, link: '/jobs' })
      .returning();
    return row!.id;
  };
  return { mine: own ? await add(own) : undefined, theirs: await add(other) };
}

const bareBodies = new Set([
  // A file to keep, not an answer: the data itself.
  'GET /api/account/export',
  // A page for a browser (JSON only for a refusal a mail client gets).
  'GET /unsubscribe',
  'GET /api/recruiter/postinfo/:UrlPath',
  'GET /api/activity',
  'GET /api/recruiter/applicant/:UrlPath',
  // Text, JavaScript and XML, not JSON.
  'GET /robots.txt',
  'GET /gapi-shim.js',
  'GET /sitemap.xml',
  'GET /sitemap-:part.xml',
]);

describe('permission matrix: every route × every caller', () => {
  it('covers every route of the app, and only those', () => {
    const table = matrix.map(([route]) => route);
    expect(routesInApp.length).toBeGreaterThan(20);
    expect([...table].sort()).toEqual([...new Set(routesInApp)].sort());
    expect(Object.keys(setups).sort()).toEqual([...table].sort());
  });

  it.each(matrixCases(matrix, who))('%s as %s answers %i', async (route, w, status) => {
    const attempt = await setups[route]!(w);
    const token = 'token' in attempt ? attempt.token : tokens[w];
    const { res, ok } = await tryRoute(ctx, route, status, attempt, token);
    // Three reads answer the value itself (a job object, or a list); the crawler files are not JSON.
    if (ok) expect(res.body.success).toBe(bareBodies.has(route) ? undefined : true);
    await attempt.check?.(res, ok);
  });

  it('answers HEAD like GET on every GET route (no body, same status)', async () => {
    const gets = matrix.filter(([route]) => route.startsWith('GET '));
    for (const [route, ...statuses] of gets) {
      for (const w of ['visitor', 'owner', 'expired'] as const) {
        const attempt = await setups[route]!(w);
        const res = await ctx.app.inject({
          method: 'HEAD',
          url: attempt.url,
          headers: tokens[w] ? { authorization: `Bearer ${tokens[w]}` } : {},
        });
        expect([route, w, res.statusCode, res.body]).toEqual([route, w, statuses[who.indexOf(w)], '']);
      }
    }
  });

  it("keeps every signed-in caller's read out of shared caches and off the browser's disk", async () => {
    // A read a visitor may not make answers someone's own data. The notifications are revalidated
    // by ETag (no-cache); every other such read is not stored at all.
    const revalidated = new Set(['GET /api/notifications']);
    // Open to anyone holding the link, yet about one account.
    const personalWithoutSession = new Set(['GET /unsubscribe']);
    // Without PUBLIC_ORIGIN (as here) these name the request's Host, so no shared cache may keep them.
    const namedByHost = new Set(['GET /robots.txt', 'GET /sitemap.xml', 'GET /sitemap-:part.xml']);
    const gets = matrix.filter(([route]) => route.startsWith('GET '));
    for (const [route, ...statuses] of gets) {
      if (!statuses.includes(200)) continue; // answers no one's data
      const w = who[statuses.indexOf(200)]!;
      const attempt = await setups[route]!(w);
      const res = await call(ctx, 'GET', attempt.url, { token: tokens[w] });
      expect([route, w, res.status]).toEqual([route, w, 200]);
      const cacheControl = String(res.headers['cache-control'] ?? '');
      if (statuses[0] === 401) {
        expect(cacheControl, route).toBe(revalidated.has(route) ? 'private, no-cache' : 'private, no-store');
      } else if (personalWithoutSession.has(route)) {
        expect(cacheControl, route).toBe('private, no-store');
      } else if (namedByHost.has(route)) {
        expect(cacheControl, route).toBe('private, max-age=300');
      } else {
        expect(cacheControl, route).not.toMatch(/private|no-store/);
      }
    }
    // One public read is personal for a candidate: it says whether they applied.
    const { job } = await appliedJob();
    const asCandidate = await call(ctx, 'GET', `/api/recruiter/postinfo/${job.UrlPath}`, {
      token: users_.candidate.token,
    });
    expect(asCandidate.body.myApplication).not.toBeNull();
    expect(asCandidate.headers['cache-control']).toBe('private, no-store');
    const asVisitor = await call(ctx, 'GET', `/api/recruiter/postinfo/${job.UrlPath}`);
    // A visitor's copy is everyone's: a shared cache may keep it briefly (plugins/shared-cache.ts).
    expect(asVisitor.headers['cache-control']).toBe(sharedCacheControl);
    // A refused private read says it too (nothing of it may be kept either).
    expect((await call(ctx, 'GET', '/api/activity')).headers['cache-control']).toBe('private, no-store');
  });

  it('tells a caller with an expired token to sign in again, and a visitor to sign in', async () => {
    expect((await call(ctx, 'GET', '/api/getjob', { token: tokens.expired })).body).toEqual({
      success: false,
      message: 'Your session has expired, please sign in again',
    });
    expect((await call(ctx, 'GET', '/api/getjob')).body).toEqual({
      success: false,
      message: 'Please sign in to continue',
    });
  });

  it('refuses every other kind of bad token with 401', async () => {
    const owner = users_.owner;
    const [h, p, s = ''] = owner.token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    const bad = [
      none,
      `${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`,
      `${h}.${p}`,
      'garbage',
      `${owner.token}x`,
      // Signed with the right secret, for a user and a session that do not exist.
      await ctx.tokens.sign('00000000-0000-4000-8000-000000000000', '00000000-0000-4000-8000-000000000001'),
      // Signed with the right secret for a real user, naming another user's session.
      await ctx.tokens.sign(owner.id, '00000000-0000-4000-8000-000000000001'),
    ];
    for (const token of bad) {
      expect(await call(ctx, 'GET', '/api/getjob', { token }).then((r) => r.status)).toBe(401);
    }
    for (const header of ['Basic abc', 'Bearer', `Token ${owner.token}`]) {
      const res = await call(ctx, 'GET', '/api/getjob', { headers: { authorization: header } });
      expect([header, res.status]).toEqual([header, 401]);
    }
  });
});
