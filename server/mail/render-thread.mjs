// The worker thread of renderOnThread() (mail-renderer.ts): renders one mail per message. Plain
// JavaScript that loads the TypeScript templates through tsx's API, so that the thread starts under
// any loader (tsx, vitest, plain node); the thread's NODE_ENV is production, so React runs its
// production build whatever the server was started with.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { createRenderCache } = await tsImport('./render-cache.ts', import.meta.url);
const render = createRenderCache();

parentPort?.on('message', ({ id, kind, data, context }) => {
  try {
    parentPort.postMessage({ id, mail: render(kind, data, context) });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
