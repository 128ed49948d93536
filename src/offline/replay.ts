// Sends queued writes in the order they were made, exactly once: each request carries its outbox id
// as Idempotency-Key, and an entry is deleted only after the server's answer. A crash between the
// server's commit and our delete just sends the same key again, which the server answers from storage.
// Runs in the page and in the service worker (Background Sync); one replayer at a time (Web Locks).
import {
  type BatchAnswer,
  type BatchResponse,
  batchablePath,
  batchMaxWrites,
  retryableStatus as retryable,
} from '../../contract/outbox.ts';
import { db, type OutboxEntry } from './db.ts';

export type ReplayResult = { sent: number; failed: number; waiting: number };
export type Uploader = (upload: NonNullable<OutboxEntry['upload']>, token: string) => Promise<string>;
export type ReplayOptions = {
  /** Uploads a queued file and returns its URL; without one (the worker), such entries wait for a page. */
  upload?: Uploader;
  /** Told about each answered entry, so the page can refresh what it shows. */
  onSettled?: (entry: OutboxEntry, outcome: 'sent' | 'failed', body: unknown) => void;
  now?: () => number;
  fetchImpl?: typeof fetch;
};

const LOCK = 'hireloop-outbox-replay';

/** The Background Sync tag: the page registers it when it queues work, the worker replays on it. */
export const OUTBOX_SYNC_TAG = 'hireloop-outbox';
const MAX_BACKOFF_MS = 5 * 60_000;

/** 2 s, 4 s, 8 s … up to five minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(1, attempts));
}

async function messageOf(res: Response): Promise<{ message: string; body: unknown }> {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return {
      message: typeof body.message === 'string' ? body.message : `Request failed (${res.status})`,
      body,
    };
  } catch {
    return { message: `Request failed (${res.status})`, body: text };
  }
}

type Step = 'sent' | 'failed' | 'wait' | 'skip';

const permanentUploadCodes = new Set([
  'storage/unauthorized',
  'storage/unauthenticated',
  'storage/quota-exceeded',
  'storage/invalid-argument',
  'storage/invalid-format',
]);

function isPermanentUploadError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && permanentUploadCodes.has(code);
}

async function sendOne(
  entry: OutboxEntry,
  options: ReplayOptions,
  now: number,
  removals: Promise<void>[],
): Promise<Step> {
  const doFetch = options.fetchImpl ?? fetch;
  let body = entry.request.body;
  try {
    if (entry.upload) {
      if (!options.upload) return 'skip';
      let url: string;
      try {
        url = await options.upload(entry.upload, entry.token);
      } catch (err) {
        // Storage said no for good (not allowed, too big, over quota): waiting will not change it.
        if (!isPermanentUploadError(err)) throw err;
        const message = 'The image could not be uploaded: it was refused by the file storage';
        await db.outbox.update(entry.id, { state: 'failed', error: message, attempts: entry.attempts + 1 });
        options.onSettled?.(entry, 'failed', { message });
        return 'failed';
      }
      body = { ...(body ?? {}), [entry.upload.field]: url };
      // Keep the uploaded URL so a later retry does not upload the file again.
      await db.outbox.update(entry.id, { upload: null, request: { ...entry.request, body } });
    }
    const res = await doFetch(`/api${entry.request.path}`, {
      method: entry.request.method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${entry.token}`,
        'idempotency-key': entry.id,
      },
      body: JSON.stringify(body ?? {}),
    });
    if (res.ok || !retryable(res.status)) {
      const answer = await messageOf(res);
      return answered(entry, res.ok, answer.message, answer.body, options, removals);
    }
    throw new Error(`Request failed (${res.status})`);
  } catch {
    // No network, or the server is struggling: wait and keep the order.
    return waitLater(entry, now);
  }
}

async function waitLater(entry: OutboxEntry, now: number): Promise<Step> {
  const attempts = entry.attempts + 1;
  await db.outbox.update(entry.id, { attempts, nextAttemptAt: now + backoffMs(attempts) });
  return 'wait';
}

/** The server's final answer to an entry: it leaves the outbox (sent), or stays as failed. */
async function answered(
  entry: OutboxEntry,
  ok: boolean,
  message: string,
  body: unknown,
  options: ReplayOptions,
  removals: Promise<void>[],
): Promise<Step> {
  if (ok) {
    // The next entry goes out while this one leaves the outbox: a crash before the delete lands
    // only sends this one again, with its key, and the server answers it from storage.
    removals.push(db.outbox.delete(entry.id).then(() => options.onSettled?.(entry, 'sent', body)));
    return 'sent';
  }
  await db.outbox.update(entry.id, { state: 'failed', error: message, attempts: entry.attempts + 1 });
  options.onSettled?.(entry, 'failed', body);
  return 'failed';
}

const canBatch = (entry: OutboxEntry) =>
  !entry.upload && entry.request.method === 'POST' && batchablePath.test(entry.request.path);

/** Set once a server answers that it has no batch route: entries then go one by one. */
let batchesRefused = false;

/**
 * The entries from `from` on that can go in one batch: hiring writes of the same user, due now.
 * Fewer than two: sent alone.
 */
function batchAt(pending: OutboxEntry[], from: number, now: number): OutboxEntry[] {
  const first = pending[from];
  if (batchesRefused || !first || !canBatch(first)) return [];
  const run = [first];
  for (let i = from + 1; i < pending.length && run.length < batchMaxWrites; i++) {
    const next = pending[i] as OutboxEntry;
    if (!canBatch(next) || next.token !== first.token || next.nextAttemptAt > now) break;
    run.push(next);
  }
  return run.length > 1 ? run : [];
}

/**
 * Sends a run of entries as one request; each is settled by its own answer, as if sent alone.
 * Returns the steps of the entries answered, in order (the rest were not run), or null when the
 * server has no batch route.
 */
async function sendBatch(
  run: OutboxEntry[],
  options: ReplayOptions,
  now: number,
  removals: Promise<void>[],
): Promise<Step[] | null> {
  const doFetch = options.fetchImpl ?? fetch;
  const first = run[0] as OutboxEntry;
  let answers: BatchAnswer[];
  try {
    const res = await doFetch('/api/outbox/batch', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${first.token}`,
      },
      body: JSON.stringify({
        writes: run.map((e) => ({ key: e.id, path: e.request.path, body: e.request.body ?? {} })),
      }),
    });
    if (res.status === 404) {
      batchesRefused = true;
      return null;
    }
    // Too large as one request (long messages): the first goes alone, the rest batch again.
    if (res.status === 413) return null;
    if (!res.ok) {
      if (retryable(res.status)) throw new Error(`Request failed (${res.status})`);
      // Refused as a whole (a signed-out device): each entry would have been refused alike.
      const { message, body } = await messageOf(res);
      const steps: Step[] = [];
      for (const entry of run) steps.push(await answered(entry, false, message, body, options, removals));
      return steps;
    }
    answers = ((await res.json()) as BatchResponse).data;
  } catch {
    return [await waitLater(first, now)];
  }
  const steps: Step[] = [];
  for (const [i, entry] of run.entries()) {
    const answer = answers[i];
    if (!answer || answer.key !== entry.id) break;
    if (retryable(answer.status)) {
      steps.push(await waitLater(entry, now));
      break;
    }
    const ok = answer.status >= 200 && answer.status < 300;
    const message = (answer.body as { message?: unknown } | null)?.message;
    steps.push(
      await answered(
        entry,
        ok,
        typeof message === 'string' ? message : `Request failed (${answer.status})`,
        answer.body,
        options,
        removals,
      ),
    );
  }
  // Answers that match none of the run (should not happen): try again later, in order.
  return steps.length ? steps : [await waitLater(first, now)];
}

async function replayUnlocked(options: ReplayOptions): Promise<ReplayResult> {
  const result: ReplayResult = { sent: 0, failed: 0, waiting: 0 };
  const seen = new Set<string>();
  const removals: Promise<void>[] = [];
  try {
    return await replayPasses(options, result, seen, removals);
  } finally {
    // Told to the page only once the entry is out of the outbox, so nothing shows it as queued.
    await Promise.allSettled(removals);
  }
}

async function replayPasses(
  options: ReplayOptions,
  result: ReplayResult,
  seen: Set<string>,
  removals: Promise<void>[],
): Promise<ReplayResult> {
  const now = options.now ?? Date.now;
  // Pass after pass until nothing new is due, so entries queued while we were sending go out in
  // this run too. Each pass reads the queue once (not once per entry: 100 queued applies).
  for (;;) {
    const pending = (await db.outbox.where('state').equals('pending').sortBy('createdAt')).filter(
      (e) => !seen.has(e.id),
    );
    if (pending.length === 0) return result;
    for (let i = 0; i < pending.length; ) {
      const entry = pending[i] as OutboxEntry;
      // Later entries wait behind an earlier one that is backing off: the user's order is kept.
      if (entry.nextAttemptAt > now()) {
        result.waiting += pending.length - i;
        return result;
      }
      const run = batchAt(pending, i, now());
      const steps = (run.length && (await sendBatch(run, options, now(), removals))) || [
        await sendOne(entry, options, now(), removals),
      ];
      for (const step of steps) {
        seen.add((pending[i] as OutboxEntry).id);
        if (step === 'sent') result.sent++;
        else if (step === 'failed') result.failed++;
        else if (step === 'skip') result.waiting++;
        else {
          result.waiting += pending.length - i;
          return result;
        }
        i++;
      }
      // A batch answered only part of its run: the rest go in the next pass.
      if (steps.length < run.length) break;
    }
  }
}

/** Replays the outbox unless another tab or the worker is already doing it. */
export async function replayOutbox(options: ReplayOptions = {}): Promise<ReplayResult | null> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return replayUnlocked(options);
  return locks.request(LOCK, { ifAvailable: true }, (lock) => (lock ? replayUnlocked(options) : null));
}

/** When the next backed-off entry becomes due, or null when nothing waits. */
export async function nextDueAt(): Promise<number | null> {
  const pending = await db.outbox.where('state').equals('pending').toArray();
  return pending.length ? Math.min(...pending.map((e) => e.nextAttemptAt)) : null;
}
