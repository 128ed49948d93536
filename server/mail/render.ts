// Renders a queued email: its kind's template gives the subject, and one React element gives both
// the HTML and the plain-text part, so the two always say the same.
import { render } from '@react-email/render';
import { createElement } from 'react';
import type { MailKind } from './kinds.ts';
import { decisionMail } from './templates/decision.tsx';
import type { MailContext, MailTemplate } from './templates/template.ts';

// One line per kind. A kind without a template stays queued (mail-worker.ts) until it has one.
// biome-ignore lint/suspicious/noExplicitAny: each entry keeps its own data type; render checks it.
const templates: Partial<Record<MailKind, MailTemplate<any>>> = {
  decision: decisionMail,
};

export type RenderedMail = { subject: string; html: string; text: string };

export function templateOf(kind: MailKind): MailTemplate<unknown> | undefined {
  return templates[kind];
}

/** Throws when the kind has no template or the data does not fit it. */
export async function renderMail(kind: MailKind, data: unknown, context: MailContext): Promise<RenderedMail> {
  const template = templateOf(kind);
  if (!template) throw new Error(`No template for the mail kind ${kind}`);
  const parsed = template.data.parse(data);
  const element = createElement(template.Body, { data: parsed, ...context });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: template.subject(parsed), html, text };
}
