// Starts the page's replayer once: it uploads queued files with the Firebase SDK (loaded only when
// an entry has one) and tells listeners what the server answered.
import { startReplayScheduler } from './connectivity.ts';
import { emitSettled } from './events.ts';

let stop: (() => void) | undefined;

export function ensureReplayScheduler(): void {
  stop ??= startReplayScheduler({
    upload: async (upload) => {
      const { uploadFile } = await import('../lib/upload.ts');
      return uploadFile(upload.blob, { folder: upload.folder as 'feed-posts', fileName: upload.fileName });
    },
    onSettled: (entry, outcome, body) => emitSettled({ entry, outcome, body }),
  });
}

export function stopReplayScheduler(): void {
  stop?.();
  stop = undefined;
}
