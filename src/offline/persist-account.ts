// Small queries (the account, the notifications) survive reloads offline in the same IndexedDB
// database as the mirror (one row of its `queries` table), so a logout's wipe takes them with the
// rest; the big entities are mirrored by their query functions, so they are left out here.
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import {
  type PersistedClient,
  type Persister,
  persistQueryClient,
} from '@tanstack/react-query-persist-client';
import { db } from './db.ts';

const persistedRoots = new Set(['account']);

/**
 * What a query last got from the server is kept even when its latest refetch failed (offline): a
 * failed refetch would otherwise drop it from the saved copy, and the next offline start would show
 * nothing of it (the bell's count included). It is saved as the success it was.
 */
function lastAnswers(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((q) => ({
    ...q,
    state: {
      ...q.state,
      status: 'success' as const,
      error: null,
      fetchFailureCount: 0,
      fetchFailureReason: null,
    },
  }));
  return { ...client, clientState: { ...client.clientState, queries } };
}

const ROW = 'account';

/**
 * Which answers a save holds: TanStack asks for a save on every cache event of any query (each
 * fetch of a job list makes several), and most change nothing of the account's answers.
 */
const answersOf = (client: PersistedClient) =>
  client.clientState.queries.map((q) => `${q.queryHash}@${q.state.dataUpdatedAt}`).join('|');
let lastWritten: string | undefined;

/** Writes one save, unless a logout's wipe (in any tab) came after it was asked for. */
function write(client: PersistedClient, answers: string, askedAt: number): Promise<void> {
  return db
    .writeUnlessWiped(askedAt, [db.queries], () => db.queries.put({ key: ROW, client: lastAnswers(client) }))
    .then((wrote) => {
      if (wrote) lastWritten = answers;
    });
}

/**
 * A lone answer is saved at once, so a page left right after it still has it. A burst (a replayed
 * outbox answering a hundred moves) is saved at most every quarter second, the last save of it
 * included, and when the page is hidden or left. The gap is short because a save begun as the page
 * goes may not finish: a reload soon after a burst (the screens refetched at start-up) must still
 * find what was on screen.
 */
const burstGapMs = 250;
let lastWriteAt = 0;
let waiting: { client: PersistedClient; answers: string; askedAt: number } | undefined;
let trailing: ReturnType<typeof setTimeout> | undefined;

function writeWaiting(): void {
  clearTimeout(trailing);
  trailing = undefined;
  const save = waiting;
  waiting = undefined;
  if (!save) return;
  lastWriteAt = Date.now();
  void write(save.client, save.answers, save.askedAt).catch(() => {});
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', writeWaiting);
  document.addEventListener('visibilitychange', () => document.hidden && writeWaiting());
}

const dexiePersister: Persister = {
  persistClient: (client) => {
    const answers = answersOf(client);
    if (answers === lastWritten) return Promise.resolve();
    const askedAt = Date.now();
    const wait = lastWriteAt + burstGapMs - askedAt;
    if (wait <= 0 && trailing === undefined) {
      lastWriteAt = askedAt;
      return write(client, answers, askedAt);
    }
    waiting = { client, answers, askedAt };
    trailing ??= setTimeout(writeWaiting, Math.max(0, wait));
    return Promise.resolve();
  },
  restoreClient: async () => (await db.queries.get(ROW))?.client,
  removeClient: async () => {
    clearTimeout(trailing);
    trailing = undefined;
    waiting = undefined;
    lastWritten = undefined;
    await db.queries.delete(ROW);
  },
};

/** Restores the saved account queries, then keeps saving them; resolves once restored (never rejects). */
export function persistAccountQueries(queryClient: QueryClient): Promise<void> {
  const dehydrateOptions = {
    shouldDehydrateQuery: (q: { queryKey: readonly unknown[]; state: { data: unknown } }) =>
      persistedRoots.has(String(q.queryKey[0])) && q.state.data !== undefined,
  };
  const [, restored] = persistQueryClient({
    queryClient,
    persister: dexiePersister,
    maxAge: 7 * 24 * 60 * 60 * 1000,
    dehydrateOptions,
  });
  // Saving starts only once the copy is back: answers that came while it was being read are
  // written then.
  const saveNow = () =>
    dexiePersister.persistClient({
      timestamp: Date.now(),
      buster: '',
      clientState: dehydrate(queryClient, dehydrateOptions),
    });
  return restored.then(saveNow).catch(() => {});
}
