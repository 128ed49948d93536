// Applications: the candidate's history (GET /activity) and a job's applicants
// (GET /recruiter/applicant/:UrlPath), both paged and mirrored for offline reading; hire and reject go
// through the outbox so a decision made offline is sent when the network returns.
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { ActivityResponse, Applicant, ApplicantsResponse } from '../../../contract/applications.ts';
import { http } from '../../lib/http.ts';
import type { MirrorRows } from '../../offline/db.ts';
import { mirroredList } from '../../offline/mirror.ts';
import { submitQueued } from '../../offline/submit.ts';

export const applicationKeys = {
  mine: ['applications'] as const,
  applicants: (urlPath: string) => ['applicants', urlPath] as const,
};

const pageUrl = (path: string, cursor: string | null) =>
  `${path}?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;

type Kind = 'applications' | 'applicants';

/** A list of applications read 20 at a time, each page mirrored (offline it pages the mirror). */
function pagedOptions<R extends { data: MirrorRows[Kind][]; nextCursor: string | null }>(
  queryKey: readonly string[],
  kind: Kind,
  key: string,
  path: string,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      mirroredList<Kind, R['data'][number]>(kind, key, pageParam, () =>
        http.get<R>(pageUrl(path, pageParam), { signal }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** GET /activity: the candidate's history. */
export const activityOptions = () =>
  pagedOptions<ActivityResponse>(applicationKeys.mine, 'applications', 'mine', '/activity');

/** GET /recruiter/applicant/:UrlPath: one job's applicants (the owning recruiter only). */
export const applicantsOptions = (urlPath: string) =>
  pagedOptions<ApplicantsResponse>(
    applicationKeys.applicants(urlPath),
    'applicants',
    urlPath,
    `/recruiter/applicant/${encodeURIComponent(urlPath)}`,
  );

export type Decision = 'accept' | 'reject';

/** A decision the server accepted, written into the loaded pages of the applicant list. */
export function showDecision(queryClient: QueryClient, urlPath: string, id: string, decision: Decision) {
  const status = decision === 'accept' ? 'accepted' : 'rejected';
  const decided = (a: Applicant): Applicant =>
    a._id === id ? { ...a, status, Accept: status === 'accepted', Pending: false } : a;
  queryClient.setQueryData(
    applicantsOptions(urlPath).queryKey,
    (old) => old && { ...old, pages: old.pages.map((p) => ({ ...p, data: p.data.map(decided) })) },
  );
}

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
