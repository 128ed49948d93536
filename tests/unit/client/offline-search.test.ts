// Offline job search against the server's own: the same jobs in a real database (PGlite, migrated)
// and in the device's IndexedDB (fake), the same query to both, the same set back. The server side
// is the real list query (listJobs), not a copy of its rules.
import 'fake-indexeddb/auto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { companyJobsQuery } from '../../../contract/companies.ts';
import type { JobType } from '../../../contract/constants.ts';
import type { Job } from '../../../contract/jobs.ts';
import { type Database, openPglite } from '../../../server/db/client.ts';
import { jobs, recruiterProfiles, users } from '../../../server/db/schema.ts';
import { companyJobs, listCompanies } from '../../../server/services/companies/company-service.ts';
import { searchColumns } from '../../../server/db/derived/job-fields.ts';
import { listJobs } from '../../../server/services/jobs/job-search.ts';
import { db } from '../../../src/offline/db.ts';
import { containsQuery, fold, matchesWords, searchWords } from '../../../src/offline/search/match.ts';
import { searchJobs } from '../../../src/offline/search/job-index.ts';
import { resetDevice } from '../reset-device.ts';

const day = 86_400_000;
type Row = {
  title: string;
  company?: string;
  location?: string;
  skills?: string[];
  type?: JobType;
  closed?: boolean;
  expired?: boolean;
  other?: boolean;
};

// Titles and skills like the demo data's, with the cases the rules tell apart: parts of words
// ('script' in 'JavaScript'), short words at a word's start only, punctuation kept in the text.
const rows: Row[] = [
  { title: 'Site Reliability Engineer', skills: ['Kubernetes', 'Go', 'Terraform'] },
  { title: 'Mobile Engineer (React Native)', skills: ['React Native', 'TypeScript'], type: 'Contract' },
  { title: 'Backend Engineer, APIs', skills: ['Node.js', 'PostgreSQL'], location: 'Remote' },
  { title: 'Frontend Developer', skills: ['JavaScript', 'CSS'], type: 'Part-Time' },
  { title: 'Reengineering Lead', company: 'Globex', skills: ['C++', 'Rust'] },
  { title: 'Data Analyst Intern', skills: ['SQL', 'Excel'], type: 'Internship', location: 'Porto' },
  { title: 'AI Researcher', skills: ['Python', 'PyTorch'], location: 'Lisbon' },
  { title: 'Go Developer', skills: ['Go', 'gRPC'], location: 'Berlin', type: 'Contract' },
  { title: 'Engineering Manager', company: 'Initech', location: 'Berlin' },
  { title: 'Support Specialist', skills: ['Zendesk'], location: 'Remote', type: 'Temporary' },
  { title: 'Platform Engineer', skills: ['AWS', 'Go'], closed: true },
  { title: 'QA Engineer', skills: ['Playwright'], expired: true },
  { title: 'Security Engineer', company: 'Umbrella', other: true },
  { title: 'Product Designer', skills: ['Figma', 'UX research'], location: 'São Paulo' },
  // Accents, upper case, and letters that are no base letter plus a mark (ß, ł, ø, æ).
  { title: 'Résumé Writer', location: 'Zürich', skills: ['Straße', 'Łódź'] },
  { title: 'ÉCOLE Teacher', company: 'Øresund Ærø', location: 'ZÜRICH', type: 'Part-Time' },
  { title: 'Développeur ﬁnance', location: 'SÃO PAULO', skills: ['Ελληνικά'] },
];

const queries = [
  '',
  'engineer',
  'ENGINEER',
  'eng',
  'engineering',
  'script',
  'go',
  'Go developer',
  'ai',
  're',
  'e',
  'react native',
  '(react',
  'apis,',
  'api',
  'node.js',
  'c++',
  'berlin engineer',
  'remote',
  'lisbon',
  'zzz',
  'sql',
  'paulo',
  '  engineer   berlin  ',
  'a b c d e f g h engineer',
  'ux',
  '%',
  '_',
  'zurich',
  'Zürich',
  'ZÜRICH',
  'zur',
  'sao paulo',
  'São Paulo',
  'SAO',
  'resume',
  'résumé',
  'RÉSUMÉ writer',
  'ecole',
  'école',
  'developpeur',
  'finance',
  'ﬁnance',
  'strasse',
  'straße',
  'STRASSE',
  'ß',
  'lodz',
  'łódź',
  'ŁODZ',
  'ł',
  'oresund',
  'øresund',
  'ØRESUND ærø',
  'aero',
  'ελληνικα',
  'ΕΛΛΗΝΙΚΆ',
];
const types: ('' | JobType)[] = ['', 'Full-Time', 'Contract', 'Internship'];

let database: Database;
let dir: string;
let owner: string;
let ownerCompany: string;
let otherCompany: string;

async function insertJobs() {
  const [mine, theirs] = await database.db
    .insert(users)
    .values([
      { username: 'owner', usernameFolded: 'owner', email: 'owner@example.com', role: 'recruiter' },
      {
        username: 'Ørjan Zoë',
        usernameFolded: fold('Ørjan Zoë'),
        email: 'other@example.com',
        role: 'recruiter',
      },
    ])
    .returning({ id: users.id });
  if (!mine || !theirs) throw new Error('No recruiters inserted');
  owner = mine.id;
  const profiles = await database.db
    .insert(recruiterProfiles)
    .values([
      { userId: mine.id, currentCompany: 'Acme Corp', currentCompanyFolded: fold('Acme Corp') },
      { userId: theirs.id, currentCompany: 'Umbrella Zürich', currentCompanyFolded: fold('Umbrella Zürich') },
    ])
    .returning({ id: recruiterProfiles.id });
  ownerCompany = (profiles[0] ?? { id: '' }).id;
  otherCompany = (profiles[1] ?? { id: '' }).id;
  const now = Date.now();
  await database.db.insert(jobs).values(
    rows.map((r, i) => {
      const fields = {
        title: r.title,
        companyName: r.company ?? 'Acme Corp',
        location: r.location ?? 'Lisbon',
        requiredSkills: r.skills ?? [],
      };
      return {
        ...fields,
        recruiterId: (profiles[r.other ? 1 : 0] ?? { id: '' }).id,
        userId: r.other ? theirs.id : mine.id,
        jobType: r.type ?? 'Full-Time',
        deadline: new Date(r.expired ? now - day : now + 30 * day),
        closedAt: r.closed ? new Date(now - day) : null,
        description: 'A job.',
        urlPath: `job-${i}`,
        ...searchColumns(fields),
        // Distinct times: both sides list newest first.
        createdAt: new Date(now - (rows.length - i) * 60_000),
      };
    }),
  );
}

/** What the server's list answers for a search, as ids in its order. */
async function serverIds(q: string, type: '' | JobType, scope?: 'mine') {
  const query = { q, type: type || undefined, limit: 1000 };
  const res = await listJobs(database.db, query, scope ? eq(jobs.userId, owner) : undefined);
  return res.data.map((j) => j._id);
}

/** The jobs the device finds for the words as typed (a corrected search's jobs are for other words). */
async function deviceIds(q: string, type: '' | JobType, scope: 'all' | 'mine' = 'all') {
  const found = await searchJobs({ scope, q, type, ownerId: owner }, 0, 1000);
  if (found?.meta?.didYouMean) return [];
  return found?.items.map((j) => j._id) ?? [];
}

/** What a company's page asks the server (GET /company/jobs/:id, its query parsed as the route does). */
async function companyServerIds(companyId: string, q: string, type: '' | JobType) {
  const query = companyJobsQuery.parse({ q, type: type.toLowerCase(), limit: 50 });
  return (await companyJobs(database.db, companyId, query)).data.map((j) => j._id);
}

/** The same search on the device: the company's jobs in the job index, whichever list brought them. */
async function companyDeviceIds(companyId: string, q: string, type: '' | JobType) {
  const found = await searchJobs({ scope: 'company', companyId, q, type }, 0, 1000);
  return found?.items.map((j) => j._id) ?? [];
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-offline-search-'));
  fs.cpSync(inject('pgliteTemplate'), dir, { recursive: true });
  database = await openPglite(dir, { lock: false });
  await insertJobs();
  // The device holds every job as the server sent it: the public ones and the owner's closed ones.
  const all = await listJobs(database.db, { limit: 1000 }, sql`true`);
  await resetDevice();
  await db.jobs.bulkPut(all.data as Job[]);
});

afterAll(async () => {
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('offline job search gives the server’s sets', () => {
  for (const type of types) {
    it(`public list, type ${type || 'any'}`, async () => {
      for (const q of queries) {
        expect(await deviceIds(q, type), `q=${JSON.stringify(q)}`).toEqual(await serverIds(q, type));
      }
    });
  }

  it("a recruiter's own listings, closed ones too", async () => {
    for (const q of queries) {
      for (const type of types) {
        expect(await deviceIds(q, type, 'mine'), `q=${q} type=${type}`).toEqual(
          await serverIds(q, type, 'mine'),
        );
      }
    }
    expect(await deviceIds('platform', '', 'mine')).toHaveLength(1);
    expect(await deviceIds('platform', '')).toHaveLength(0);
  });

  it('some queries find something and some do not: the comparison is not of empty sets', async () => {
    expect(await serverIds('engineer', '')).toHaveLength(6);
    expect(await serverIds('script', '')).toHaveLength(2);
    expect(await serverIds('go', 'Contract')).toHaveLength(1);
    expect(await serverIds('zzz', '')).toHaveLength(0);
    expect(await serverIds('zurich', '')).toHaveLength(2);
    expect(await serverIds('sao paulo', '')).toHaveLength(2);
    expect(await serverIds('resume', '')).toHaveLength(1);
    expect(await serverIds('straße', '')).toHaveLength(1);
    expect(await serverIds('strasse', '')).toHaveLength(0);
  });

  it('counts what it searched and pages through the matches', async () => {
    const first = await searchJobs({ scope: 'all', q: 'engineer', type: '' }, 0, 2);
    const second = await searchJobs({ scope: 'all', q: 'engineer', type: '' }, 2, 2);
    // 17 jobs, one closed, one past its deadline, all searched as the public list.
    expect(first).toMatchObject({ total: 6, pool: 15 });
    const paged = [...(first?.items ?? []), ...(second?.items ?? [])].map((j) => j._id);
    expect(paged).toEqual((await serverIds('engineer', '')).slice(0, 4));
  });

  it('sees a job written to the device after its first search', async () => {
    const before = await deviceIds('welder', '');
    const sample = (await db.jobs.toArray())[0] as Job;
    const open = { closed: false, ApplicationDeadline: new Date(Date.now() + day).toISOString() };
    await db.jobs.put({
      ...sample,
      ...open,
      _id: 'new-one',
      JobTitle: 'Welder',
      createdAt: new Date().toISOString(),
    });
    expect(before).toEqual([]);
    expect(await deviceIds('welder', '')).toEqual(['new-one']);
    await db.jobs.delete('new-one');
  });
});

describe('a typo on the device', () => {
  it('finds nothing as typed, so the jobs of the closest saved words show, said so', async () => {
    const found = await searchJobs({ scope: 'all', q: 'enginer', type: '' }, 0, 100);
    expect(found?.meta).toMatchObject({
      didYouMean: 'engineer',
      notices: ['No jobs match “enginer”, so these are the jobs for “engineer”.'],
    });
    expect(found?.items.map((j) => j._id)).toEqual(await serverIds('engineer', ''));
  });

  it('corrects only the unknown word, a plural without stemming too, not a word far from any', async () => {
    const both = await searchJobs({ scope: 'all', q: 'reliabilty engineer', type: '' }, 0, 100);
    expect(both?.meta?.didYouMean).toBe('reliability engineer');
    expect(both?.items).toHaveLength(1);
    const plural = await searchJobs({ scope: 'all', q: 'engineers', type: '' }, 0, 100);
    expect(plural?.meta?.didYouMean).toBe('engineer');
    const far = await searchJobs({ scope: 'all', q: 'zzz', type: '' }, 0, 100);
    expect(far).toMatchObject({ total: 0, meta: { didYouMean: null, notices: [] } });
  });
});

describe('an offline start', () => {
  const ids = (jobs: Job[] | undefined) => jobs?.map((j) => j._id) ?? [];

  it('lists page one with nothing typed along the index, then says when the counts are ready', async () => {
    for (const search of [
      { scope: 'all' as const, q: '', type: '' },
      { scope: 'mine' as const, q: '', type: '', ownerId: owner },
    ]) {
      // The table emptied and filled again: the next search reads the device whole, as on a fresh start.
      const rows = await db.jobs.toArray();
      await db.jobs.clear();
      await db.jobs.bulkPut(rows);
      let whenComplete: () => void = () => {};
      const complete = new Promise<void>((r) => {
        whenComplete = r;
      });
      const early = await searchJobs(search, 0, 2, whenComplete);
      const server = await serverIds(
        '',
        search.type as '' | JobType,
        search.scope === 'mine' ? 'mine' : undefined,
      );
      expect(ids(early?.items)).toEqual(server.slice(0, 2));
      // No counts yet; `total` says only that more follow.
      expect(early?.pool).toBeUndefined();
      expect(early?.total).toBe(3);
      await complete;
      const full = await searchJobs(search, 0, 2, () => {});
      expect(ids(full?.items)).toEqual(server.slice(0, 2));
      expect(full?.total).toBe(server.length);
      expect(full?.pool).toBeGreaterThanOrEqual(server.length);
    }
  });

  it('answers a typed search from every job on the device at once', async () => {
    await db.jobs.put({ ...((await db.jobs.toArray())[0] as Job), _id: 'scratch' });
    await db.jobs.delete('scratch');
    let completed = false;
    const found = await searchJobs({ scope: 'all', q: 'engineer', type: '' }, 0, 2, () => {
      completed = true;
    });
    expect(found).toMatchObject({ total: 6, pool: 15 });
    expect(completed).toBe(false);
  });
});

describe('accents', () => {
  it('are folded on both sides, so both spellings find the job', () => {
    const text = fold('Product Designer Acme Corp São Paulo Figma');
    expect(matchesWords(text, searchWords('sao'))).toBe(true);
    expect(matchesWords(text, searchWords('SÃO paulo'))).toBe(true);
    expect(matchesWords(fold('Développeur Zürich'), searchWords('developpeur zurich'))).toBe(true);
  });
});

// The companies directory and a company's jobs: the whole query, folded, anywhere in a name, title or
// location. The server's own list functions beside the device's rule (containsQuery; for a company's
// jobs, the device's job index searched as its page does), on the same rows.
describe('name searches give the server’s sets', () => {
  const nameQueries = [
    ...['', 'acme', 'ACME', 'corp', 'zurich', 'zürich', 'ZÜRICH', 'umbrella zur', 'a', 'zzz', '%', '_'],
    ...['orjan', 'ørjan', 'ØRJAN ZOË', 'zoe', 'owner', 'sao paulo', 'são', 'resume', 'RÉSUMÉ', 'ecole'],
    ...['finance', 'ﬁnance', 'lisbon', 'designer', 'łódź', 'straße', 'developpeur', '  zurich '],
  ];
  const ids = (list: { _id: string }[]) => list.map((x) => x._id);
  // The route trims the query and takes an empty one as none.
  const asRouted = (q: string) => q.trim() || undefined;

  it('companies, by name or recruiter username', async () => {
    const all = (await listCompanies(database.db, { limit: 1000 })).data;
    for (const q of nameQueries) {
      const server = await listCompanies(database.db, { q: asRouted(q), limit: 1000 });
      const device = all.filter((c) => containsQuery([c.currentCompany, c.userId.username], q));
      expect(ids(device), `q=${JSON.stringify(q)}`).toEqual(ids(server.data));
    }
    const found = await listCompanies(database.db, { q: 'zurich', limit: 10 });
    expect(found.data.map((c) => c.currentCompany)).toEqual(['Umbrella Zürich']);
    expect(ids((await listCompanies(database.db, { q: 'orjan', limit: 10 })).data)).toEqual([]);
    expect(ids((await listCompanies(database.db, { q: 'zoe', limit: 10 })).data)).toHaveLength(1);
  });

  it("a company's jobs, by title or location, searched in the device's job index", async () => {
    const companyTypes: ('' | JobType)[] = ['', 'Full-Time', 'Part-Time', 'Contract'];
    const companyQueries = [...nameQueries, 'engineer', 'go developer', 'engineer berlin', 'typescript'];
    for (const companyId of [ownerCompany, otherCompany]) {
      for (const type of companyTypes) {
        for (const q of companyQueries) {
          // The same set in the same order: open jobs only, newest first.
          expect(await companyDeviceIds(companyId, q, type), `q=${JSON.stringify(q)} type=${type}`).toEqual(
            await companyServerIds(companyId, q, type),
          );
        }
      }
    }
    const zurich = await companyJobs(database.db, ownerCompany, { q: 'zurich', limit: 10 });
    expect(zurich.data.map((j) => j.JobTitle).sort()).toEqual(['Résumé Writer', 'ÉCOLE Teacher']);
  });

  it("a company's page: the comparison is not of empty sets, nor of the public rule", async () => {
    // 16 of the owner's jobs, less one closed and one past its deadline.
    expect(await companyServerIds(ownerCompany, '', '')).toHaveLength(14);
    expect(await companyServerIds(ownerCompany, 'engineer', '')).toHaveLength(5);
    expect(await companyServerIds(ownerCompany, 'berlin', 'Contract')).toHaveLength(1);
    expect(await companyServerIds(ownerCompany, 'zurich', 'Part-Time')).toHaveLength(1);
    expect(await companyServerIds(otherCompany, 'engineer', '')).toHaveLength(1);
    // The public rule finds skills and each word anywhere; a company's page, the whole query in
    // title or location.
    expect(await deviceIds('typescript', '')).toHaveLength(1);
    expect(await companyDeviceIds(ownerCompany, 'typescript', '')).toEqual([]);
    expect(await deviceIds('engineer berlin', '')).toHaveLength(1);
    expect(await companyDeviceIds(ownerCompany, 'engineer berlin', '')).toEqual([]);
  });

  it("a company's page counts its open jobs on the device and pages through the matches", async () => {
    const search = { scope: 'company' as const, companyId: ownerCompany, q: 'e', type: '' };
    const first = await searchJobs(search, 0, 3);
    const second = await searchJobs(search, 3, 3);
    expect(first).toMatchObject({ pool: 14 });
    const paged = [...(first?.items ?? []), ...(second?.items ?? [])].map((j) => j._id);
    expect(paged).toEqual((await companyServerIds(ownerCompany, 'e', '')).slice(0, 6));
    expect(await searchJobs({ ...search, companyId: 'not-on-this-device' }, 0, 3)).toBeNull();
  });
});
