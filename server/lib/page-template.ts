// The built index.html as the template of a rendered page. Its default title and description sit
// between two markers of our own, which a rendered page's head and styles replace (the shared
// stylesheet linked, the page's own rules inline); its empty root receives the page's markup.
import type { RenderedPage } from '../../contract/renderer.ts';

/** Marks a visitor's document, which the service worker keeps (sw/sw.ts names it too). */
export const DOCUMENT_HEADER = 'x-hireloop-document';

const HEAD_START = '<!--page-head-->';
const HEAD_END = '<!--/page-head-->';
const ROOT = '<div id="root"></div>';

/** Splits the shell once; a shell without the markers is a broken build, told at start. */
export function pageTemplate(shell: string, stylesheetHref: string) {
  const [beforeHead, rest = ''] = shell.split(HEAD_START);
  const [, afterHead = ''] = rest.split(HEAD_END);
  const [betweenHeadAndRoot, afterRoot] = afterHead.split(ROOT);
  if (!rest || !afterHead || afterRoot === undefined) {
    throw new Error(`index.html lacks ${HEAD_START}…${HEAD_END} or ${ROOT}`);
  }
  /** The document of a rendered page: its head, its markup and its scripts. */
  // `sharedCss`: the shared stylesheet inline, for a browser that does not hold the file yet; it
  // fetches the file after the page, for the next one.
  return (page: RenderedPage, sharedCss: string | null = null) => {
    const robots = page.status === 404 ? '<meta name="robots" content="noindex"/>' : '';
    const shared =
      sharedCss === null
        ? `<link rel="stylesheet" href="${stylesheetHref}"/>`
        : `<style>${sharedCss}</style><link rel="prefetch" href="${stylesheetHref}"/>`;
    const styles = `${shared}${page.styles && `<style>${page.styles}</style>`}`;
    return `${beforeHead}${page.head}${robots}${styles}${betweenHeadAndRoot}<div id="root">${page.body}</div>${page.scripts}${afterRoot}`;
  };
}
