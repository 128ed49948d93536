// Several queued writes in one request: the offline outbox sends a run of hiring writes (moves,
// notes, messages) made on the road as one POST instead of one round trip each. The server runs
// each as if it had come alone (the same route, checks, limits and Idempotency-Key, its answer
// stored under its key), in order, and answers each one separately. It stops after an answer worth
// trying again later (5xx, 408, 429): the writes after it wait, so the user's order is kept.
import { z } from 'zod';
import { offlineRoutes } from './offline-writes.ts';

/** The paths a batch may carry: the POST routes of the kinds declared `batch`, any id as a param. */
export const batchablePath = new RegExp(
  `^(${offlineRoutes
    .filter((route) => route.method === 'POST' && route.write.batch)
    .map((route) => route.url.replace(/:\w+/g, '[A-Za-z0-9_-]{1,64}'))
    .join('|')})$`,
);
export const batchMaxWrites = 25;

export const batchBody = z.object({
  writes: z
    .array(
      z.object({
        /** The outbox entry's id, sent as that write's Idempotency-Key. */
        key: z
          .string()
          .regex(/^[A-Za-z0-9_-]{8,100}$/, 'A key must be 8 to 100 letters, digits, dashes or underscores'),
        path: z.string().regex(batchablePath, 'Only hiring writes can be sent in a batch'),
        body: z.record(z.string(), z.unknown()),
      }),
    )
    .min(1)
    .max(batchMaxWrites),
});
export type BatchBody = z.infer<typeof batchBody>;

/** One write's answer, as it would have come alone; the writes after a missing answer were not run. */
export const batchAnswer = z.object({ key: z.string(), status: z.number().int(), body: z.unknown() });
export type BatchAnswer = z.infer<typeof batchAnswer>;

export const batchResponse = z.object({ success: z.literal(true), data: z.array(batchAnswer) });
export type BatchResponse = z.infer<typeof batchResponse>;

/** Answers the outbox tries again later; any other 4xx is the server's final "no". */
export const retryableStatus = (status: number) => status >= 500 || status === 408 || status === 429;
