// Applications: the candidate's history (GET /activity) and a job's applicants
// (GET /recruiter/applicant/:UrlPath), both paged and mirrored for offline reading; hire and reject go
// through the outbox so a decision made offline is sent when the network returns.
import type { Stage } from '../../../contract/hiring.ts';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { Applicant, HistoryRow, MyApplication } from '../../../contract/applications.ts';
import { offlineWrites, queuedRequest } from '../../../contract/offline-writes.ts';
import { http, pagePath } from '../../lib/http.ts';
import { getSession } from '../../lib/session.ts';
import {
  type DeviceSearch,
  type ListPage,
  mirroredList,
  type MirrorRows,
  refetchWhenOffline,
  refreshAfterOutbox,
  searchApplicantsOnDevice,
} from '../../offline/index.ts';
import { discardEntry, submitQueued } from '../../offline/outbox.ts';
import { toast } from '../../ui/toaster/toast.ts';

export const applicationKeys = {
  mine: ['applications'] as const,
  allApplicants: ['applicants'] as const,
  applicants: (urlPath: string) => ['applicants', urlPath] as const,
};

refreshAfterOutbox({
  'my-applications': [applicationKeys.mine],
  applicants: [applicationKeys.allApplicants],
});

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
  /** Offline, a search over the device answers instead of the list saved under `key`. */
  searchDevice?: DeviceSearch<T>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      mirroredList<Kind, T>(
        kind,
        key,
        pageParam,
        async () => {
          const { items, next } = await http.page<T>(pageParam ?? path, { signal });
          return { data: items, nextCursor: next };
        },
        { searchDevice },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchOnReconnect: refetchWhenOffline,
  });
}

/** GET /activity: the candidate's history, each row with its stage and unread messages. */
export const activityOptions = () =>
  pagedOptions<HistoryRow>(applicationKeys.mine, 'applications', 'mine', '/activity?limit=20&with=hiring');

/**
 * GET /recruiter/applicant/:UrlPath: one job's applicants (the owning recruiter only), those whose
 * name or a skill holds `q`, at `stage`, when given. A search is kept under the job's key: what
 * refreshes one refreshes all.
 */
export const applicantsOptions = (urlPath: string, q = '', stage: Stage | '' = '') => {
  const search = q.trim().slice(0, 100);
  const filtered = search !== '' || stage !== '';
  const key = `${search.toLowerCase()}|${stage}`;
  return pagedOptions<Applicant>(
    filtered ? [...applicationKeys.applicants(urlPath), key] : applicationKeys.applicants(urlPath),
    'applicants',
    filtered ? `${urlPath}|q:${key}` : urlPath,
    // With their stage: the device filters by it offline.
    pagePath(`/recruiter/applicant/${encodeURIComponent(urlPath)}`, {
      q: search,
      stage,
      with: 'hiring',
      limit: 20,
    }),
    // Offline, every applicant of the job on the device is searched by name and skills, at once.
    (offset, limit) => searchApplicantsOnDevice(urlPath, search, offset, limit, stage),
  );
};

export type Decision = 'accept' | 'reject';

/** A decision the server accepted, written into the loaded pages of the applicant list. */
function showDecision(queryClient: QueryClient, urlPath: string, id: string, decision: Decision) {
  const status = decision === 'accept' ? 'accepted' : 'rejected';
  const decided = (a: Applicant): Applicant =>
    a._id === id ? { ...a, status, Accept: status === 'accepted', Pending: false } : a;
  // The job's list and each of its searches.
  queryClient.setQueriesData<InfiniteData<ListPage<Applicant>>>(
    { queryKey: applicationKeys.applicants(urlPath) },
    (old) => old && { ...old, pages: old.pages.map((p) => ({ ...p, data: p.data.map(decided) })) },
  );
}

function submitDecision(applicant: Applicant, urlPath: string, decision: Decision, token: string) {
  return submitQueued({
    kind: 'decision',
    request: queuedRequest(offlineWrites.decision.routes[decision], { applicationId: applicant._id }, null),
    token,
    ref: {
      applicationId: applicant._id,
      UrlPath: urlPath,
      decision,
      candidateName: applicant.candidateId.fullName,
    },
  });
}

const decisionTexts = {
  accept: {
    sent: ['Application accepted', "You've successfully accepted this candidate"],
    failed: 'Failed to accept application',
    queued: 'Hire saved',
  },
  reject: {
    sent: ['Application rejected', "You've rejected this candidate"],
    failed: 'Failed to reject application',
    queued: 'Rejection saved',
  },
} as const;

/**
 * Hire or reject through the outbox. Every answered decision (sent now or replayed later) refreshes
 * the applicants and the job (the keys declared for 'decision'), so nothing more is invalidated here.
 */
export function useDecision(urlPath: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ applicant, decision }: { applicant: Applicant; decision: Decision }) => {
      const session = getSession();
      return session ? submitDecision(applicant, urlPath, decision, session.token) : null;
    },
    onSuccess: async (outcome, { applicant, decision }) => {
      const t = decisionTexts[decision];
      if (outcome?.status === 'sent') {
        // At once, on whichever loaded page the row is (the refresh follows).
        showDecision(queryClient, urlPath, applicant._id, decision);
        toast({ title: t.sent[0], description: t.sent[1], type: 'success' });
      } else if (outcome?.status === 'failed') {
        await discardEntry(outcome.entry.id);
        toast({ title: t.failed, description: outcome.message || 'Something went wrong', type: 'error' });
      } else if (outcome?.status === 'queued') {
        toast({
          title: t.queued,
          description: "You're offline: it will be sent when you're back online.",
          type: 'info',
        });
      }
    },
  });
}

/** Withdrawing a pending application through the outbox; the history is fetched again after. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (app: MyApplication) => {
      const session = getSession();
      if (!session) return null;
      return submitQueued({
        kind: 'withdraw',
        request: queuedRequest(offlineWrites.withdraw.routes.withdraw, { applicationId: app._id }, null),
        token: session.token,
        ref: { applicationId: app._id, JobTitle: app.jobId.JobTitle, UrlPath: app.jobId.UrlPath },
      });
    },
    onSuccess: async (outcome) => {
      if (outcome?.status === 'sent') toast({ title: 'Application withdrawn', type: 'success' });
      else if (outcome?.status === 'failed') {
        await discardEntry(outcome.entry.id);
        toast({ title: outcome.message, type: 'error' });
      }
      // Not awaited: the confirmation closes at once and the row changes when the refetch lands.
      if (outcome) void queryClient.invalidateQueries({ queryKey: applicationKeys.mine });
    },
  });
}
