// Offline job search over every job on the device (the Dexie `jobs` table, whichever list or page
// brought it there). Loaded with its first offline search, never by a first screen.
//
// No search library, and no new Dexie index: MiniSearch and FlexSearch match whole tokens or token
// prefixes and rank by relevance, while the server matches any part of a word of 3+ letters
// ('script' finds 'JavaScript') and lists newest first, so their sets would differ from the
// server's. What costs time is reading the rows out of IndexedDB (once); after that, checking 5,000
// precomputed texts with String.includes takes about a millisecond (bench/offline-search.mjs).
import Dexie from 'dexie';
import type { Job } from '../../../contract/jobs.ts';
import type { DeviceAnswer } from '../answers.ts';
import { db, type MirrorRows } from '../db.ts';
import type { JobSort } from '../../../contract/job-query.ts';
import { correctedSearchNotice, type JobSearchResponse } from '../../../contract/job-search.ts';
import {
  countFacets,
  type Near,
  type StructuredFilters,
  structuredMatcher,
  yearlySalary,
} from './job-filters.ts';
import { placeKey } from '../device-places.ts';
import type { KeptPlace } from '../db.ts';
import { containsQuery, jobSearchText, matchesWords, searchWords } from './match.ts';
import { changedKeys } from './changed-rows.ts';
import { closeQuery, vocabularyOf } from './close-words.ts';

/**
 * A search, by where it runs: 'all', the public list (open jobs, every word in title, company,
 * location or skills); 'mine', a recruiter's own listings (`ownerId`, the signed-in user), closed
 * ones too, words as 'all'; 'company', one company's page (`companyId`, its recruiter profile): open
 * jobs, the whole query in title or location.
 */
export type JobSearch = {
  q: string;
  /** A job type, or '' for every type. */
  type: string;
  /** The rest of the job query ('all' and 'mine'): where, work mode, level, salary, date posted. */
  filters?: StructuredFilters;
  /** Newest first unless 'salary' (highest first); relevance offline is newest first. */
  sort?: JobSort;
} & ({ scope: 'all' } | { scope: 'mine'; ownerId: string | null } | { scope: 'company'; companyId: string });

/** A job with what every search checks worked out once: its folded text and its deadline. */
type Entry = { job: Job; text: string; deadline: number; createdAt: number };
/** `places`: the places searched online, by placeKey, for distances (device-places.ts). */
type JobIndex = { entries: Entry[]; savedAt: number; places: Map<string, KeptPlace> };

let built: Promise<JobIndex> | null = null;
/** The index once `built` has resolved: keystrokes search it without waiting. */
let ready: JobIndex | null = null;

// The index follows each write to the jobs table (a page fetched online, another tab): the jobs it
// names are read again, not the whole table. A wipe or a clear names a range: the next search reads
// the table again. Offline, nothing writes, so keystrokes reuse one read.
Dexie.on('storagemutated', (parts) => {
  if (built && changedKeys(parts, db.name, 'places') !== null) {
    keep(built.then(async (index) => ({ ...index, places: await readPlaces() })));
  }
  const changed = changedKeys(parts, db.name, 'jobs');
  if (changed === null) return;
  if (changed === 'all' || !built) {
    built = null;
    ready = null;
    return;
  }
  keep(built.then((index) => withRowsReadAgain(index, changed)));
});

// Code-unit order, as the server's (ISO times sort as they read); localeCompare is ~50 times slower.
const descending = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
const newestFirst = (a: Entry, b: Entry) =>
  descending(a.job.createdAt, b.job.createdAt) || descending(a.job._id, b.job._id);

const entryOf = (job: Job): Entry => ({
  job,
  text: jobSearchText(job),
  deadline: Date.parse(job.ApplicationDeadline),
  createdAt: Date.parse(job.createdAt),
});

/** "What you saw" is as recent as the last list of jobs the device kept, or a job kept since. */
async function savedAtOf(rows: MirrorRows['jobs'][]): Promise<number> {
  const lists = await db.lists.where('kind').equals('jobs').toArray();
  return Math.max(0, ...lists.map((l) => l.savedAt), ...rows.map((r) => r._savedAt ?? 0));
}

const readPlaces = async () => new Map((await db.places.toArray()).map((p) => [p.key, p]));

/** The User Timing entry of each build: how long the index took in the page (bench/offline-search.mjs). */
export const buildMeasureName = 'hireloop:device-index-build';

async function build(): Promise<JobIndex> {
  const start = performance.now();
  const [entries, savedAt] = await db.transaction('r', db.jobs, db.lists, async () => {
    const rows = await db.jobs.toArray();
    return [rows.map(entryOf).sort(newestFirst), await savedAtOf(rows)] as const;
  });
  const index = { entries, savedAt, places: await readPlaces() };
  performance.measure(buildMeasureName, { start, detail: { jobs: entries.length } });
  return index;
}

/** The index with the jobs of `ids` read again: a changed one replaced, a new one added, a gone one left out. */
async function withRowsReadAgain(index: JobIndex, ids: string[]): Promise<JobIndex> {
  const [rows, savedAt] = await db.transaction('r', db.jobs, db.lists, async () => {
    const rows = (await db.jobs.bulkGet(ids)).filter((row) => row !== undefined);
    return [rows, await savedAtOf(rows)] as const;
  });
  const changed = new Set(ids);
  // Mostly in order already: the sort only merges the few read again.
  const entries = index.entries
    .filter((e) => !changed.has(e.job._id))
    .concat(rows.map(entryOf))
    .sort(newestFirst);
  return { ...index, entries, savedAt: Math.max(index.savedAt, savedAt) };
}

/** A first page being read along the index: the whole read starts after it. */
let earlyRead: Promise<unknown> = Promise.resolve();

/** `current` becomes the index searches wait for, and `ready` once read. */
function keep(current: Promise<JobIndex>): Promise<JobIndex> {
  built = current;
  current.then(
    (index) => {
      if (built === current) ready = index;
    },
    // A failed read is not kept: the next search reads the table again.
    () => {
      if (built !== current) return;
      built = null;
      ready = null;
    },
  );
  return current;
}

function jobIndex(): Promise<JobIndex> {
  return built ?? keep(earlyRead.then(build));
}

/** Reads the jobs ahead of a search (the network just went away): the first keystroke finds them. */
export function warm(): void {
  jobIndex().catch(() => {}); // a failure shows again, with its message, at the search
}

/** What a job search answers beside its jobs, online and on the device alike. */
export type JobSearchMeta = Omit<JobSearchResponse, 'success' | 'data' | 'nextCursor'>;
type Answer = DeviceAnswer<Job, JobSearchMeta>;

/**
 * One page of a job search over the device: `items` from `offset`, `total` matching, `pool` jobs
 * searched (what the screen says it searched); null when the device holds none of them. Given
 * `whenComplete`, page one with nothing typed is read newest first along the index while the whole
 * index is read: an offline start shows its first cards without reading 5,000 jobs first, and
 * `whenComplete` says when the same search would answer with the counts.
 */
export async function searchJobs(
  search: JobSearch,
  offset: number,
  limit: number,
  whenComplete?: () => void,
): Promise<Answer | null> {
  // A place needs the kept places, read with the whole index.
  if (ready || offset > 0 || !whenComplete || search.q.trim() || search.filters?.where) {
    return searchIn(await jobIndex(), search, offset, limit);
  }
  // The whole read waits for the early one: the database answers them in turn, the short one first.
  const early = await firstPageAlongIndex(search, limit);
  const full = jobIndex();
  if (!early || ready) return searchIn(await full, search, offset, limit);
  // A failed read shows again, with its message, at the next search.
  full.then(
    () => whenComplete(),
    () => {},
  );
  return early;
}

/** Page one read newest first along the index, without counts: `total` only says whether more follow. */
async function firstPageAlongIndex(search: JobSearch, limit: number): Promise<Answer | null> {
  const keep = keeps(search);
  const reading = db.jobs
    .orderBy('[createdAt+_id]')
    .reverse()
    .filter((job) => keep(entryOf(job)))
    .limit(limit + 1)
    .toArray();
  earlyRead = reading.catch(() => {});
  const rows = await reading;
  if (rows.length === 0) return null;
  const items = rows.slice(0, limit);
  return { items, total: rows.length, savedAt: await savedAtOf(items) };
}

/** The same, at once, when the index is ready; undefined while it is not (read or being read). */
export function searchJobsNow(search: JobSearch, offset: number, limit: number): Answer | null | undefined {
  return ready ? searchIn(ready, search, offset, limit) : undefined;
}

/** Which jobs a search looks through: the public ones are open; a recruiter's own, closed ones too. */
function scopeOf(search: JobSearch): (e: Entry) => boolean {
  const now = Date.now();
  const open = (e: Entry) => !e.job.closed && e.deadline > now;
  if (search.scope === 'mine') return (e) => e.job.UserId._id === search.ownerId;
  if (search.scope === 'company') return (e) => e.job.recruiterId._id === search.companyId && open(e);
  return open;
}

/** The server's rules for text: a company's page has its own (title or location). */
function wordsMatcherOf(search: JobSearch): (e: Entry) => boolean {
  if (search.scope === 'company') return (e) => containsQuery([e.job.JobTitle, e.job.Location], search.q);
  const words = searchWords(search.q);
  return (e) => matchesWords(e.text, words);
}

/** The server's rules for text, type and the structured filters; `near`: where `where` is. */
function matcherOf(search: JobSearch, near?: Near): (e: Entry) => boolean {
  const words = wordsMatcherOf(search);
  const filters = structuredMatcher({ ...filtersOf(search), near });
  return (e) => words(e) && filters(e.job, e.createdAt);
}

const filtersOf = (search: JobSearch) => ({ ...search.filters, type: search.type as Job['JobType'] | '' });

/** The kept place of the search's `where`, when a search online found it. */
const placeOf = (index: JobIndex, search: JobSearch) =>
  search.filters?.where ? index.places.get(placeKey(search.filters.where)) : undefined;

const bySalary = (a: Job, b: Job) => (yearlySalary(b) ?? -1) - (yearlySalary(a) ?? -1);

/** Whether a job is one the search lists: in its scope, of its type, matching its words. */
function keeps(search: JobSearch): (e: Entry) => boolean {
  const inScope = scopeOf(search);
  const matches = matcherOf(search);
  return (e) => inScope(e) && matches(e);
}

function searchIn(index: JobIndex, search: JobSearch, offset: number, limit: number): Answer | null {
  const { entries, savedAt } = index;
  const place = placeOf(index, search);
  const inScope = scopeOf(search);
  const words = wordsMatcherOf(search);
  const matches = matcherOf(search, place);
  let pool = 0;
  const matching: Job[] = [];
  const worded: Entry[] = [];
  for (const entry of entries) {
    if (!inScope(entry)) continue;
    pool++;
    if (!words(entry)) continue;
    worded.push(entry);
    if (matches(entry)) matching.push(entry.job);
  }
  if (pool === 0) return null;
  // Entries are newest first already; a stable sort keeps that order among equal salaries.
  if (search.sort === 'salary') matching.sort(bySalary);
  const items = matching.slice(offset, offset + limit);
  if (search.scope === 'company') return { items, total: matching.length, pool, savedAt };
  const counts = countFacets(worded, { ...filtersOf(search), near: place });
  const meta: JobSearchMeta = {
    total: matching.length,
    counts,
    sort: search.sort ?? 'relevance',
    place: place
      ? { name: place.name, label: place.label, country: place.country, lat: place.lat, lon: place.lon }
      : null,
    didYouMean: null,
    notices: [],
  };
  if (matching.length === 0 && search.scope === 'all') {
    const corrected = correctedSearch(index, search, offset, limit);
    if (corrected) return corrected;
  }
  return { items, total: matching.length, pool, savedAt, meta };
}

/** A search that found nothing, asked again with its unknown words corrected, if that finds jobs. */
function correctedSearch(index: JobIndex, search: JobSearch, offset: number, limit: number): Answer | null {
  const inScope = scopeOf(search);
  const close = closeQuery(search.q, vocabularyOf(index.entries.filter(inScope).map((e) => e.job)));
  const found = close ? searchIn(index, { ...search, q: close }, offset, limit) : null;
  if (!close || !found?.meta || found.total === 0) return null;
  return {
    ...found,
    meta: { ...found.meta, didYouMean: close, notices: [correctedSearchNotice(search.q, close)] },
  };
}
