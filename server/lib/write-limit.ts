// Per-account limits on writes (feed posts, applies, decisions, file tokens, job posts and their
// close and reopen, job alerts, marking notifications read, push subscriptions, email and push
// switches), on top of the per-address limit of the auth calls: one account cannot flood the board
// or the bucket. Each kind counts on its own; a caller without a session is counted by address
// (and refused 401 anyway).
// The offline outbox treats a 429 as "try again later", so a long queue is sent, only slower.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

// A job post can notify every candidate with a matching alert: 'job' keeps one recruiter from
// flooding inboxes, as 'post' keeps one account from flooding the feed.
export type WriteKind =
  | 'post'
  | 'apply'
  | 'decision'
  | 'file-token'
  | 'job'
  | 'alert'
  | 'notification-read'
  | 'push-subscription'
  | 'notification-settings'
  | 'move'
  | 'note'
  | 'message'
  | 'message-seen'
  | 'team'
  | 'interview'
  | 'time-zone';

/** The route `config` that opts a write into its per-account limit (@fastify/rate-limit). */
export function writeLimit(config: Config, kind: WriteKind) {
  return {
    rateLimit: {
      max: config.rateLimitWritesPerMinute,
      timeWindow: '1 minute',
      // The auth hook has already run: the actor is known here.
      keyGenerator: (req: FastifyRequest) => `${kind}:${req.actor?.id ?? `address ${req.ip}`}`,
    },
  };
}
