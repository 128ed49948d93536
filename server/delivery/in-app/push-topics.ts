// Which per-device push switch each kind of notification falls under.
import type { NotificationKind } from '../../../contract/notifications.ts';
import type { PushTopic } from '../../../contract/push.ts';

export const topicOf: Record<NotificationKind, PushTopic> = {
  'new-applicant': 'applicants',
  'application-withdrawn': 'applicants',
  'application-decided': 'decisions',
  'job-alert': 'job-alerts',
  // A job applied to was removed with its recruiter's account: news of one's application.
  'job-removed': 'decisions',
  stage: 'decisions',
  message: 'messages',
  // A teammate named you in a note about an applicant.
  mention: 'applicants',
  // An interview of one's application scheduled, proposed, changed or cancelled.
  interview: 'decisions',
};
