// The server's side of rendering: one page for one visitor's request, with TanStack Router's SSR
// API. A public page (its route's staticData says `visitorDocument`) is a document: no app, nothing
// to hydrate; any other page carries the router's state for the app to hydrate. Built by
// `vite build --ssr` and loaded by the server (server/plugins/pages.ts), which puts the result into
// the built index.html (document.html for a document). The loaders and screens are the browser's own: their API reads
// go where the server sends them, through the router's context (`context.transport`: in-process).
import type { QueryClient } from '@tanstack/react-query';
import { type AnyRouter, HeadContent, RouterContextProvider, Scripts } from '@tanstack/react-router';
import {
  createRequestHandler,
  getSsrStatus,
  RouterServer,
  transformHtmlStringWithRouter,
} from '@tanstack/react-router/ssr/server';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createAppRouter } from './create-router.ts';
import { Providers } from './app/providers.tsx';
import type { RenderedPage, Renderer } from '../contract/renderer.ts';
import { createQueryClient } from './lib/query-client.ts';
import { collectingCache, pageCss } from './server-styles.tsx';

export { sharedStylesheet } from './server-styles.tsx';

/** The server's side of the seam (contract/renderer.ts): one visitor's page. */
export const renderPage: Renderer['renderPage'] = async (url, origin, transport, finish) => {
  const request = new Request(new URL(url, origin));
  // Nothing is retried on the server: the browser asks again after hydration if it must.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  let html: string | undefined;
  let status = 200;
  let isDocument = false;
  const handle = createRequestHandler({
    request,
    createRouter: () => createAppRouter({ queryClient, origin, transport, serverRendering: true }),
  });
  const response = await handle(async ({ router }) => {
    // A visitor's public page is a document: no app follows it, so neither does the router's state,
    // nor its script that restores the scroll position for the app.
    const document = router.state.matches.at(-1)?.staticData?.visitorDocument === true;
    if (document) router.update({ ...router.options, scrollRestoration: false });
    isDocument = document;
    const styles = collectingCache();
    const markup = renderToString(
      <StrictMode>
        <CacheProvider value={styles}>
          <Providers queryClient={queryClient}>
            <RouterServer router={router} />
          </Providers>
        </CacheProvider>
      </StrictMode>,
    );
    // The page's head, by the router: each matched route's head() (the layout renders it only
    // in the browser, where React keeps <head> up to date on navigation).
    const head = renderToString(
      <RouterContextProvider router={router}>
        <HeadContent />
      </RouterContextProvider>,
    );
    const scripts = document
      ? ''
      : renderToString(
          <RouterContextProvider router={router}>
            <Scripts />
          </RouterContextProvider>,
        );
    status = getSsrStatus(router);
    const page: RenderedPage = {
      status,
      document,
      head,
      styles: pageCss(styles),
      body: markup,
      scripts,
      changesAt: changesAt(router, queryClient),
    };
    html = document
      ? finish(page)
      : (await transformHtmlStringWithRouter(router, finish(page))).replace(/^<!DOCTYPE html>/, '');
    return new Response(null, { status });
  });
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location) {
    return { status: response.status, redirect: location };
  }
  return { status, html, document: isDocument };
};

/** The earliest instant at which the page changes by itself, as its routes declare (Infinity: never). */
function changesAt(router: AnyRouter, queryClient: QueryClient): number {
  const answers = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.state.data);
  let first = Number.POSITIVE_INFINITY;
  for (const match of router.state.matches) {
    const at = match.staticData?.pageChangesAt?.(answers) ?? first;
    if (at < first) first = at;
  }
  return first;
}
