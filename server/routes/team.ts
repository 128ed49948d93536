// A company's team (contract/team.ts). Thin: the services decide who may do what.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptBody,
  acceptResponse,
  handOverBody,
  inviteBody,
  inviteResponse,
  memberParam,
  roleBody,
  teamChangeResponse,
  teamResponse,
} from '../../contract/team.ts';
import { writeLimit } from '../lib/write-limit.ts';
import { signedIn } from '../plugins/auth.ts';
import { acceptInvitation, invite } from '../services/team/invitations.ts';
import { takeOffUpcomingInterviews } from '../services/interviews/member-removed.ts';
import { changeRole, handOver, myTeam, removeMember } from '../services/team/team-service.ts';
import { privateRead } from './private-read.ts';

export async function teamRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = writeLimit(app.config, 'team');
  r.get('/team', { ...privateRead, schema: { response: { 200: teamResponse } } }, async (req) => ({
    success: true as const,
    data: await myTeam(app.db, signedIn(req)),
  }));
  r.post(
    '/team/invitations',
    { schema: { body: inviteBody, response: { 201: inviteResponse } }, config: limit },
    async (req, reply) => reply.code(201).send(await invite(app.db, signedIn(req), req.body)),
  );
  r.post(
    '/team/invitations/accept',
    { schema: { body: acceptBody, response: { 200: acceptResponse } }, config: limit },
    async (req) => acceptInvitation(app.db, signedIn(req), req.body.token),
  );
  /** A change to who is on the team, answered with the team as it now is. */
  const teamChange = <Schema extends object>(schema: Schema) => ({
    schema: { ...schema, response: { 200: teamChangeResponse } },
    config: limit,
  });
  r.patch('/team/members/:userId', teamChange({ params: memberParam, body: roleBody }), async (req) =>
    changeRole(app.db, signedIn(req), req.params.userId, req.body.role),
  );
  r.delete('/team/members/:userId', teamChange({ params: memberParam }), async (req) => {
    const actor = signedIn(req);
    return removeMember(app.db, actor, req.params.userId, (tx, companyId, userId) =>
      takeOffUpcomingInterviews(tx, actor, companyId, userId),
    );
  });
  r.post('/team/owner', teamChange({ body: handOverBody }), async (req) =>
    handOver(app.db, signedIn(req), req.body.userId),
  );
}
