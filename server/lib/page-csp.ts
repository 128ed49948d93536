// A rendered page carries inline scripts of its own (the router's state and the queries it
// fetched): the page's CSP allows exactly those, by hash, and still no 'unsafe-inline'.
import { createHash } from 'node:crypto';

/** The hashes of the inline scripts of `html`, as CSP sources. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs = '', body = '']) => body.trim() && !/type="application\/ld\+json"/.test(attrs))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

/** `csp` with the inline scripts of `html` added to its script-src. */
export function pageCsp(csp: string, html: string): string {
  const hashes = [...new Set(inlineScriptHashes(html))];
  if (hashes.length === 0) return csp;
  return csp.replace(/(^|;)\s*script-src ([^;]*)/, (_m, start: string, sources: string) => {
    const kept = sources.split(/\s+/).filter((s) => !s.startsWith("'sha256-"));
    return `${start}script-src ${[...kept, ...hashes].join(' ')}`;
  });
}
