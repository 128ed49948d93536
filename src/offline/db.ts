// The one typed Dexie database: the mirror of what the user has seen, and the outbox of what they
// did offline. A released schema version is never edited; add a new version instead.
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import Dexie, { type EntityTable, type Table } from 'dexie';
import type { Applicant, MyApplication } from '../../contract/applications.ts';
import type { CompanyItem } from '../../contract/companies.ts';
import type { FeedPost } from '../../contract/feed.ts';
import type { Place } from '../../contract/job-search.ts';
import type { Job, JobDetail } from '../../contract/jobs.ts';
import type { OfflineWriteKind } from '../../contract/offline-writes.ts';

/** The entity as the server sent it; one saved on its own (a job's page) notes when, for its age offline. */
type Mirrored<T> = T & { _savedAt?: number };

/** What each mirror table holds. */
export type MirrorRows = {
  jobs: Mirrored<Job | JobDetail>;
  posts: Mirrored<FeedPost>;
  companies: Mirrored<CompanyItem>;
  applications: Mirrored<MyApplication>;
  applicants: Mirrored<Applicant>;
};
export type MirrorKind = keyof MirrorRows;

/** One list as the user last saw it (a search, a page of the feed, one job's applicants). */
export type MirroredList = {
  key: string;
  kind: MirrorKind;
  ids: string[];
  nextCursor: string | null;
  savedAt: number;
};

/** The kinds of write the outbox queues: one entry each in contract/offline-writes.ts. */
export type OutboxKind = OfflineWriteKind;
export type OutboxState = 'pending' | 'failed';

/** A queued write. `id` is also the Idempotency-Key, so a replay is answered, never repeated. */
export type OutboxEntry = {
  id: string;
  kind: OutboxKind;
  /** The request to send, resolved when the user acted. */
  request: { method: 'POST' | 'PUT' | 'DELETE'; path: string; body: Record<string, unknown> | null };
  /** The session token of the user who acted: the entry is sent as them, even from the worker. */
  token: string;
  /** A file to upload first (feed image); its download URL goes into `body[field]`. */
  upload?: { blob: Blob; fileName: string; folder: string; field: string } | null;
  /** What the UI needs to show the entry where it belongs (job id, UrlPath, title, …). */
  ref: Record<string, string>;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: number;
  error: string | null;
  createdAt: number;
};

/** A résumé PDF kept on the device for a recruiter on the road (src/features/applications/resumes.ts). */
export type KeptResume = {
  /** The download URL, as the applicant row links it. */
  url: string;
  /** The job (UrlPath) whose applicants it was kept for: the per-job limit counts these. */
  jobKey: string;
  blob: Blob;
  size: number;
  /** When it was last opened, or kept if never: the least recent goes first when over a limit. */
  openedAt: number;
};

/** The account's small queries, as TanStack Query's persister saves them (persist-account.ts). */
export type SavedQueries = { key: string; client: PersistedClient };

/** A place a search online found in the gazetteer, by the words it was asked as (folded). */
export type KeptPlace = Place & { key: string };

/** What the device notes about itself: `wipedAt`, when a logout last wiped it (Date.now()). */
export type DeviceNote = { key: 'wipedAt'; at: number };

export class HireloopDb extends Dexie {
  jobs!: EntityTable<MirrorRows['jobs'], '_id'>;
  posts!: EntityTable<MirrorRows['posts'], '_id'>;
  companies!: EntityTable<MirrorRows['companies'], '_id'>;
  applications!: EntityTable<MirrorRows['applications'], '_id'>;
  applicants!: EntityTable<MirrorRows['applicants'], '_id'>;
  lists!: EntityTable<MirroredList, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  resumes!: EntityTable<KeptResume, 'url'>;
  device!: EntityTable<DeviceNote, 'key'>;
  queries!: EntityTable<SavedQueries, 'key'>;
  places!: EntityTable<KeptPlace, 'key'>;

  constructor(name = 'hireloop') {
    super(name);
    this.version(1).stores({
      jobs: '_id, UrlPath',
      posts: '_id',
      companies: '_id',
      applications: '_id',
      applicants: '_id',
      lists: 'key, kind, savedAt',
      outbox: 'id, createdAt, state, kind',
    });
    this.version(2).stores({ resumes: 'url, jobKey, openedAt' });
    this.version(3).stores({ device: 'key' });
    this.version(4).stores({ queries: 'key' });
    // Jobs newest first without reading them all: an offline start's first cards (job-index.ts).
    this.version(5).stores({ jobs: '_id, UrlPath, [createdAt+_id]' });
    // The places searched online, with their coordinates: offline, a search by distance.
    this.version(6).stores({ places: 'key' });
  }

  /**
   * Logout on a shared device: nothing of this user stays behind. The wipe notes when it happened,
   * in the same transaction, for work that began before it in any tab (see writeUnlessWiped).
   */
  async wipe(): Promise<void> {
    await this.transaction('rw', this.tables, async () => {
      await Promise.all(this.tables.map((t) => t.clear()));
      await this.device.put({ key: 'wipedAt', at: Date.now() });
    });
  }

  /**
   * Runs `write` in one transaction over `tables`, unless a logout wiped the device at or after
   * `startedAt` (Date.now() when the work began, before its request went out). IndexedDB runs
   * transactions over the same tables one after the other, so the write either lands before the
   * wipe, which then clears it, or comes after and sees the note: nothing of a signed-out user can
   * land after the wipe, whichever tab wrote it. Resolves to whether it wrote.
   */
  async writeUnlessWiped(
    startedAt: number,
    tables: Table[],
    write: () => Promise<unknown>,
  ): Promise<boolean> {
    return this.transaction('rw', [...tables, this.device], async () => {
      const wiped = await this.device.get('wipedAt');
      if (wiped && wiped.at >= startedAt) return false;
      await write();
      return true;
    });
  }

  /** The mirror table of one kind (every one is keyed by the entity's `_id`). */
  mirror<K extends MirrorKind>(kind: K): Table<MirrorRows[K], string, MirrorRows[K]> {
    return this.table(kind);
  }
}

export const db = new HireloopDb();

/** Logout on a shared device: nothing of this user stays behind. */
export const wipeLocalData = (): Promise<void> => db.wipe();
