// The public pages, every company and every open job, as sitemap XML. One sequence of URLs (pages,
// then companies, then jobs, newest first) is cut into parts of `pageSize`; past one part,
// /sitemap.xml is an index of them. A part is read in chunks by keyset, never as one big array.
import { and, asc, count, gt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs, recruiterProfiles } from '../../db/schema.ts';
import { afterCursor, microseconds, newestFirst } from '../common/cursor.ts';
import { isOpen } from './job-select.ts';

/** The protocol's limit of URLs per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

/** URLs per sitemap file, and rows per query while one is written. */
export type SitemapSizes = { pageSize: number; chunkSize: number };

const publicPages = ['/', '/jobs', '/companies', '/feed'];

type Entry = { path: string; lastmod?: string };

const xmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);

const urlXml = (origin: string, e: Entry) =>
  `<url><loc>${xmlEscape(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>\n`;

const companyCount = async (db: Db) => (await db.select({ n: count() }).from(recruiterProfiles))[0]?.n ?? 0;

/** How many files the sitemap has: 1 is a plain urlset at /sitemap.xml, more make it an index. */
export async function sitemapPartCount(db: Db, pageSize: number): Promise<number> {
  // Counted through jobs_open_deadline_idx (open = not closed, checked against the deadline).
  const [openJobs] = await db.select({ n: count() }).from(jobs).where(isOpen);
  const total = publicPages.length + (await companyCount(db)) + (openJobs?.n ?? 0);
  return Math.max(1, Math.ceil(total / pageSize));
}

export function sitemapIndexXml(origin: string, parts: number): string {
  const items = Array.from(
    { length: parts },
    (_, i) => `<sitemap><loc>${xmlEscape(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('')}</sitemapindex>\n`;
}

/**
 * Part `part` (from 1) as XML text, chunk by chunk. Parts are read at different moments, so a job
 * posted meanwhile can shift one URL across a boundary: the next crawl picks it up.
 */
export async function* sitemapPartXml(db: Db, origin: string, part: number, sizes: SitemapSizes) {
  const { pageSize, chunkSize } = sizes;
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  let offset = (part - 1) * pageSize;
  let left = pageSize;
  const pages = publicPages.slice(offset, offset + left);
  if (pages.length) yield pages.map((path) => urlXml(origin, { path })).join('');
  left -= pages.length;
  offset = Math.max(0, offset - publicPages.length);

  const companies = left > 0 ? await companyCount(db) : 0;
  if (offset < companies) {
    for await (const rows of chunks(companyRows(db), offset, left, chunkSize)) {
      yield rows.map((r) => urlXml(origin, { path: `/company/${r.id}/jobs` })).join('');
      left -= rows.length;
    }
  }
  offset = Math.max(0, offset - companies);

  for await (const rows of chunks(openJobRows(db), offset, left, chunkSize)) {
    yield rows
      .map((r) =>
        urlXml(origin, {
          path: `/jobs/Info/${encodeURIComponent(r.urlPath)}`,
          lastmod: new Date(r.createdAt).toISOString(),
        }),
      )
      .join('');
  }
  yield '</urlset>\n';
}

/** Reads rows after a key (or from an offset, for the first chunk of a part), `limit` at most. */
type Reader<T> = (after: T | undefined, offset: number, limit: number) => Promise<T[]>;

/** `limit` rows from `offset` on: one OFFSET to find where the part starts, then keyset chunks. */
async function* chunks<T>(read: Reader<T>, offset: number, limit: number, chunkSize: number) {
  let after: T | undefined;
  while (limit > 0) {
    const want = Math.min(chunkSize, limit);
    const rows = await read(after, after === undefined ? offset : 0, want);
    if (rows.length) yield rows;
    if (rows.length < want) return;
    limit -= rows.length;
    after = rows.at(-1);
  }
}

// In primary-key order: the directory's own order has no index of its own.
const companyRows =
  (db: Db): Reader<{ id: string }> =>
  (after, offset, limit) =>
    db
      .select({ id: recruiterProfiles.id })
      .from(recruiterProfiles)
      .where(after ? gt(recruiterProfiles.id, after.id) : undefined)
      .orderBy(asc(recruiterProfiles.id))
      .offset(offset)
      .limit(limit);

type JobRow = { id: string; urlPath: string; createdAt: Date | string; us: string };

// Newest first through jobs_open_created_idx, as the public job list reads them.
const openJobRows =
  (db: Db): Reader<JobRow> =>
  (after, offset, limit) => {
    const where: SQL | undefined = and(
      isOpen,
      after ? afterCursor(jobs.createdAt, jobs.id, { us: after.us, id: after.id }) : undefined,
    );
    return db
      .select({
        id: jobs.id,
        urlPath: jobs.urlPath,
        createdAt: jobs.createdAt,
        us: microseconds(jobs.createdAt),
      })
      .from(jobs)
      .where(where)
      .orderBy(newestFirst(jobs.createdAt), newestFirst(jobs.id))
      .offset(offset)
      .limit(limit);
  };
