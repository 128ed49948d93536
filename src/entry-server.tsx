// The server's side of rendering: one page for one visitor's request, with TanStack Router's SSR
// API. Built by `vite build --ssr` and loaded by the server (server/plugins/pages.ts), which puts the
// result into the built index.html. The loaders and screens are the browser's own: their API reads
// go where the server sends them, through the router's context (`context.transport`: in-process).
import { RouterContextProvider, Scripts } from '@tanstack/react-router';
import {
  createRequestHandler,
  getSsrStatus,
  RouterServer,
  transformHtmlStringWithRouter,
} from '@tanstack/react-router/ssr/server';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createAppRouter } from './create-router.ts';
import { Providers } from './app/providers.tsx';
import type { RenderedPage, Renderer } from '../contract/renderer.ts';
import { createQueryClient } from './lib/query-client.ts';

// React puts the hoisted head elements (title, meta, link) of a fragment render first.
const LEADING_HEAD = /^(?:<title>[\s\S]*?<\/title>|<(?:meta|link)\b[^>]*>)+/;

/** The server's side of the seam (contract/renderer.ts): one visitor's page. */
export const renderPage: Renderer['renderPage'] = async (url, origin, transport, finish) => {
  const request = new Request(new URL(url, origin));
  // Nothing is retried on the server: the browser asks again after hydration if it must.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  let html: string | undefined;
  let status = 200;
  const handle = createRequestHandler({
    request,
    createRouter: () => createAppRouter({ queryClient, origin, transport, serverRendering: true }),
  });
  const response = await handle(async ({ router }) => {
    const markup = renderToString(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterServer router={router} />
        </Providers>
      </StrictMode>,
    );
    const scripts = renderToString(
      <RouterContextProvider router={router}>
        <Scripts />
      </RouterContextProvider>,
    );
    const hoisted = LEADING_HEAD.exec(markup)?.[0] ?? '';
    status = getSsrStatus(router);
    const page: RenderedPage = {
      status,
      head: hoisted,
      body: markup.slice(hoisted.length),
      scripts,
      changesAt: changesAt(queryClient),
    };
    html = (await transformHtmlStringWithRouter(router, finish(page))).replace(/^<!DOCTYPE html>/, '');
    return new Response(null, { status });
  });
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location) {
    return { status: response.status, redirect: location };
  }
  return { status, html };
};

/** The earliest deadline still ahead among the jobs the page's queries hold (Infinity: none). */
function changesAt(queryClient: ReturnType<typeof createQueryClient>): number {
  const now = Date.now();
  let first = Number.POSITIVE_INFINITY;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) visit(item);
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key === 'ApplicationDeadline' && typeof item === 'string') {
          const at = Date.parse(item);
          if (at > now && at < first) first = at;
        } else visit(item);
      }
    }
  };
  for (const query of queryClient.getQueryCache().getAll()) visit(query.state.data);
  return first;
}
