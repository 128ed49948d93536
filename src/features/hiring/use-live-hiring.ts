// The hiring screens kept current by the tab's live stream (src/lib/live-events.ts): a new message
// or a read in a thread, a move of a card. Each asks the API again for what it shows, unless it
// shows that change already (this tab's own writes, placed from their answers); the stream only says
// what changed. A missed stretch ('reset') refreshes everything.
import { useQueryClient } from '@tanstack/react-query';
import type { Stage } from '../../../contract/hiring.ts';
import { useGatheredRefresh } from '../../lib/gathered-refresh.ts';
import { useLiveEvents } from '../../lib/live-events.ts';
import { hiringKeys, type ThreadPage } from './api.ts';

/** An open thread learns of the other side's new message, or of their reading mine, at once. */
export function useLiveThread(applicationId: string): void {
  const client = useQueryClient();
  const refresh = useGatheredRefresh();
  const shows = (messageId: string) =>
    client
      .getQueryData<{ pages: ThreadPage[] }>(hiringKeys.thread(applicationId))
      ?.pages.some((p) => p.messages.some((m) => m._id === messageId)) ?? false;
  useLiveEvents((event) => {
    if (event.type === 'reset') {
      refresh(hiringKeys.thread(applicationId));
      refresh(hiringKeys.timeline(applicationId));
      return;
    }
    if (!('applicationId' in event) || event.applicationId !== applicationId) return;
    if ((event.type === 'message' && !shows(event.messageId)) || event.type === 'seen') {
      refresh(hiringKeys.thread(applicationId));
    }
    if (event.type === 'move') refresh(hiringKeys.timeline(applicationId));
  });
}

/**
 * A board learns of a move of one of its cards that it does not show yet (another tab, a
 * withdrawal) and of the other side's new messages (a card's unread count).
 */
export function useLiveBoard(jobId: string, stageOf: (applicationId: string) => Stage | undefined): void {
  const refresh = useGatheredRefresh();
  useLiveEvents((event) => {
    const shown = 'applicationId' in event ? stageOf(event.applicationId) : undefined;
    const stale =
      event.type === 'reset' ||
      (shown !== undefined &&
        ((event.type === 'move' && event.stage !== shown) || (event.type === 'message' && !event.byYou)));
    if (stale) refresh(hiringKeys.board(jobId));
  });
}
