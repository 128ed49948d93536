// What a kind of email is made of: the shape of its data (checked when it is queued and again
// when it is sent: a row outlives the code that wrote it), its subject, and one React component
// from which both the HTML and the plain-text part are rendered.
import type { ReactElement } from 'react';
import type { z } from 'zod';

export type MailContext = {
  /** The site's origin: every link in an email is absolute. */
  origin: string;
  /** Non-essential kinds only: the signed one-click unsubscribe link of this user and kind. */
  unsubscribeUrl?: string;
};

export type CalendarPart = { method: string; content: string };

export type MailTemplate<D> = {
  data: z.ZodType<D>;
  subject: (data: D) => string;
  /** An iCalendar invitation sent as the mail's text/calendar part (with its method). */
  calendar?: (data: D) => CalendarPart | undefined;
  Body: (props: { data: D } & MailContext) => ReactElement;
};

/** Keeps each template's data type while the registry holds them side by side. */
export const mailTemplate = <D>(template: MailTemplate<D>): MailTemplate<D> => template;

/** An in-app path made absolute; anything else (an outside address, `//host`) is refused. */
export function absolute(origin: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`Not an in-app path: ${path}`);
  return new URL(path, origin).href;
}
