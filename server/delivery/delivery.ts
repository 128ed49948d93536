// The delivery domain's one door (biome.json refuses the others). Services call `delivery.*` inside
// their transaction: the bell, the push, the mail and the live announcement of a change exist only
// if the change commits, and are sent off the request's path. Routes read and turn a user's
// switches through `preferences`; app.ts registers `deliveryPlugin`, which does the sending.
import { notify } from './in-app/notify.ts';
import { startPoint } from './live/live-resume.ts';
import { publishLive, publishLiveEach } from './live/publish-live.ts';
import { gatherMailSql } from './mail/gather-mail.ts';
import { queueAlertDigests } from './mail/job-alert-digest.ts';
import { queueNewApplicantMail } from './mail/new-applicants.ts';
import { queueMail, queueMailSql } from './mail/queue-mail.ts';
import { readUnsubscribeToken } from './mail/unsubscribe.ts';
import { withdrawReminderMails } from './reminders/withdraw-mails.ts';
import { changeSetting, emailAllowed, pushWanted, settingsOf } from './preferences.ts';

export { deliveryPlugin, type DeliveryOptions } from './delivery-plugin.ts';
export type { NewNotification } from './in-app/notify.ts';
export type { AlertMatch } from './mail/job-alert-digest.ts';
export type { UnsubscribeClaims } from './mail/unsubscribe.ts';

/** What a change sends, written in its own transaction (`tx`). */
export const delivery = {
  /** Bells, with their pushes and live announcements, in one statement. */
  notify,
  /** Tells the open tabs of some users, at commit, on whichever server holds their stream. */
  publishLive,
  publishLiveEach,
  /** One email, or the statement that queues it (to run with others in one). */
  queueMail,
  queueMailSql,
  /** An email that gathers the causes sharing its key while it waits (new applicants, messages). */
  gatherMailSql,
  queueNewApplicantMail,
  queueAlertDigests,
  /** The condition that a user wants a topic pushed, inside a statement that queues many. */
  pushWanted,
  /** Drops the still-waiting mails of interview reminders whose time no longer holds. */
  withdrawReminderMails,
};

/** A user's switches (Account page, unsubscribe links), and what the links carry. */
export const preferences = { settingsOf, changeSetting, emailAllowed, readUnsubscribeToken };

/** Where a live stream starts for a user reconnecting after event `after` (GET /api/events). */
export const liveStream = { startPoint };
