// What GET /api/events tells an open tab (Server-Sent Events, one stream per tab). Each event says
// that something changed and where, never the content: the tab asks the API again for that, with
// its usual checks. `id:` of each event is a number; a stream resumed with it (the Last-Event-ID
// header, or ?lastEventId=) gets every later event for its user once, in order.
import { z } from 'zod';

export const liveEvent = z.discriminatedUnion('type', [
  /** A new notification for you: the bell's count changed. */
  z.object({ type: z.literal('notification') }),
  /**
   * A new message in one of your threads; `byYou` when you wrote it (on another tab or device),
   * so a screen that placed it already, and the bell, have nothing to ask.
   */
  z.object({
    type: z.literal('message'),
    applicationId: z.string(),
    messageId: z.string(),
    byYou: z.boolean().optional(),
  }),
  /** The other side read your messages in a thread. */
  z.object({ type: z.literal('seen'), applicationId: z.string() }),
  /** An application moved to another stage. */
  z.object({ type: z.literal('move'), applicationId: z.string(), stage: z.string() }),
  /** An interview of an application was scheduled, changed, given its time or cancelled. */
  z.object({ type: z.literal('interview'), applicationId: z.string(), interviewId: z.string() }),
  /**
   * Sent instead of what was missed when the resume point is older than the server keeps
   * (minutes): ask again for everything shown.
   */
  z.object({ type: z.literal('reset') }),
]);
export type LiveEvent = z.infer<typeof liveEvent>;
/** What a writer announces (`reset` is the stream's own). */
export type PublishedEvent = Exclude<LiveEvent, { type: 'reset' }>;
