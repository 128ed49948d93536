// /sitemap.xml, its index and parts, and /robots.txt, against a real database.
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { jobs, recruiterProfiles } from '../../server/db/schema.ts';
import { seoRoutes } from '../../server/routes/seo.ts';
import { errorsPlugin } from '../../server/plugins/errors.ts';
import { call, createTestContext, type TestContext } from './harness.ts';
import { expireDeadline, makeRecruiter, postJob } from './jobs-fixtures.ts';

let ctx: TestContext;
let small: FastifyInstance;
const open: { _id: string; UrlPath: string; createdAt?: unknown }[] = [];
let closedPath: string;
let expiredPath: string;
let companyIds: string[];
const hostilePath = `x</loc><!--&"'<script>\u2028`;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: '*/*', ...headers } });

beforeAll(async () => {
  ctx = await createTestContext();
  const acme = await makeRecruiter(ctx, 'Acme & Sons <Ltd>');
  const other = await makeRecruiter(ctx, 'Globex');
  for (const r of [acme, other, acme, other, acme]) open.push(await postJob(ctx, r));
  const closed = await postJob(ctx, acme, { JobTitle: 'Closed by its recruiter' });
  closedPath = closed.UrlPath;
  expect(
    (await call(ctx, 'PUT', `/api/recruiter/closeJob/${closedPath}`, { token: acme.token })).status,
  ).toBe(200);
  const expired = await postJob(ctx, other, { JobTitle: 'Past its deadline' });
  expiredPath = expired.UrlPath;
  await expireDeadline(ctx, expired._id);
  const hostile = await postJob(ctx, other, { JobTitle: 'Hostile path' });
  await ctx.db.update(jobs).set({ urlPath: hostilePath }).where(eq(jobs.id, hostile._id));
  open.push({ ...hostile, UrlPath: hostilePath });
  companyIds = (await ctx.db.select({ id: recruiterProfiles.id }).from(recruiterProfiles)).map((r) => r.id);

  // The same routes with tiny files and chunks: an index, and parts read in several keyset steps.
  small = Fastify();
  small.decorate('config', ctx.app.config).decorate('db', ctx.db);
  await small.register(errorsPlugin);
  await small.register(seoRoutes, { pageSize: 3, chunkSize: 1 });
  await small.ready();
});
afterAll(async () => {
  await small?.close();
  await ctx.close();
});

describe('/sitemap.xml', () => {
  it('lists the public pages, every company and every open job with its lastmod, to any Accept', async () => {
    for (const accept of ['*/*', 'application/json', 'text/html']) {
      const res = await get(ctx.app, '/sitemap.xml', { accept, host: 'jobs.example.com' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, max-age=300');
      expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
      const urls = locs(res.body);
      const origin = 'http://jobs.example.com';
      expect(urls.slice(0, 4)).toEqual(['/', '/jobs', '/companies', '/feed'].map((p) => origin + p));
      for (const id of companyIds) expect(urls).toContain(`${origin}/company/${id}/jobs`);
      for (const job of open.filter((j) => j.UrlPath !== hostilePath)) {
        const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, job._id));
        expect(res.body).toContain(
          `<url><loc>${origin}/jobs/Info/${job.UrlPath}</loc><lastmod>${row!.createdAt.toISOString()}</lastmod></url>`,
        );
      }
      expect(urls).toHaveLength(4 + companyIds.length + open.length);
    }
  });

  it('leaves out closed jobs and jobs past their deadline', async () => {
    const { body } = await get(ctx.app, '/sitemap.xml');
    expect(body).not.toContain(closedPath);
    expect(body).not.toContain(expiredPath);
  });

  it('escapes a hostile url path and a hostile Host', async () => {
    const res = await get(ctx.app, '/sitemap.xml', { host: 'a&b"c' });
    expect(res.body).toContain(
      '<loc>http://a&amp;b&quot;c/jobs/Info/x%3C%2Floc%3E%3C!--%26%22&apos;%3Cscript%3E%E2%80%A8</loc>',
    );
    expect(res.body).not.toContain('<!--');
    expect(res.body.match(/<loc>/g)).toHaveLength(res.body.match(/<\/loc>/g)!.length);
  });

  it('becomes an index of parts past its page size, the parts holding every URL once', async () => {
    const whole = locs((await get(ctx.app, '/sitemap.xml')).body);
    const index = await get(small, '/sitemap.xml');
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = locs(index.body);
    expect(parts).toEqual(
      Array.from(
        { length: Math.ceil(whole.length / 3) },
        (_, i) => `http://localhost:80/sitemap-${i + 1}.xml`,
      ),
    );
    const listed: string[] = [];
    for (const part of parts) {
      const res = await get(small, new URL(part!).pathname);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, max-age=300');
      const urls = locs(res.body);
      expect(urls.length).toBeLessThanOrEqual(3);
      listed.push(...(urls as string[]));
    }
    expect(listed).toEqual(whole);
    for (const missing of [0, parts.length + 1, 'x', '1.5']) {
      expect((await get(small, `/sitemap-${missing}.xml`)).statusCode).toBe(404);
    }
  });

  it('answers HEAD without a body', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect([res.statusCode, res.body, res.headers['content-type']]).toEqual([
      200,
      '',
      'application/xml; charset=utf-8',
    ]);
  });
});

describe('/robots.txt', () => {
  it('allows the site, keeps out the API and private screens, and names the sitemap', async () => {
    const res = await get(ctx.app, '/robots.txt', { accept: 'application/json', host: 'jobs.example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const lines = res.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of [
      '/api/',
      '/activity',
      '/account',
      '/saved',
      '/notifications',
      '/outbox',
      '/onboard',
      '/jobs/post-job',
      '/jobs/Info/Applicants/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: http://jobs.example.com/sitemap.xml');
  });

  it('names the sitemap under PUBLIC_ORIGIN when set, whatever Host the request carried', async () => {
    const other = await createTestContext({ env: { PUBLIC_ORIGIN: 'https://hireloop.example.com/' } });
    try {
      const robots = await get(other.app, '/robots.txt', { host: 'evil.example' });
      expect(robots.body).toContain('Sitemap: https://hireloop.example.com/sitemap.xml\n');
      const sitemap = await get(other.app, '/sitemap.xml', { host: 'evil.example' });
      expect(locs(sitemap.body)[0]).toBe('https://hireloop.example.com/');
      expect(sitemap.body).not.toContain('evil.example');
      // Named by the site itself: a shared cache in front may keep them for everyone.
      for (const res of [robots, sitemap]) expect(res.headers['cache-control']).toBe('public, max-age=300');
    } finally {
      await other.close();
    }
  });

  it('is refused to a shared cache while the Host header names the site', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const res = await get(ctx.app, path, { host: 'evil.example' });
      expect(res.body).toContain('http://evil.example/');
      expect(res.headers['cache-control']).toBe('private, max-age=300');
    }
  });

  it('is required in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_ORIGIN: set it in production/);
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://hireloop.example.com' }).publicOrigin,
    ).toBe('https://hireloop.example.com');
  });

  it('takes PUBLIC_ORIGIN only as an http(s) origin', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://hireloop.example.com:8443' }).publicOrigin).toBe(
      'https://hireloop.example.com:8443',
    );
    for (const bad of [
      'https://hireloop.example.com/app',
      'ftp://hireloop.example.com',
      'hireloop.example.com',
    ]) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: bad })).toThrow(/PUBLIC_ORIGIN/);
    }
  });
});
