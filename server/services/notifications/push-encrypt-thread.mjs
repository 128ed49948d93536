// The worker thread of encryptOnThread() (push-encrypt.ts): encrypts one push per message with
// web-push. Plain JavaScript so that the thread starts under any loader (tsx, vitest, plain node).
import { parentPort } from 'node:worker_threads';
import webpush from 'web-push';

parentPort?.on('message', ({ id, job }) => {
  try {
    const r = webpush.generateRequestDetails(job.subscription, job.payload, job.options);
    const encrypted = { endpoint: r.endpoint, headers: r.headers, body: new Uint8Array(r.body) };
    parentPort.postMessage({ id, encrypted });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
