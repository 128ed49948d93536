// The account's own data: delete it, download it. Both need the network on the client (nothing
// here is queued offline).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountDataMessage, accountExport, deleteAccountBody } from '../../contract/account-data.ts';
import { signedIn } from '../plugins/auth.ts';
import { deleteAccount } from '../services/accounts/account-deletion.ts';
import { exportAccount } from '../services/accounts/account-export.ts';
import { createAccountSweeper } from '../services/accounts/account-sweep.ts';
import { noStore, privateRead } from './private-read.ts';

export async function accountDataRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sweeper = createAccountSweeper(app.db, app.config.firebase);
  sweeper.setLog(app.log);
  // Deletions that Firebase could not finish are retried from here, in this server's lifetime.
  app.addHook('onReady', async () => sweeper.start());
  app.addHook('onClose', async () => sweeper.stop());
  // Password checks, and a read of everything the account holds: limited like the sign-in calls.
  const rateLimit = { max: app.config.rateLimitAuthPerMinute, timeWindow: '1 minute' };
  const preValidation = async (req: Parameters<typeof signedIn>[0]) => void signedIn(req);
  const message = { 200: accountDataMessage };

  r.post(
    '/account/delete',
    { preValidation, schema: { body: deleteAccountBody, response: message }, config: { rateLimit } },
    async (req) =>
      deleteAccount(
        { db: app.db, limiter: app.limiter, sweeper, firebase: app.firebase },
        req.actor,
        req.body,
      ),
  );
  r.get(
    '/account/export',
    { ...privateRead, schema: { response: { 200: accountExport } }, config: { rateLimit } },
    async (req, reply) => {
      const data = await exportAccount(app, req.actor);
      noStore(reply);
      const day = data.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="hireloop-data-${day}.json"`);
      return data;
    },
  );
}
