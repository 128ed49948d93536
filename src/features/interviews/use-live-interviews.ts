// Interviews kept current by the tab's live stream (src/lib/live-events.ts): a teammate schedules
// or cancels, the candidate chooses a time, a move closes the application. The stream only says
// which application's interviews changed; the screen asks the API again. A missed stretch
// ('reset') refreshes them too.
import { useGatheredRefresh } from '../../lib/gathered-refresh.ts';
import { useLiveEvents } from '../../lib/live-events.ts';
import { interviewKeys } from './api.ts';

/** An open application page's interviews. */
export function useLiveInterviews(applicationId: string): void {
  const refresh = useGatheredRefresh();
  useLiveEvents((event) => {
    const ours = event.type === 'interview' && event.applicationId === applicationId;
    if (ours || event.type === 'reset') refresh(interviewKeys.list(applicationId));
  });
}

/** The member's own list (/interviews): any interview they hear of may join, move or leave it. */
export function useLiveMyInterviews(): void {
  const refresh = useGatheredRefresh();
  useLiveEvents((event) => {
    if (event.type === 'interview' || event.type === 'reset') refresh(interviewKeys.mine);
  });
}
