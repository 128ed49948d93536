// Renders a queued email: its kind's template gives the subject, and one React element gives both
// the HTML and the plain-text part (React Email's own converter, from that HTML: a fifth of the
// time of its html-to-text one), so the two always say the same. The components render
// synchronously: React's static renderer does it in a fraction of the time of React Email's
// streaming render(), which waits for Suspense that no template uses.
import { unstableToPlainText } from '@react-email/render';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailKind } from './kinds.ts';
import { accountDeletedMail } from './templates/account-deleted.tsx';
import { decisionMail } from './templates/decision.tsx';
import { jobAlertsMail } from './templates/job-alerts.tsx';
import { messagesMail } from './templates/messages.tsx';
import { newApplicantsMail } from './templates/new-applicants.tsx';
import { emailChangeMail } from './templates/email-change.tsx';
import { emailChangedMail } from './templates/email-changed.tsx';
import { passwordChangedMail } from './templates/password-changed.tsx';
import { resetMail } from './templates/reset.tsx';
import { interviewMail } from './templates/interview.tsx';
import { teamInviteMail } from './templates/team-invite.tsx';
import type { CalendarPart, MailContext, MailTemplate } from './templates/template.ts';
import { verifyMail } from './templates/verify.tsx';

// One line per kind: a kind without its template does not compile.
// biome-ignore lint/suspicious/noExplicitAny: each entry keeps its own data type; render checks it.
const templates: Record<MailKind, MailTemplate<any>> = {
  decision: decisionMail,
  'new-applicants': newApplicantsMail,
  'job-alerts': jobAlertsMail,
  messages: messagesMail,
  verify: verifyMail,
  reset: resetMail,
  'password-changed': passwordChangedMail,
  'email-change': emailChangeMail,
  'email-changed': emailChangedMail,
  'account-deleted': accountDeletedMail,
  'team-invite': teamInviteMail,
  interview: interviewMail,
};

// The doctype React Email puts before its documents: what mail clients expect.
const doctype =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

export type RenderedMail = { subject: string; html: string; text: string; icalEvent?: CalendarPart };

export function templateOf(kind: MailKind): MailTemplate<unknown> {
  return templates[kind];
}

/** Throws when the data does not fit the kind's template. */
export function renderMail(kind: MailKind, data: unknown, context: MailContext): RenderedMail {
  const template = templateOf(kind);
  const parsed = template.data.parse(data);
  const markup = renderToStaticMarkup(createElement(template.Body, { data: parsed, ...context }));
  const icalEvent = template.calendar?.(parsed);
  return {
    subject: template.subject(parsed),
    html: `${doctype}${markup}`,
    text: unstableToPlainText(markup),
    ...(icalEvent ? { icalEvent } : {}),
  };
}
