// The kinds of email, which are essential, and which switch of the Account page each other one obeys.
import type { PreferenceKind } from '../../../contract/notification-settings.ts';
import { mailKinds } from '../../db/schema.ts';

export type MailKind = (typeof mailKinds)[number];

/** The only mails an address nobody has confirmed yet receives: it may not be the user's. */
// An email change's link goes to the new address, which nobody confirmed yet: that is its purpose.
// An invitation goes to an address that may have no account yet: its link is how one is made.
export const unverifiedKinds: ReadonlySet<MailKind> = new Set([
  'verify',
  'reset',
  'email-change',
  'team-invite',
]);

const preferences = {
  'new-applicants': 'applicants',
  decision: 'decisions',
  'job-alerts': 'job-alerts',
  messages: 'messages',
  // A teammate's @ in a note about an applicant, under the same switch as its push.
  mention: 'applicants',
  // An interview is a step of an application: the switch for news of one's applications (the
  // same switch its push obeys, delivery/in-app/push-topics.ts).
  'interview-reminder': 'decisions',
} as const satisfies Partial<Record<MailKind, PreferenceKind>>;

/** Always sent, whatever the preferences, and without an unsubscribe link: every kind no preference turns off. */
export const essentialKinds: ReadonlySet<MailKind> = new Set(
  mailKinds.filter((kind) => !(kind in preferences)),
);

/** A kind that a preference turns off: every kind that is not essential. */
export type OptionalKind = keyof typeof preferences;

/** The preference (Account page, unsubscribe link) that turns each non-essential kind off. */
export const preferenceOf: Partial<Record<MailKind, PreferenceKind>> & Record<OptionalKind, PreferenceKind> =
  preferences;
