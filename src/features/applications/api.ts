// Applications: the candidate's history (GET /activity) and a job's applicants
// (GET /recruiter/applicant/:UrlPath), both paged and mirrored for offline reading; hire and reject go
// through the outbox so a decision made offline is sent when the network returns.
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { Applicant, MyApplication } from '../../../contract/applications.ts';
import { http } from '../../lib/http.ts';
import type { MirrorRows } from '../../offline/db.ts';
import { mirroredList } from '../../offline/mirror.ts';
import { submitQueued } from '../../offline/submit.ts';

export const applicationKeys = {
  mine: ['applications'] as const,
  applicants: (urlPath: string) => ['applicants', urlPath] as const,
};

type Kind = 'applications' | 'applicants';

/**
 * A list of applications read 20 at a time, each page mirrored (offline it pages the mirror). The
 * server answers each page as a bare array and says where the next one is in its Link header: the
 * page param is that API path (null for the first page), kept in the mirror's `nextCursor`.
 */
function pagedOptions<T extends MirrorRows[Kind]>(
  queryKey: readonly string[],
  kind: Kind,
  key: string,
  path: string,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      mirroredList<Kind, T>(kind, key, pageParam, async () => {
        const { items, next } = await http.page<T>(pageParam ?? `${path}?limit=20`, { signal });
        return { data: items, nextCursor: next };
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** GET /activity: the candidate's history. */
export const activityOptions = () =>
  pagedOptions<MyApplication>(applicationKeys.mine, 'applications', 'mine', '/activity');

/** GET /recruiter/applicant/:UrlPath: one job's applicants (the owning recruiter only). */
export const applicantsOptions = (urlPath: string) =>
  pagedOptions<Applicant>(
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
