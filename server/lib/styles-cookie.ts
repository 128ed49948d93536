// A first visit gets the shared stylesheet inline, so the page paints after one round trip, and a
// cookie naming the file it prefetched; later pages see the cookie and link the cached file, so a
// visitor's second page costs only its HTML.
const NAME = 'hl_styles';

/** The stylesheet this browser already holds (the cookie's value), or ''. */
export function stylesHeld(cookieHeader: string | undefined): string {
  const match = new RegExp(`(?:^|;\\s*)${NAME}=([^;]*)`).exec(cookieHeader ?? '');
  return match?.[1] ?? '';
}

/** The Set-Cookie value that says `file` is held: a year, like the file's own cache. */
export const stylesHeldCookie = (file: string) => `${NAME}=${file}; Path=/; Max-Age=31536000; SameSite=Lax`;
