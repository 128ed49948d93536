// The hostile-input test's targets for the hiring conversation's bodies. Each case gets a fresh
// application, so that a valid body (a move, a first message, a scorecard) succeeds every time.
import { eq } from 'drizzle-orm';
import { applications, messages } from '../../server/db/schema.ts';
import type { TestContext, TestUser } from './harness.ts';
import { interviewOf } from './interview-fixtures.ts';

type Target = {
  route: string;
  make: () => Promise<{ url: string; token?: string; body: Record<string, unknown> }>;
};

export function hiringTargets(
  ctxOf: () => TestContext,
  parties: () => { owner: TestUser; candidate: TestUser },
  freshApplication: () => Promise<string>,
): Target[] {
  const jobOf = async (applicationId: string) =>
    (await ctxOf().db.select().from(applications).where(eq(applications.id, applicationId)))[0]!.jobId;
  return [
    {
      route: 'PUT /api/jobs/:jobId/scorecard-criteria',
      make: async () => ({
        url: `/api/jobs/${await jobOf(await freshApplication())}/scorecard-criteria`,
        token: parties().owner.token,
        body: { criteria: [{ name: 'Coding' }] },
      }),
    },
    {
      route: 'POST /api/interviews/:id/scorecard',
      make: async () => {
        const interviewId = await interviewOf(ctxOf(), await freshApplication(), [parties().owner]);
        return {
          url: `/api/interviews/${interviewId}/scorecard`,
          token: parties().owner.token,
          body: { ratings: {}, recommendation: 'yes', notes: 'Strong on SQL' },
        };
      },
    },
    {
      route: 'POST /api/applications/:applicationId/moves',
      make: async () => ({
        url: `/api/applications/${await freshApplication()}/moves`,
        token: parties().owner.token,
        body: { from: 'applied', to: 'screening' },
      }),
    },
    {
      route: 'POST /api/applications/:applicationId/notes',
      make: async () => ({
        url: `/api/applications/${await freshApplication()}/notes`,
        token: parties().owner.token,
        body: { text: 'Strong on SQL' },
      }),
    },
    {
      route: 'POST /api/applications/:applicationId/messages',
      make: async () => ({
        url: `/api/applications/${await freshApplication()}/messages`,
        token: parties().candidate.token,
        body: { text: 'Hello' },
      }),
    },
    {
      route: 'POST /api/applications/:applicationId/messages/seen',
      make: async () => {
        const applicationId = await freshApplication();
        const { owner, candidate } = parties();
        const [sent] = await ctxOf()
          .db.insert(messages)
          .values({ applicationId, senderId: owner.id, recipientId: candidate.id, text: 'Hi' })
          .returning();
        return {
          url: `/api/applications/${applicationId}/messages/seen`,
          token: candidate.token,
          body: { upTo: sent!.id },
        };
      },
    },
  ];
}
