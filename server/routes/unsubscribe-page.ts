// The unsubscribe link's page: plain server HTML with no script, so it works in any mail client's
// browser, signed in or not. Every text is fixed; only the form's address is built from the link.
import type { PreferenceKind } from '../../contract/notification-settings.ts';

/** What each kind's emails are about, as the page names them. */
export const kindLabel: Record<PreferenceKind, string> = {
  applicants: 'new applicants to your jobs',
  decisions: 'decisions and stage changes on your applications',
  messages: 'new messages',
  'job-alerts': 'new jobs for your job alerts',
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const style = `
  :root { color-scheme: light dark; }
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f7f7f8; color: #18181b; }
  main { max-width: 32rem; margin: 12vh auto; padding: 2rem; background: #fff; border-radius: 12px; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  .brand { color: #0d9488; font-weight: 700; text-decoration: none; }
  button { font: inherit; padding: .6rem 1.2rem; border: 0; border-radius: 8px; background: #0d9488;
    color: #fff; cursor: pointer; }
  a { color: #0f766e; }
  @media (prefers-color-scheme: dark) {
    body { background: #09090b; color: #fafafa; }
    main { background: #18181b; }
    a, .brand { color: #2dd4bf; }
  }`;

/** A whole page: a heading, paragraphs, and optionally the form that turns the emails off. */
export function unsubscribePage(page: { title: string; lines: string[]; formAction?: string }): string {
  const form = page.formAction
    ? `<form method="post" action="${escapeHtml(page.formAction)}">
    <input type="hidden" name="List-Unsubscribe" value="One-Click">
    <button type="submit">Unsubscribe</button>
  </form>`
    : '';
  const lines = page.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n  ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} · Hireloop</title>
<style>${style}</style>
</head>
<body>
<main>
  <p><a class="brand" href="/">Hireloop</a></p>
  <h1>${escapeHtml(page.title)}</h1>
  ${lines}
  ${form}
  <p><a href="/account">Email and push settings on your Account page</a></p>
</main>
</body>
</html>
`;
}
