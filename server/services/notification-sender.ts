// The sending side of notifications, behind one interface. Every notification is a row first,
// written in its event's transaction (notify()); the app polls for those rows, so today's sender
// sends nothing. A Web Push sender (docs/operations.md) implements the same interface and is chosen
// at start-up; it is told of the rows only once their transaction has committed, so a refused or
// rolled-back event never pushes anything.
import type { NotificationKind } from '../../contract/notifications.ts';

export type OutgoingNotification = { userId: string; kind: NotificationKind; text: string; link: string };

export interface NotificationSender {
  /** Called after the commit; a failure is logged by the caller and loses nothing (the row stays). */
  send(items: OutgoingNotification[]): Promise<void>;
}

/** No push service is reachable here: the app's poll of GET /api/notifications is the delivery. */
export const pollOnlySender: NotificationSender = { send: async () => {} };

let current: NotificationSender = pollOnlySender;
let onFailure: (err: unknown) => void = () => {};

/** Chooses the sender for this process (server/app.ts), and where its failures are reported. */
export function setNotificationSender(sender: NotificationSender, report: (err: unknown) => void): void {
  current = sender;
  onFailure = report;
}

/** Hands committed notifications to the sender without holding up the request that caused them. */
export function sendCommitted(items: OutgoingNotification[]): void {
  if (items.length === 0) return;
  current.send(items).catch(onFailure);
}
