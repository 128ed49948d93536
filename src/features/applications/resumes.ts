// Résumés kept on the device for a recruiter on the road. After a job's applicants have rendered
// online, their PDFs are fetched one at a time in the background (never when the browser asks to
// save data), and 'Resume' opens the kept copy in the in-app viewer when offline. Bounded per job
// and in all, the least recently opened going first. Logout wipes them with the rest of the device
// copy (wipeLocalData clears every table).
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { isOnline } from '../../lib/online.ts';
import { db, wipedSince } from '../../offline/db.ts';
import { useIdle } from '../../ui/use-idle.ts';
import pdfWorkerUrl from './pdf-worker-url.ts';

export type ResumeLimits = { perJob: number; totalBytes: number };
export const RESUME_LIMITS: ResumeLimits = { perJob: 50, totalBytes: 100 * 1024 * 1024 };

/** The upload limit of a résumé (decisions.md): anything larger is not one we stored. */
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
  const startedAt = performance.now();
  const wanted = [...new Set(urls)].slice(0, limits.perJob);
  const kept = new Set(await db.resumes.where('url').anyOf(wanted).primaryKeys());
  let added = 0;
  for (const url of wanted) {
    if (kept.has(url)) continue;
    if (signal?.aborted || !mayFetchInBackground()) break;
    let blob: Blob | null;
    try {
      blob = await download(url, signal);
    } catch {
      break; // offline again, or the page left: the next visit goes on
    }
    // A logout since the fetch began: nothing of that user may land after the wipe.
    if (wipedSince(startedAt)) return added;
    if (!blob) continue;
    await db.resumes.put({ url, jobKey, blob, size: blob.size, openedAt: Date.now() });
    added++;
  }
  await pruneResumes(jobKey, limits);
  return added;
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

/**
 * Once the list is on screen and the browser is idle, keeps the résumés of `urls` for `jobKey`, then
 * fetches the PDF renderer's worker so the service worker holds it for an offline viewer.
 */
export function useKeepResumesInBackground(jobKey: string, urls: string[], enabled: boolean): void {
  const idle = useIdle(enabled);
  const key = urls.join('\n');
  useEffect(() => {
    if (!idle || !enabled || !key || !mayFetchInBackground()) return;
    const abort = new AbortController();
    void keepResumes(jobKey, key.split('\n'), RESUME_LIMITS, abort.signal)
      .then(() => fetch(pdfWorkerUrl, { signal: abort.signal }))
      .catch(() => {});
    return () => abort.abort();
  }, [idle, enabled, jobKey, key]);
}
