// The seam between the server and the app's renderer: what the server's pages plugin
// (server/plugins/pages.ts) calls in the built src/entry-server.tsx, typed once for both sides.

/** How the renderer's API reads reach the API: in-process on the server, fetch in the browser. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** What the renderer hands the server for its page template. */
export type RenderedPage = {
  status: number;
  /** A document for a visitor: no app and no hydration scripts, in the documents' template. */
  document: boolean;
  /** The page's own title, description, canonical and social tags (each route's head()). */
  head: string;
  /** The CSS of this page's own elements, beyond the shared stylesheet (`Renderer['sharedStylesheet']`). */
  styles: string;
  /** The screen's markup, for `<div id="root">`. */
  body: string;
  /** The router's state and the fetched queries, for hydration (inline scripts); none in a document. */
  scripts: string;
  /** The first instant at which a job shown here reaches its deadline: the page changes then. */
  changesAt: number;
};

/** A rendered page's final document, or where the visitor is sent instead. */
export type RenderResult = {
  status: number;
  html?: string;
  redirect?: string;
  /** The page is a visitor's document (RenderedPage['document']). */
  document?: boolean;
};

/** The built renderer's module. */
export type Renderer = {
  /**
   * The styles every page shares (the theme's reset, tokens and globals) and the built file they
   * go in (under STATIC_DIR, named by content: cached for good), written by scripts/build.mjs.
   */
  sharedStylesheet: { file: string; css: string };
  /**
   * Renders `url` (path and query) as a visitor sees it, its API reads going through `transport`;
   * `finish` puts the page into the server's template and returns the document.
   */
  renderPage: (
    url: string,
    origin: string,
    transport: ApiTransport,
    finish: (page: RenderedPage) => string,
  ) => Promise<RenderResult>;
};
