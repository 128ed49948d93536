// /sitemap.xml (or its index and parts) and /robots.txt, for crawlers: public, whatever they Accept.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http-error.ts';
import {
  type SitemapSizes,
  SITEMAP_MAX_URLS,
  sitemapIndexXml,
  sitemapPartCount,
  sitemapPartXml,
} from '../services/jobs/sitemap-service.ts';

// Screens that are only someone's own: nothing there for a search engine.
const privatePaths = [
  '/api/',
  '/activity',
  '/account',
  '/saved',
  '/notifications',
  '/outbox',
  '/onboard',
  '/jobs/post-job',
  '/jobs/Info/Applicants/',
];

const xml = 'application/xml; charset=utf-8';

/** Sizes are options so a test can reach an index and several chunks with a handful of rows. */
export async function seoRoutes(app: FastifyInstance, options: Partial<SitemapSizes>) {
  const sizes: SitemapSizes = { pageSize: SITEMAP_MAX_URLS, chunkSize: 1000, ...options };
  const originOf = (req: FastifyRequest) => app.config.publicOrigin ?? `${req.protocol}://${req.host}`;
  // Crawlers come back often; five minutes keeps a new job's wait short without a query per fetch.
  // Without PUBLIC_ORIGIN the links name the Host a request carried, which the client chooses: then
  // no shared cache may keep the answer for others.
  const cacheControl = `${app.config.publicOrigin ? 'public' : 'private'}, max-age=300`;
  const send = (reply: FastifyReply, type: string, body: string | Readable) =>
    reply.header('cache-control', cacheControl).type(type).send(body);

  app.get('/robots.txt', async (req, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...privatePaths.map((p) => `Disallow: ${p}`)];
    return send(
      reply,
      'text/plain; charset=utf-8',
      `${lines.join('\n')}\n\nSitemap: ${originOf(req)}/sitemap.xml\n`,
    );
  });

  app.get('/sitemap.xml', async (req, reply) => {
    const parts = await sitemapPartCount(app.db, sizes.pageSize);
    const origin = originOf(req);
    if (parts > 1) return send(reply, xml, sitemapIndexXml(origin, parts));
    return send(reply, xml, Readable.from(sitemapPartXml(app.db, origin, 1, sizes)));
  });

  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', async (req, reply) => {
    const part = /^\d{1,6}$/.test(req.params.part) ? Number(req.params.part) : 0;
    if (part < 1 || part > (await sitemapPartCount(app.db, sizes.pageSize)))
      throw notFound('No such sitemap');
    return send(reply, xml, Readable.from(sitemapPartXml(app.db, originOf(req), part, sizes)));
  });
}
