// Every page address answers HTML, whatever the Accept header. A visitor gets the page rendered
// with its content (src/entry-server.tsx, built into SSR_DIR): a public page as a document in the
// built document.html (no app), any other inside the built index.html for the app to hydrate; a
// signed-in user gets index.html itself, the app shell, and the app renders there: their screens
// hold private data, and HTML that never holds any can never be cached or shared by mistake.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import vary from 'vary';
import type { ApiTransport, RenderedPage, Renderer, RenderResult } from '../../contract/renderer.ts';
import { sessionCookieToken } from '../services/accounts/session-cookie.ts';
import { pageRoutes } from '../lib/page-routes.ts';
import { cacheUntil } from './read-cache.ts';
import { pageCsp } from '../lib/page-csp.ts';
import { DOCUMENT_HEADER, pageTemplate } from '../lib/page-template.ts';
import { hasBuiltApp } from './static.ts';
import { stylesHeld, stylesHeldCookie } from '../lib/styles-cookie.ts';

/** The built renderer (src/entry-server.tsx, built into SSR_DIR), or null when there is no build (API-only tests, a server without a UI). */
async function loadRenderer(ssrDir: string): Promise<Renderer | null> {
  const entry = path.join(ssrDir, 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as Renderer;
}

async function servePages(app: FastifyInstance) {
  const { staticDir, ssrDir } = app.config;
  // Without the built files (plugins/static.ts) there is no shell to send either.
  if (!hasBuiltApp(staticDir)) return;
  const renderer = await loadRenderer(ssrDir);
  if (!renderer) {
    app.log.warn(`No built renderer in ${ssrDir}: run "npm run build" to serve pages`);
    return;
  }
  const { file: stylesheet, css: sharedCss } = renderer.sharedStylesheet;
  if (!fs.existsSync(path.join(staticDir, stylesheet))) {
    app.log.warn(`No ${stylesheet} in ${staticDir}: run "npm run build" to style the pages`);
  }
  // The app's shell for pages the app hydrates; document.html, with no app, for a visitor's documents.
  const template = (file: string) =>
    pageTemplate(
      fs.readFileSync(path.join(staticDir, file), 'utf8').replace(/^<!doctype html>\s*/i, ''),
      `/${stylesheet}`,
    );
  const appPage = template('index.html');
  const visitorDocument = template('document.html');
  const fillTemplate = (page: RenderedPage, inline: string | null) =>
    page.document ? visitorDocument(page, inline) : appPage(page, inline);

  /** The app's API, answered in-process: a page's data costs what the same read over HTTP does. */
  const api: ApiTransport = async (url, init) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(res.statusCode === 304 ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    });
  };

  const sendShell = (reply: FastifyReply) =>
    reply
      .header('cache-control', 'private, no-cache')
      .type('text/html; charset=utf-8')
      .sendFile('index.html');

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    reply.header('vary', vary.append(String(reply.getHeader('vary') ?? ''), 'Cookie'));
    if (sessionCookieToken(request.headers.cookie)) return sendShell(reply);
    // Set PUBLIC_ORIGIN in production: the Host header is the client's to choose.
    const origin = app.config.publicOrigin ?? `${request.protocol}://${request.host}`;
    let changesAt = Number.POSITIVE_INFINITY;
    let rendered: RenderResult;
    const holdsStyles = stylesHeld(request.headers.cookie) === stylesheet;
    const started = performance.now();
    try {
      // A visitor's page makes a visitor's calls: one transport serves every render.
      rendered = await renderer.renderPage(request.url, origin, api, (page) => {
        changesAt = page.changesAt;
        return fillTemplate(page, holdsStyles ? null : sharedCss);
      });
    } catch (err) {
      // The app renders the page itself from the shell: a failed render costs the visit its head
      // start, never the page.
      request.log.error({ err }, 'page render failed: sent the app shell');
      return sendShell(reply);
    }
    // A job shown here reaching its deadline changes the page with no write: cached until then.
    if (Number.isFinite(changesAt)) cacheUntil(request, new Date(changesAt));
    if (rendered.redirect) return reply.header('cache-control', 'no-cache').redirect(rendered.redirect, 302);
    const html = `<!doctype html>\n${rendered.html ?? ''}`;
    // The service worker keeps a visitor's documents to read offline (sw/sw.ts), and nothing else.
    if (rendered.document) reply.header(DOCUMENT_HEADER, '1');
    return reply
      .code(rendered.status)
      .header('cache-control', 'no-cache')
      .header('server-timing', `render;dur=${(performance.now() - started).toFixed(1)}`)
      .header(
        'content-security-policy',
        pageCsp(String(reply.getHeader('content-security-policy') ?? ''), html),
      )
      .type('text/html; charset=utf-8')
      .send(html);
  };
  for (const route of pageRoutes) app.get(route, page);
  // After a rendered page, cached or not, the browser holds the stylesheet (inline then prefetched).
  app.addHook('onSend', async (request, reply, payload) => {
    const rendered = pageRoutes.has(request.routeOptions.url ?? '') && reply.statusCode === 200;
    if (
      rendered &&
      !sessionCookieToken(request.headers.cookie) &&
      stylesHeld(request.headers.cookie) !== stylesheet
    ) {
      reply.header('set-cookie', stylesHeldCookie(stylesheet));
    }
    return payload;
  });
}

/** Every page address; after the built files, whose plugin brings `reply.sendFile`. */
export const pagesPlugin = fp(servePages, {
  name: 'hireloop-pages',
  dependencies: ['hireloop-static'],
  decorators: { fastify: ['config'] },
});
