// Renders a mail from a cache when another recipient already got the same content: a job's
// digest to thousands of candidates is rendered once, not once per candidate. The only part of a
// mail that differs between recipients of the same data is the signed unsubscribe link, so the
// cached render holds a marker where the link goes and each recipient's link replaces it, escaped
// as React escapes an attribute. The result is the same text a fresh render gives.
import type { MailKind } from './kinds.ts';
import { type RenderedMail, renderMail } from './render.ts';
import type { MailContext } from './templates/template.ts';

/** Distinct contents kept; the oldest goes first. */
const maxEntries = 256;
// Only ever in the cache, never in a sent mail: characters no escaping changes.
const marker = 'hireloop-unsubscribe-link-0f4c2a';

// React's escaping of a text or attribute value.
const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => escapes[c] as string);

export function createRenderCache(render = renderMail) {
  const cache = new Map<string, RenderedMail>();

  return function renderCached(kind: MailKind, data: unknown, context: MailContext): RenderedMail {
    const link = context.unsubscribeUrl;
    const key = JSON.stringify([kind, context.origin, link === undefined, data]);
    let shared = cache.get(key);
    if (shared) {
      cache.delete(key); // to the young end: the most used stays
      cache.set(key, shared);
    } else {
      shared = render(kind, data, { ...context, unsubscribeUrl: link === undefined ? undefined : marker });
      cache.set(key, shared);
      if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
    }
    if (link === undefined) return shared;
    return {
      ...shared,
      html: shared.html.replaceAll(marker, escapeHtml(link)),
      text: shared.text.replaceAll(marker, link),
    };
  };
}
