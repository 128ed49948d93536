// Online, the image is uploaded before the post is queued, so the user sees its progress. If the
// network goes away first (or mid-way), we stop waiting and the image is queued with the post.
import { uploadFile } from '../../lib/upload.ts';
import { isNetworkFailure, isOnline, onConnectivityChange } from '../../offline/index.ts';

const networkish = (err: unknown) =>
  isNetworkFailure(err) ||
  /network|retry-limit-exceeded/i.test(String((err as { code?: unknown } | null)?.code ?? ''));

/** The download URL, or null when offline: the caller then queues the file itself. */
export async function uploadUnlessOffline(
  file: File,
  onProgress: (percent: number) => void,
): Promise<string | null> {
  if (!isOnline()) return null;
  let stop = () => {};
  const wentOffline = new Promise<null>((resolve) => {
    stop = onConnectivityChange((online) => online || resolve(null));
  });
  try {
    const upload = uploadFile(file, { folder: 'feed-posts', fileName: file.name, onProgress });
    upload.catch(() => {}); // when we stop waiting (offline), a late failure is nobody's business
    return await Promise.race([upload, wentOffline]);
  } catch (err) {
    if (!isOnline() || networkish(err)) return null;
    throw err;
  } finally {
    stop();
  }
}
