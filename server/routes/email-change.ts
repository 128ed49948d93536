// Moving the account to another email address: asked on the Account page, confirmed from the
// link mailed to the new address (no session needed there: the link is the proof).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountDataMessage } from '../../contract/account-data.ts';
import { changeEmailBody, confirmEmailBody } from '../../contract/email-change.ts';
import { signedIn } from '../plugins/auth.ts';
import { confirmEmailChange, requestEmailChange } from '../services/accounts/email-change.ts';

export async function emailChangeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Password checks and mails to an address the caller types: limited like the sign-in calls.
  const rateLimit = { max: app.config.rateLimitAuthPerMinute, timeWindow: '1 minute' };
  const preValidation = async (req: Parameters<typeof signedIn>[0]) => void signedIn(req);
  const message = { 200: accountDataMessage };
  r.post(
    '/account/email',
    { preValidation, schema: { body: changeEmailBody, response: message }, config: { rateLimit } },
    async (req) => requestEmailChange(app, req.actor, req.body),
  );
  r.post(
    '/account/email/confirm',
    { schema: { body: confirmEmailBody, response: message }, config: { rateLimit } },
    async (req) => confirmEmailChange(app, req.body),
  );
}
