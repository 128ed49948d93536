// Where signing in returns to: the page a visitor was reading when Apply, Save or Alert me sent them
// to sign in. Only a path on this site is taken, so a link can never send someone elsewhere.

/** `value` when it is a path of this site ('/jobs/Info/x?y'), else undefined. */
export function returnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  // '//host' and '/\host' are other sites to a browser.
  return /^\/(?![/\\])/.test(value) ? value : undefined;
}
