// In-app notifications: what happened to your jobs and applications, newest first.
import { z } from 'zod';
import { pageQuery } from './common.ts';

export const notificationKind = z.enum([
  'new-applicant',
  'application-withdrawn',
  'application-decided',
  'job-alert',
  'job-removed',
  'stage',
  'message',
  'mention',
  'interview',
]);
export type NotificationKind = z.infer<typeof notificationKind>;

export const notification = z.object({
  id: z.string(),
  kind: notificationKind,
  text: z.string(),
  /** An in-app path: the job or the application the notification is about. */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type AppNotification = z.infer<typeof notification>;

/** GET /api/notifications?cursor=&limit= */
export const notificationsQuery = pageQuery;
export const notificationsResponse = z.object({
  success: z.literal(true),
  data: z.array(notification),
  /** How many of all your notifications (not just this page) are unread. */
  unread: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

export const notificationsMaxIds = 100;

/** PUT /api/notifications/read: `{ids}` marks those of yours read, `{all: true}` every one. */
export const markReadBody = z.union(
  [
    z.object({
      ids: z
        .array(z.string().uuid({ error: 'Each id must be a notification id' }), {
          error: 'ids must be a list of notification ids',
        })
        .min(1, 'Give at least one notification id')
        .max(notificationsMaxIds, `Give at most ${notificationsMaxIds} notification ids at a time`),
    }),
    z.object({ all: z.literal(true, { error: 'all must be true' }) }),
  ],
  { error: 'Send {ids: [...]} or {all: true}' },
);
export type MarkReadBody = z.infer<typeof markReadBody>;

export const markReadResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Unread after the change. */
  unread: z.number().int(),
});
export type MarkReadResponse = z.infer<typeof markReadResponse>;
