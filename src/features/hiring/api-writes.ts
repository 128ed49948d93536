// The hiring conversation's writes. Moves, notes and messages go through the outbox like an apply:
// sent at once when the network is there, otherwise queued on this device, shown as queued where
// they belong, and replayed exactly once (the outbox id is the Idempotency-Key); so does an
// interviewer's scorecard. "Seen" is not queued: it only matters while the thread is open, and the
// next visit marks it again. Saving a job's scorecard criteria needs the network.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Card, Message, Move, Note, Stage } from '../../../contract/hiring.ts';
import { stageLabels } from '../../../contract/hiring.ts';
import type { CriteriaResponse, Recommendation } from '../../../contract/scorecards.ts';
import { offlineWrites, queuedRequest } from '../../../contract/offline-writes.ts';
import { http } from '../../lib/http.ts';
import { getSession } from '../../lib/session.ts';
import { discardEntry, submitQueued } from '../../offline/outbox.ts';
import { toast } from '../../ui/toaster/toast.ts';
import { notificationKeys } from '../../lib/notification-keys.ts';
import { type BoardData, hiringKeys, type ThreadPage } from './api.ts';

/** A move the server made, placed on the board kept in the cache (the refresh that follows agrees). */
export function placeMove(client: QueryClient, jobId: string, applicationId: string, move: Move): void {
  client.setQueryData<BoardData>(hiringKeys.board(jobId), (old) => {
    const card = old?.cards.find((c) => c.applicationId === applicationId);
    if (!old || !card || card.stage === move.to) return old;
    const counts = {
      ...old.counts,
      [card.stage]: old.counts[card.stage] - 1,
      [move.to]: old.counts[move.to] + 1,
    };
    const moved: Card = { ...card, stage: move.to, stageSince: move.at };
    // Newest move first, as the server orders a column.
    const cards = [moved, ...old.cards.filter((c) => c.applicationId !== applicationId)];
    return { ...old, counts, cards };
  });
}

/** A message the server stored, added to the newest page of its thread unless it is already there. */
export function placeMessage(client: QueryClient, applicationId: string, message: Message): void {
  client.setQueryData<{ pages: ThreadPage[]; pageParams: unknown[] }>(
    hiringKeys.thread(applicationId),
    (old) => {
      const [newest, ...older] = old?.pages ?? [];
      if (!old || !newest || old.pages.some((p) => p.messages.some((m) => m._id === message._id))) return old;
      return { ...old, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
    },
  );
}

/** A note the server stored, on top of the notes kept in the cache. */
export function placeNote(client: QueryClient, applicationId: string, note: Note): void {
  client.setQueryData<Note[]>(hiringKeys.notes(applicationId), (old) =>
    old && !old.some((n) => n._id === note._id) ? [note, ...old] : old,
  );
}

const routes = {
  move: offlineWrites.move.routes.move,
  note: offlineWrites.note.routes.note,
  message: offlineWrites.message.routes.message,
};

/** Sends (or queues) a hiring write about an application as the signed-in user; null if signed out. */
function submitAbout(
  kind: 'move' | 'note' | 'message',
  applicationId: string,
  body: Record<string, string>,
  ref: Record<string, string> = {},
) {
  const token = getSession()?.token;
  if (!token) return null;
  return submitQueued({
    kind,
    request: queuedRequest(routes[kind], { applicationId }, body),
    token,
    ref: { applicationId, ...body, ...ref },
  });
}

export type MoveInput = { applicationId: string; candidateName: string; from: Stage; to: Stage };

/**
 * Moves an application from the stage it shows (`from`: a queued move counts) to `to`, from its
 * job's board (`jobId`) or from its own page. When the server says the application is no longer
 * there (409), a toast says where it is.
 */
export function useMove(jobId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ applicationId, candidateName, from, to }: MoveInput) =>
      submitAbout('move', applicationId, { from, to }, { ...(jobId && { jobId }), candidateName }),
    onSuccess: async (outcome, { applicationId, candidateName: name, to }) => {
      // What shows the application (board, timeline) is refreshed by the outbox's declared keys.
      if (outcome?.status === 'sent' && jobId) {
        placeMove(client, jobId, applicationId, (outcome.body as { data: { move: Move } }).data.move);
      } else if (outcome?.status === 'failed') {
        await discardEntry(outcome.entry.id);
        toast({ title: `${name} was not moved`, description: outcome.message, type: 'error' });
      } else if (outcome?.status === 'queued') {
        toast({
          title: `${name}: move to ${stageLabels[to]} saved`,
          description: "You're offline: it will be sent when you're back online.",
          type: 'info',
        });
      }
    },
  });
}

/** Writes a note; a refused one says why and stays in the box. */
export function useAddNote(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => submitAbout('note', applicationId, { text }),
    onSuccess: async (outcome) => {
      if (outcome?.status === 'sent') placeNote(client, applicationId, (outcome.body as { data: Note }).data);
      else if (outcome?.status === 'failed') {
        await discardEntry(outcome.entry.id);
        toast({ title: 'Note not saved', description: outcome.message, type: 'error' });
      }
    },
  });
}

/** Sends a message; until the server has it, the thread shows it as a queued bubble. */
export function useSendMessage(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => submitAbout('message', applicationId, { text }),
    onSuccess: (outcome) => {
      if (outcome?.status === 'sent')
        placeMessage(client, applicationId, (outcome.body as { data: Message }).data);
      // A refused message stays in the thread as "Not sent", with its reason and Discard.
    },
  });
}

/** Marks the other side's messages up to `upTo` read; the bell and the thread list follow. */
export function useMarkSeen(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (upTo: string) => http.post(`/applications/${applicationId}/messages/seen`, { upTo }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: notificationKeys.all });
      void client.invalidateQueries({ queryKey: hiringKeys.threads });
    },
    // Offline or refused: the thread stays unread here and is marked on the next visit.
    onError: () => {},
  });
}

/** Saving criteria needs the network: the list is the job's, and a refusal must be seen at once. */
export function useSaveCriteria(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (criteria: { _id?: string; name: string }[]) =>
      (
        await http.put<CriteriaResponse>(`/jobs/${encodeURIComponent(jobId)}/scorecard-criteria`, {
          criteria,
        })
      ).data,
    onSuccess: (saved) => client.setQueryData(hiringKeys.criteria(jobId), saved),
  });
}

export type ScorecardInput = {
  interviewId: string;
  ratings: Record<string, number>;
  recommendation: Recommendation;
  notes: string;
};

/** Sends (or queues) a scorecard; null when signed out. */
export function submitScorecard(applicationId: string, candidateName: string, input: ScorecardInput) {
  const token = getSession()?.token;
  if (!token) return Promise.resolve(null);
  const { interviewId, ...body } = input;
  return submitQueued({
    kind: 'scorecard',
    request: queuedRequest(offlineWrites.scorecard.routes.submit, { id: interviewId }, body),
    token,
    ref: { applicationId, interviewId, candidateName },
  });
}
