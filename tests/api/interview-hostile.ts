// The hostile-input test's targets for interviews. Each case gets a fresh application at the
// Interview stage (and a fresh interview where the route needs one), so that a valid body succeeds
// every time.
import { call, type TestContext, type TestUser } from './harness.ts';
import { hoursFromNow } from './interview-scheduling-fixtures.ts';

type Target = {
  route: string;
  make: () => Promise<{ url: string; token?: string; body: Record<string, unknown> }>;
  numeric?: string[];
};

export function interviewTargets(
  ctxOf: () => TestContext,
  parties: () => { owner: TestUser; candidate: TestUser },
  /** A new application of the owner's job by the candidate, at the Interview stage. */
  atInterview: () => Promise<string>,
): Target[] {
  const body = (times = [hoursFromNow(30)]) => ({
    title: 'Technical interview',
    durationMinutes: 60,
    location: 'Head office',
    videoUrl: 'https://meet.example.com/abc',
    interviewerIds: [parties().owner.id],
    times,
    timeZone: 'Europe/Lisbon',
  });
  const interview = async (times?: string[]) => {
    const res = await call(ctxOf(), 'POST', `/api/applications/${await atInterview()}/interviews`, {
      token: parties().owner.token,
      body: body(times),
    });
    return { id: res.body.data._id as string, proposed: res.body.data.proposedTimes as string[] };
  };
  return [
    {
      route: 'POST /api/applications/:id/interviews',
      numeric: ['durationMinutes'],
      make: async () => ({
        url: `/api/applications/${await atInterview()}/interviews`,
        token: parties().owner.token,
        body: body(),
      }),
    },
    {
      route: 'PATCH /api/interviews/:id',
      numeric: ['durationMinutes'],
      make: async () => ({
        url: `/api/interviews/${(await interview()).id}`,
        token: parties().owner.token,
        body: { ...body([hoursFromNow(40)]) },
      }),
    },
    {
      route: 'POST /api/interviews/:id/choose',
      make: async () => {
        const { id, proposed } = await interview([hoursFromNow(30), hoursFromNow(54)]);
        return {
          url: `/api/interviews/${id}/choose`,
          token: parties().candidate.token,
          body: { startsAt: proposed[0] },
        };
      },
    },
    {
      route: 'PUT /api/account/time-zone',
      make: async () => ({
        url: '/api/account/time-zone',
        token: parties().candidate.token,
        body: { timeZone: 'Europe/Lisbon' },
      }),
    },
  ];
}
