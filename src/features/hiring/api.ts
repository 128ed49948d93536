// The hiring conversation's reads: a job's board, an application's timeline and notes, its message
// thread and the list of threads. Their keys start with 'account', so what was seen online is kept
// on the device like the notifications (the account's persister) and reads offline.
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type {
  BoardResponse,
  Card,
  MessagesResponse,
  NotesResponse,
  Stage,
  ThreadsResponse,
  TimelineResponse,
} from '../../../contract/hiring.ts';
import { ApiError, http, pagePath } from '../../lib/http.ts';
import { refreshAfterOutbox } from '../../offline/index.ts';
import { notificationKeys } from '../../lib/notification-keys.ts';

export const hiringKeys = {
  all: ['account', 'hiring'] as const,
  boards: ['account', 'hiring', 'board'] as const,
  applications: ['account', 'hiring', 'application'] as const,
  board: (jobId: string) => ['account', 'hiring', 'board', jobId] as const,
  application: (applicationId: string) => ['account', 'hiring', 'application', applicationId] as const,
  timeline: (applicationId: string) =>
    ['account', 'hiring', 'application', applicationId, 'timeline'] as const,
  notes: (applicationId: string) => ['account', 'hiring', 'application', applicationId, 'notes'] as const,
  thread: (applicationId: string) => ['account', 'hiring', 'application', applicationId, 'thread'] as const,
  threads: ['account', 'hiring', 'threads'] as const,
  criteria: (jobId: string) => ['account', 'hiring', 'board', jobId, 'criteria'] as const,
  scorecards: (applicationId: string) =>
    ['account', 'hiring', 'application', applicationId, 'scorecards'] as const,
  /** The candidate's profile and résumé, for the team and the interviewers. */
  view: (applicationId: string) => ['account', 'hiring', 'application', applicationId, 'view'] as const,
};

// What shows the hiring data an answered write changes, here or in another tab (a refused move
// included: the card goes back to where the server says it is).
refreshAfterOutbox({
  hiring: [hiringKeys.boards, hiringKeys.applications],
  messages: [hiringKeys.threads, notificationKeys.all, hiringKeys.applications],
});

/**
 * Only a server error is worth asking again. Offline the query fails at once and the device's copy
 * (kept by the persister) stays on screen with the offline notice.
 */
const retryServerErrors = (count: number, error: unknown) =>
  error instanceof ApiError && error.status >= 500 && count < 2;

export type BoardData = BoardResponse['data'];

/** GET /jobs/:jobId/board: the counts and the first cards of every stage. */
export const boardOptions = (jobId: string) =>
  queryOptions({
    queryKey: hiringKeys.board(jobId),
    queryFn: async ({ signal }) =>
      (await http.get<BoardResponse>(`/jobs/${encodeURIComponent(jobId)}/board`, { signal })).data,
    retry: retryServerErrors,
  });

/**
 * One stage's next cards, added to the board kept in the cache, so every card seen stays on the
 * device with the rest of the board. A card already on the board (it moved meanwhile) is not doubled.
 */
export async function loadMoreCards(client: QueryClient, jobId: string, stage: Stage): Promise<void> {
  const board = client.getQueryData<BoardData>(hiringKeys.board(jobId));
  const cursor = board?.more[stage];
  if (!board || !cursor) return;
  const path = pagePath(`/jobs/${encodeURIComponent(jobId)}/board`, { stage, cursor });
  const next = (await http.get<BoardResponse>(path)).data;
  client.setQueryData<BoardData>(hiringKeys.board(jobId), (old) => {
    if (!old) return old;
    const known = new Set(old.cards.map((c) => c.applicationId));
    const added: Card[] = next.cards.filter((c) => c.stage === stage && !known.has(c.applicationId));
    const more = { ...old.more };
    if (next.more[stage]) more[stage] = next.more[stage];
    else delete more[stage];
    return { ...old, cards: [...old.cards, ...added], more };
  });
}

/** GET /applications/:id/timeline: the stage now and every move, oldest first. */
export const timelineOptions = (applicationId: string) =>
  queryOptions({
    queryKey: hiringKeys.timeline(applicationId),
    queryFn: async ({ signal }) =>
      (await http.get<TimelineResponse>(`/applications/${applicationId}/timeline`, { signal })).data,
    retry: retryServerErrors,
  });

/** GET /applications/:id/notes: the recruiter's private notes, newest first. */
export const notesOptions = (applicationId: string) =>
  queryOptions({
    queryKey: hiringKeys.notes(applicationId),
    queryFn: async ({ signal }) =>
      (await http.get<NotesResponse>(`/applications/${applicationId}/notes`, { signal })).data,
    retry: retryServerErrors,
  });

export type ThreadPage = MessagesResponse['data'];

/**
 * An open thread hears of new messages from the live stream (use-live-hiring.ts) at once; this slow
 * ask, only while the tab is visible, covers a stream that a proxy or a network holds back.
 */
export const THREAD_POLL_MS = 30_000;

/** GET /applications/:id/messages: the newest page first, then older ones ("Load older"). */
export const threadOptions = (applicationId: string, pollMs: number | false = false) =>
  infiniteQueryOptions({
    queryKey: hiringKeys.thread(applicationId),
    queryFn: async ({ pageParam, signal }) =>
      (
        await http.get<MessagesResponse>(
          pagePath(`/applications/${applicationId}/messages`, { before: pageParam, limit: 50 }),
          { signal },
        )
      ).data,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.before ?? undefined,
    retry: retryServerErrors,
    // TanStack Query pauses the interval while the tab is hidden: only a visible thread asks.
    refetchInterval: pollMs,
  });

/** GET /messages/threads: every thread of the signed-in user, newest activity first. */
export const threadsOptions = () =>
  infiniteQueryOptions({
    queryKey: hiringKeys.threads,
    queryFn: async ({ pageParam, signal }) =>
      http.get<ThreadsResponse>(pagePath('/messages/threads', { cursor: pageParam }), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: retryServerErrors,
    staleTime: 0,
  });
