// The thread side of thread-pool.ts: answers each call `{ id, input }` with `{ id, output }`, the
// value `work` returns, or `{ id, error }`. Plain JavaScript, so a thread starts under any loader
// (tsx, vitest, plain node).
import { parentPort } from 'node:worker_threads';

export function answerCalls(work) {
  parentPort?.on('message', async ({ id, input }) => {
    try {
      parentPort.postMessage({ id, output: await work(input) });
    } catch (err) {
      parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
    }
  });
}
