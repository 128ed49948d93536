// An application's interviews: the list (kept on the device like the rest of the application, so
// it reads offline), the company's team to pick interviewers from, and the writes. Writes need the
// network and say so offline: an invitation mailed hours late, to a time already gone, helps nobody.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  interviewResponse,
  interviewsResponse,
  myInterviewsResponse,
  RescheduleBody,
  ScheduleBody,
} from '../../../contract/interviews.ts';
import type { Team } from '../../../contract/team.ts';
import type { z } from 'zod';
import { http } from '../../lib/http.ts';
import { isOffline } from '../../offline/index.ts';
import { toast } from '../../ui/toaster/toast.ts';

export const INTERVIEWS_OFFLINE = 'You are offline. Interviews need the network — connect and try again.';

// Under 'account', like the hiring data: what was seen online is kept on the device and reads offline.
export const interviewKeys = {
  list: (applicationId: string) => ['account', 'interviews', 'application', applicationId] as const,
  team: ['account', 'interviews', 'team'] as const,
  mine: ['account', 'interviews', 'mine'] as const,
};

/** GET /applications/:id/interviews: every interview of the application, as its viewer may see it. */
export const interviewsOptions = (applicationId: string) =>
  queryOptions({
    queryKey: interviewKeys.list(applicationId),
    queryFn: async ({ signal }) =>
      (
        await http.get<z.infer<typeof interviewsResponse>>(`/applications/${applicationId}/interviews`, {
          signal,
        })
      ).data,
    // The other side changes it (the candidate chooses, a recruiter reschedules): a page opened
    // again shows the kept copy at once and asks the server, rather than trusting it for a while.
    staleTime: 0,
  });

/** GET /interviews/mine: the member's own interviews, soonest first, a week back at most. */
export const myInterviewsOptions = () =>
  queryOptions({
    queryKey: interviewKeys.mine,
    queryFn: async ({ signal }) =>
      (await http.get<z.infer<typeof myInterviewsResponse>>('/interviews/mine', { signal })).data,
    // Others schedule, move and cancel them: ask the server each time the page opens.
    staleTime: 0,
  });

/** GET /team: the company's members, who may be asked to interview. */
export const teamOptions = () =>
  queryOptions({
    queryKey: interviewKeys.team,
    queryFn: async ({ signal }) => (await http.get<{ data: Team }>('/team', { signal })).data,
  });

export type InterviewWrite =
  | { kind: 'schedule'; applicationId: string; body: ScheduleBody }
  | { kind: 'reschedule'; interviewId: string; body: RescheduleBody }
  | { kind: 'cancel'; interviewId: string }
  | { kind: 'choose'; interviewId: string; startsAt: string };

export type InterviewAnswer = z.infer<typeof interviewResponse>;

function send(write: InterviewWrite): Promise<InterviewAnswer> {
  switch (write.kind) {
    case 'schedule':
      return http.post(`/applications/${write.applicationId}/interviews`, write.body);
    case 'reschedule':
      return http.patch(`/interviews/${write.interviewId}`, write.body);
    case 'cancel':
      return http.post(`/interviews/${write.interviewId}/cancel`);
    case 'choose':
      return http.post(`/interviews/${write.interviewId}/choose`, { startsAt: write.startsAt });
  }
}

/**
 * Every interview write about one application. The server's message is toasted; its warnings (an
 * interviewer busy then) stay in the answer for the screen to show. The list is fetched again.
 */
export function useInterviewWrite(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: InterviewWrite) => {
      if (isOffline()) throw new Error(INTERVIEWS_OFFLINE);
      return send(write);
    },
    onSuccess: async (answer) => {
      toast({ title: answer.message, type: 'success' });
      await queryClient.invalidateQueries({ queryKey: interviewKeys.list(applicationId) });
    },
  });
}
