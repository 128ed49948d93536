// Résumés kept on the device for a recruiter on the road: fetched one at a time (never when the
// browser asks to save data), opened from here by the in-app viewer when offline. Bounded per job
// and in all, the least recently opened going first. Logout wipes them with the rest of the device
// copy (wipeLocalData clears every table); a logout in any tab aborts the downloads of every tab,
// and none lands after the wipe.
import { useLiveQuery } from 'dexie-react-hooks';
import { sessionSignal } from '../lib/session.ts';
import { db } from './db.ts';
import { isOnline } from './online.ts';

export type ResumeLimits = { perJob: number; totalBytes: number };
export const RESUME_LIMITS: ResumeLimits = { perJob: 50, totalBytes: 100 * 1024 * 1024 };

/** The upload limit of a résumé (storage.rules): anything larger is not one we stored. */
const MAX_RESUME_BYTES = 5 * 1024 * 1024;

type NetworkInformation = { saveData?: boolean };

/** Online, and the browser has not asked to save data (a metered connection). */
export function mayFetchInBackground(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return isOnline() && connection?.saveData !== true;
}

/** The PDF at `url`, or null when it is missing, too large or not a PDF. Throws when the network fails. */
async function download(url: string, signal?: AbortSignal): Promise<Blob | null> {
  const response = await fetch(url, { signal, credentials: 'omit' });
  if (!response.ok) return null;
  if (Number(response.headers.get('content-length') ?? 0) > MAX_RESUME_BYTES) return null;
  const blob = await response.blob();
  if (blob.size > MAX_RESUME_BYTES) return null;
  const magic = new Uint8Array(await blob.slice(0, 5).arrayBuffer());
  return String.fromCharCode(...magic) === '%PDF-' ? blob : null;
}

/** Keeps the résumés at `urls` (the list's order: the first ones win) for the job `jobKey`. */
export async function keepResumes(
  jobKey: string,
  urls: string[],
  limits: ResumeLimits = RESUME_LIMITS,
  signal?: AbortSignal,
): Promise<number> {
  // The session's end, here or in another tab, stops them.
  const startedAt = Date.now();
  const stop = eitherAborts(sessionSignal(), signal);
  const wanted = [...new Set(urls)].slice(0, limits.perJob);
  const kept = new Set(await db.resumes.where('url').anyOf(wanted).primaryKeys());
  let added = 0;
  for (const url of wanted) {
    if (kept.has(url)) continue;
    if (stop.aborted || !mayFetchInBackground()) break;
    let blob: Blob | null;
    try {
      blob = await download(url, stop);
    } catch {
      break; // offline again, the page left or the session ended: the next visit goes on
    }
    if (!blob) continue;
    const put = () => db.resumes.put({ url, jobKey, blob, size: blob.size, openedAt: Date.now() });
    // A logout since the fetch began, in any tab: nothing of that user may land after the wipe.
    if (stop.aborted || !(await db.writeUnlessWiped(startedAt, [db.resumes], put))) return added;
    added++;
  }
  await pruneResumes(jobKey, limits);
  return added;
}

/** A signal aborted when either of `a` and `b` is (AbortSignal.any is too new for older phones). */
function eitherAborts(a: AbortSignal, b?: AbortSignal): AbortSignal {
  if (!b) return a;
  const both = new AbortController();
  for (const s of [a, b]) {
    if (s.aborted) both.abort();
    else s.addEventListener('abort', () => both.abort(), { once: true });
  }
  return both.signal;
}

/** Drops the least recently opened résumés beyond the per-job and the total limits. */
export async function pruneResumes(jobKey: string, limits: ResumeLimits = RESUME_LIMITS): Promise<void> {
  await db.transaction('rw', db.resumes, async () => {
    const forJob = await db.resumes.where('jobKey').equals(jobKey).sortBy('openedAt');
    const overJob = forJob.slice(0, Math.max(0, forJob.length - limits.perJob));
    await db.resumes.bulkDelete(overJob.map((r) => r.url));

    const newestFirst = await db.resumes.orderBy('openedAt').reverse().toArray();
    let total = 0;
    const overTotal: string[] = [];
    for (const row of newestFirst) {
      total += row.size;
      if (total > limits.totalBytes) overTotal.push(row.url);
    }
    await db.resumes.bulkDelete(overTotal);
  });
}

/** The kept copy of the résumé at `url`, marked as opened now; null when none is kept. */
export async function openKeptResume(url: string): Promise<Blob | null> {
  const row = await db.resumes.get(url);
  if (!row) return null;
  await db.resumes.update(url, { openedAt: Date.now() });
  return row.blob;
}

/** Which of `urls` have a kept copy (updated as copies are kept or dropped). */
export function useKeptResumes(urls: string[]): Set<string> {
  const key = urls.join('\n');
  const kept = useLiveQuery(
    () => (key ? db.resumes.where('url').anyOf(key.split('\n')).primaryKeys() : []),
    [key],
  );
  return new Set(kept ?? []);
}
