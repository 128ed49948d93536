// Per-kind email and push switches of the signed-in account (in-app notifications are always on).
import { z } from 'zod';

/** New applicants (recruiters), decisions and stage changes (candidates), messages, job alerts. */
export const preferenceKind = z.enum(['applicants', 'decisions', 'messages', 'job-alerts'], {
  error: 'kind must be applicants, decisions, messages or job-alerts',
});
export type PreferenceKind = z.infer<typeof preferenceKind>;
export const allPreferenceKinds: PreferenceKind[] = ['applicants', 'decisions', 'messages', 'job-alerts'];

export const notificationSetting = z.object({
  kind: preferenceKind,
  email: z.boolean(),
  push: z.boolean(),
});
export type NotificationSetting = z.infer<typeof notificationSetting>;

/** GET and PUT /api/account/notification-settings answer every kind, in the order above. */
export const notificationSettingsResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.array(notificationSetting),
});
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponse>;

const onOff = (label: string) => z.boolean({ error: `${label} must be true or false` }).optional();

/** PUT: turns one kind's email, push or both on or off; what is left out stays as it is. */
export const notificationSettingBody = z
  .object({
    kind: preferenceKind,
    email: onOff('email'),
    push: onOff('push'),
  })
  .refine((b) => b.email !== undefined || b.push !== undefined, {
    message: 'Give email, push or both',
  });
export type NotificationSettingBody = z.infer<typeof notificationSettingBody>;
