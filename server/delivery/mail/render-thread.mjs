// The worker thread of renderOnThread() (mail-renderer.ts): renders one mail per call. Plain
// JavaScript that loads the TypeScript templates through tsx's API, so that the thread starts under
// any loader (tsx, vitest, plain node); the thread's NODE_ENV is production, so React runs its
// production build whatever the server was started with.
import { tsImport } from 'tsx/esm/api';
import { answerCalls } from '../../lib/thread-calls.mjs';

const { createRenderCache } = await tsImport('./render-cache.ts', import.meta.url);
const render = createRenderCache();

answerCalls(({ kind, data, context }) => render(kind, data, context));
