// The copy on this device: Dexie and the mirror's reads and writes load on first use (an online
// first screen carries none of it), a copy is written once the service worker is ready, and an
// answer waits briefly for its copy before it is shown.
import type { MirrorKind, MirrorRows } from './db.ts';
import { isOffline } from './online.ts';
import { withDeadline } from './slow-network.ts';

type Store = typeof import('./mirror-store.ts');
let loading: Promise<Store> | undefined;

/** Dexie and the mirror's reads and writes, loaded when the mirror is first used. */
export function loadStore(): Promise<Store> {
  loading ??= import('./mirror-store.ts').catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

/** Offline, the first screen answers from the device: load Dexie and open the database meanwhile. */
export function warmMirror(): void {
  if (!isOffline()) return;
  // A failure here shows again, with its message, when the screen reads the mirror.
  loadStore()
    .then((store) => store.openDb())
    .catch(() => {});
}

/**
 * The copy on this device serves offline starts, and an offline start needs the service worker (it
 * holds the app's files). So a copy is written once the worker is ready: Dexie then comes from the
 * worker's precache instead of a second download beside a visitor's first screen. Without service
 * workers (tests) it is written at once; where registering one failed, a copy could never be read.
 */
export function storeForCopy(): Promise<Store> {
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  return (worker ? worker.ready : Promise.resolve()).then(loadStore);
}

/** How long an answer waits for its copy on the device (a few ms, normally) before it is shown. */
const SAVE_WAIT_MS = 300;

/**
 * On a page the worker controls, the answer waits for its copy (within SAVE_WAIT_MS) before the
 * screen shows it: what was shown is then on the device even when the page is left at once. On a
 * first visit the copy follows the worker's install instead, and nothing waits for it.
 */
async function save(write: Promise<void>): Promise<void> {
  const done = write.catch((err: unknown) => console.warn('Could not keep this for offline use:', err));
  if (typeof navigator !== 'undefined' && navigator.serviceWorker && !navigator.serviceWorker.controller)
    return;
  await withDeadline(done, SAVE_WAIT_MS);
}

/**
 * Keeps one page of a list on the device (`append`: after the pages kept before), as fetched at
 * `askedAt` (Date.now() before asking: an answer to a session that ended meanwhile is not kept).
 */
export function keepListPage<K extends MirrorKind>(
  kind: K,
  key: string,
  page: { data: MirrorRows[K][]; nextCursor: string | null },
  append: boolean,
  askedAt: number,
): Promise<void> {
  return save(
    storeForCopy().then((store) =>
      store.writeListPage(kind, `${kind}:${key}`, page.data, page.nextCursor, append, askedAt),
    ),
  );
}

/** Keeps one entity on the device, as fetched at `askedAt` (see keepListPage). */
export function keepOne<K extends MirrorKind>(kind: K, item: MirrorRows[K], askedAt: number): Promise<void> {
  return save(storeForCopy().then((store) => store.writeOne(kind, item, askedAt)));
}

/** A device that cannot keep a copy (no IndexedDB, storage refused) answers as if none was saved. */
export function noCopy(err: unknown): null {
  console.warn('The copy on this device could not be read:', err);
  return null;
}

/** A saved list as the user last saw it (`offset`, `limit` pick a slice); null when none was saved. */
export async function readList<K extends MirrorKind>(kind: K, key: string, offset?: number, limit?: number) {
  return (await loadStore()).readList(kind, key, offset, limit);
}

/** One entity on the device by its id (what a queued action names), or null. */
export async function readSaved<K extends MirrorKind>(kind: K, id: string): Promise<MirrorRows[K] | null> {
  const store = await loadStore();
  return (await store.readOne(kind, { index: '_id', value: id }).catch(noCopy)) ?? null;
}

/** One entity by its key on the device, or null. */
export async function readOne<K extends MirrorKind>(
  kind: K,
  find: { index: '_id' | 'UrlPath'; value: string },
): Promise<MirrorRows[K] | null> {
  const found = await loadStore()
    .then((store) => store.readOne(kind, find))
    .catch(noCopy);
  return found ?? null;
}
