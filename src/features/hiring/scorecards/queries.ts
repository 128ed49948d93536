// Scorecards' reads: a job's criteria, an application's scorecards, and the application as its
// interviewers see it. Their keys sit under the board's and the application's, so the refresh the
// outbox makes after a hiring write (a scorecard sent from the queue included) reaches them.
import { queryOptions } from '@tanstack/react-query';
import type {
  ApplicationViewResponse,
  CriteriaResponse,
  ScorecardsResponse,
} from '../../../../contract/scorecards.ts';
import { http } from '../../../lib/http.ts';
import { hiringKeys } from '../api.ts';

export const criteriaOptions = (jobId: string) =>
  queryOptions({
    queryKey: hiringKeys.criteria(jobId),
    queryFn: async ({ signal }) =>
      (await http.get<CriteriaResponse>(`/jobs/${encodeURIComponent(jobId)}/scorecard-criteria`, { signal }))
        .data,
  });

/** GET /applications/:id/scorecards: the criteria, the scorecards the caller may see, their interviews. */
export const scorecardsOptions = (applicationId: string) =>
  queryOptions({
    queryKey: hiringKeys.scorecards(applicationId),
    queryFn: async ({ signal }) =>
      (await http.get<ScorecardsResponse>(`/applications/${applicationId}/scorecards`, { signal })).data,
  });

/** GET /applications/:id: the candidate's profile and résumé, for the team and the interviewers. */
export const applicationViewOptions = (applicationId: string) =>
  queryOptions({
    queryKey: hiringKeys.view(applicationId),
    queryFn: async ({ signal }) =>
      (await http.get<ApplicationViewResponse>(`/applications/${applicationId}`, { signal })).data,
  });
