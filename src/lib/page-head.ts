// A page's own head: title, description, canonical address and the tags that make a shared link
// show a preview (Open Graph, Twitter card). Routes return it from TanStack Router's `head()`; the
// server sends it in the page, the browser keeps document.head in step while the user navigates.
export const SITE_NAME = 'Hireloop';
export const DEFAULT_TITLE = 'Hireloop — find your next job';
/** The language of every page (`<html lang="en">`), as Open Graph spells a locale. */
export const OG_LOCALE = 'en_US';
const DEFAULT_IMAGE_ALT = `${SITE_NAME} logo`;
export const DEFAULT_DESCRIPTION =
  'Hireloop connects candidates with recruiters. Browse jobs, apply in seconds and follow your applications, even on a bad connection.';

export type PageHeadInput = {
  title: string;
  description?: string;
  /** The page's own address (path and query); the canonical URL and og:url are made from it. */
  path: string;
  /** Where the app is served from (router context `origin`). */
  origin: string;
  /** The preview's image (a path or a URL); the app's icon when left out. */
  image?: string;
  /** What the image shows, for a preview read aloud; used only with `image`. */
  imageAlt?: string;
};

/** One line, at most `max` characters (cut at a word), for descriptions and previews. */
export function summary(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** `address` as an absolute http(s) URL, or undefined (none, or not a web address). */
export function webAddress(address: string | null | undefined, origin: string): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function pageHead({
  title,
  description = DEFAULT_DESCRIPTION,
  path,
  origin,
  image,
  imageAlt,
}: PageHeadInput) {
  const url = new URL(path, origin).href;
  const own = webAddress(image, origin);
  const picture = own ?? `${origin}/icons/icon-512.png`;
  // The alt describes the picture actually sent: the page's own, or the app's icon in its place.
  const pictureAlt = (own && imageAlt) || DEFAULT_IMAGE_ALT;
  // Open Graph and the Twitter card say the same four things, each in its own attribute.
  const preview = { title, description, image: picture, 'image:alt': pictureAlt };
  const tags = (attribute: 'property' | 'name', prefix: string) =>
    Object.entries(preview).map(([field, content]) => ({ [attribute]: `${prefix}:${field}`, content }));
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:type', content: 'website' },
      { property: 'og:locale', content: OG_LOCALE },
      { property: 'og:url', content: url },
      ...tags('property', 'og'),
      { name: 'twitter:card', content: 'summary' },
      ...tags('name', 'twitter'),
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
