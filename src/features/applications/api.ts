// Applications: the candidate's history (GET /activity, paged) and a job's applicants
// (GET /recruiter/applicant/:UrlPath), both mirrored for offline reading; hire and reject go
// through the outbox so a decision made offline is sent when the network returns.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  ActivityResponse,
  Applicant,
  ApplicantsResponse,
  MyApplication,
} from '../../../contract/applications.ts';
import { http } from '../../lib/http.ts';
import { mirroredList } from '../../offline/mirror.ts';
import { submitQueued } from '../../offline/submit.ts';

export const applicationKeys = {
  mine: ['applications'] as const,
  applicants: (urlPath: string) => ['applicants', urlPath] as const,
};

export const activityOptions = () =>
  infiniteQueryOptions({
    queryKey: applicationKeys.mine,
    queryFn: ({ pageParam, signal }) =>
      mirroredList<MyApplication>('applications', 'mine', pageParam, () =>
        http.get<ActivityResponse>(
          `/activity?limit=20${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
          { signal },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const applicantsOptions = (urlPath: string) =>
  queryOptions({
    queryKey: applicationKeys.applicants(urlPath),
    queryFn: ({ signal }) =>
      mirroredList<Applicant>(
        'applicants',
        urlPath,
        null,
        () => http.get<ApplicantsResponse>(`/recruiter/applicant/${encodeURIComponent(urlPath)}`, { signal }),
        // One job's applicants come in one answer: offline too.
        { offlinePageSize: Number.POSITIVE_INFINITY },
      ),
  });

export type Decision = 'accept' | 'reject';

export function submitDecision(applicant: Applicant, urlPath: string, decision: Decision, token: string) {
  const action = decision === 'accept' ? 'acceptJob' : 'rejectJob';
  return submitQueued({
    kind: 'decision',
    request: { method: 'PUT', path: `/recruiter/${action}/${applicant._id}`, body: null },
    token,
    ref: {
      applicationId: applicant._id,
      UrlPath: urlPath,
      decision,
      candidateName: applicant.candidateId.fullName,
    },
  });
}
