// After a job's applicants have rendered online, their résumés are kept on the device in the
// background (offline/kept-resumes.ts), and 'Resume' opens the kept copy when offline.
import { useEffect } from 'react';
import { getSession } from '../../lib/session.ts';
import { keepResumes, mayFetchInBackground, RESUME_LIMITS } from '../../offline/kept-resumes.ts';
import { useIdle } from '../../ui/use-idle.ts';
import pdfWorkerUrl from './pdf-worker-url.ts';

export { openKeptResume, useKeptResumes } from '../../offline/kept-resumes.ts';

/**
 * Once the list is on screen and the browser is idle, keeps the résumés of `urls` for `jobKey`, then
 * fetches the PDF renderer's worker so the service worker holds it for an offline viewer.
 */
export function useKeepResumesInBackground(jobKey: string, urls: string[], enabled: boolean): void {
  const idle = useIdle(enabled);
  const key = urls.join('\n');
  useEffect(() => {
    // They are the signed-in recruiter's: none once the session has ended (maybe in another tab).
    if (!idle || !enabled || !key || !getSession() || !mayFetchInBackground()) return;
    const abort = new AbortController();
    void keepResumes(jobKey, key.split('\n'), RESUME_LIMITS, abort.signal)
      .then(() => fetch(pdfWorkerUrl, { signal: abort.signal }))
      .catch(() => {});
    return () => abort.abort();
  }, [idle, enabled, jobKey, key]);
}
