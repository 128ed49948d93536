// The live event that ends streams rather than telling tabs something: written with the deletion of
// sessions (accounts/sessions.ts) for no user, read by every server's live hub, which closes the
// open streams of those sessions. Never sent to a tab, nor replayed to a resumed stream: the tab's next request
// (or reconnection) is refused for want of a session, and that is how it learns.
import type { LiveEvent } from '../../../contract/live.ts';

export type SessionEnded = { type: 'session-ended'; sessionIds: string[] };

/** What a row of live_events holds: an event for tabs, or the end of some sessions. */
export type StoredLiveEvent = LiveEvent | SessionEnded;

export const sessionEndedType = 'session-ended';

export const isSessionEnded = (event: StoredLiveEvent): event is SessionEnded =>
  event.type === sessionEndedType;
