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
  // 24 hours and 1 hour before an interview, to the candidate and the interviewers. An interview
  // is a step of an application: the switch for news of one's applications turns it off. A
  // device subscribes to every topic unless its user chose otherwise, so interviewers get it too.
  'interview-reminder': 'decisions',
  // An interview of one's application scheduled, proposed, changed or cancelled.
  interview: 'decisions',
};
