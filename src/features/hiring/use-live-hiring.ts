// The hiring screens kept current by the tab's live stream (src/lib/live-events.ts): a new message
// or a read in a thread, a move of a card. Each asks the API again for what it
// shows; the stream only says what changed. A missed stretch ('reset') refreshes everything.
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../../lib/live-events.ts';
import { hiringKeys } from './api.ts';

/** An open thread learns of the other side's new message, or of their reading mine, at once. */
export function useLiveThread(applicationId: string): void {
  const client = useQueryClient();
  useLiveEvents((event) => {
    const here = 'applicationId' in event && event.applicationId === applicationId;
    if (event.type === 'reset' || (here && (event.type === 'message' || event.type === 'seen'))) {
      void client.invalidateQueries({ queryKey: hiringKeys.thread(applicationId) });
    }
    if (event.type === 'reset' || (here && event.type === 'move')) {
      void client.invalidateQueries({ queryKey: hiringKeys.timeline(applicationId) });
    }
  });
}

/** A board learns of a move of one of its cards (another tab, a withdrawal) and of new messages. */
export function useLiveBoard(jobId: string, has: (applicationId: string) => boolean): void {
  const client = useQueryClient();
  useLiveEvents((event) => {
    const mine = 'applicationId' in event && has(event.applicationId);
    if (event.type === 'reset' || (mine && (event.type === 'move' || event.type === 'message'))) {
      void client.invalidateQueries({ queryKey: hiringKeys.board(jobId) });
    }
  });
}
