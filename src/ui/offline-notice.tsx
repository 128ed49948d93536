// Shown above any list or page answered from the device's copy (mirror) instead of the network.
// Its code loads only then (from the service worker's cache): an online first load needs none of it.
import { lazy, Suspense } from 'react';

const OfflineNoticeBox = lazy(() =>
  import('./offline-notice-box.tsx').then((m) => ({ default: m.OfflineNoticeBox })),
);

type Props = { savedAt: number | null | undefined; offline: boolean | undefined };

export function OfflineNotice({ savedAt, offline }: Props) {
  if (!offline) return null;
  return (
    <Suspense fallback={null}>
      <OfflineNoticeBox savedAt={savedAt} />
    </Suspense>
  );
}
