// Forgot password, reset, email verification and the password change (services/account-recovery.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordBody,
  checkResetLinkBody,
  emailStatusResponse,
  forgotPasswordBody,
  messageResponse,
  resetPasswordBody,
  verifyEmailBody,
} from '../../contract/account-recovery.ts';
import { sessionResponse } from '../../contract/auth.ts';
import { signedIn } from '../plugins/auth.ts';
import {
  changePassword,
  checkResetLink,
  emailStatus,
  forgotPassword,
  resendVerification,
  resetPassword,
  verifyEmail,
} from '../services/accounts/account-recovery.ts';
import { privateRead } from './private-read.ts';

/** Work that runs once the answer is on its way; the server waits for it before closing. */
export function createAfterAnswer(app: FastifyInstance) {
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => void (await Promise.allSettled(pending)));
  return (work: () => Promise<void>) => {
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      // The worker was woken by the answer, before this work queued its mail: wake it again.
      .then(() => app.mailWorker.wake())
      .catch((err) => app.log.error({ err }, 'work after the answer failed'))
      .finally(() => pending.delete(run));
    pending.add(run);
  };
}

export async function accountRecoveryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: app.config.rateLimitAuthPerMinute, timeWindow: '1 minute' };
  const afterAnswer = createAfterAnswer(app);
  const message = { 200: messageResponse };
  r.post(
    '/auth/forgot-password',
    { schema: { body: forgotPasswordBody, response: message }, config: { rateLimit } },
    async (req) => {
      const { answer, work } = await forgotPassword(app, req.body, req.ip);
      afterAnswer(work);
      return answer;
    },
  );
  r.post(
    '/auth/reset-password',
    { schema: { body: resetPasswordBody, response: { 200: sessionResponse } }, config: { rateLimit } },
    async (req) => resetPassword(app, req.body, req.headers['user-agent']),
  );
  // Only looks: the link stays unused, and nothing is hashed.
  r.post(
    '/auth/reset-password/check',
    { schema: { body: checkResetLinkBody, response: message }, config: { rateLimit } },
    async (req) => checkResetLink(app.db, req.body),
  );
  r.post(
    '/auth/verify-email',
    { schema: { body: verifyEmailBody, response: message }, config: { rateLimit } },
    async (req) => verifyEmail(app, req.body, req.actor),
  );
  r.post('/auth/resend-verification', { schema: { response: message } }, async (req) =>
    resendVerification(app, signedIn(req)),
  );
  r.get(
    '/account/email-status',
    { ...privateRead, schema: { response: { 200: emailStatusResponse } } },
    async (req) => emailStatus(app.db, signedIn(req)),
  );
  r.put(
    '/account/password',
    { schema: { body: changePasswordBody, response: message }, config: { rateLimit } },
    async (req) => changePassword(app, signedIn(req), req.body),
  );
}
