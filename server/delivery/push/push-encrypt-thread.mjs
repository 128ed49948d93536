// The worker thread of encryptOnThread() (push-encrypt.ts): encrypts one push per call with
// web-push. Plain JavaScript so that the thread starts under any loader (tsx, vitest, plain node).
import webpush from 'web-push';
import { answerCalls } from '../../lib/thread-calls.mjs';

answerCalls((job) => {
  const r = webpush.generateRequestDetails(job.subscription, job.payload, job.options);
  return { endpoint: r.endpoint, headers: r.headers, body: new Uint8Array(r.body) };
});
