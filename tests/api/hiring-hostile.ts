// The hostile-input test's targets for the hiring conversation's bodies. Each case gets a fresh
// application, so that a valid body (a move, a first message) succeeds every time.
import { messages } from '../../server/db/schema.ts';
import type { TestContext, TestUser } from './harness.ts';

type Target = {
  route: string;
  make: () => Promise<{ url: string; token?: string; body: Record<string, unknown> }>;
};

export function hiringTargets(
  ctxOf: () => TestContext,
  parties: () => { owner: TestUser; candidate: TestUser },
  freshApplication: () => Promise<string>,
): Target[] {
  return [
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
