// The browser keeps its session in the `hireloop` cookie: the login answer as JSON, written by the
// app (src/lib/session.ts). The server only asks whether one is there, to choose how a page is sent.
const SESSION_COOKIE = 'hireloop';

/** The session token in a Cookie header, or null (none, or not a session the app would read). */
export function sessionCookieToken(header: string | undefined): string | null {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    try {
      const value: unknown = JSON.parse(decodeURIComponent(part.slice(eq + 1).trim()));
      const token = (value as { token?: unknown } | null)?.token;
      return typeof token === 'string' && token.length > 0 ? token : null;
    } catch {
      return null; // a damaged cookie is no session, for the app too
    }
  }
  return null;
}
