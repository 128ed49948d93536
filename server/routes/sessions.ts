// The Account page's signed-in devices: list them, sign one out, or all of them.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse } from '../../contract/account-recovery.ts';
import { sessionParams, sessionsResponse } from '../../contract/sessions.ts';
import { signedIn } from '../plugins/auth.ts';
import { retireLinks } from '../services/accounts/account-recovery-links.ts';
import { endOtherSessions, endSession, listSessions } from '../services/accounts/sessions.ts';
import { privateRead } from './private-read.ts';

export async function sessionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/account/sessions',
    { ...privateRead, schema: { response: { 200: sessionsResponse } } },
    async (req) => listSessions(app.db, signedIn(req)),
  );
  r.delete(
    '/account/sessions/:id',
    { schema: { params: sessionParams, response: { 200: messageResponse } } },
    async (req) => endSession(app.db, signedIn(req), req.params.id),
  );
  // "Sign out everywhere": this device too; the app then signs out here as a logout does.
  r.delete('/account/sessions', { schema: { response: { 200: messageResponse } } }, async (req) => {
    // Whoever held a session may have asked to move the account to their mailbox: that goes too.
    await retireLinks(app.db, signedIn(req).id, 'email-change');
    await endOtherSessions(app.db, signedIn(req).id, null);
    return { success: true as const, message: 'Signed out on every device' };
  });
}
