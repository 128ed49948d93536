import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onboardCandidateBody, onboardRecruiterBody, onboardResponse } from '../../contract/profiles.ts';
import { signedIn } from '../plugins/auth.ts';
import { onboardCandidate, onboardRecruiter } from '../services/accounts/onboarding-service.ts';

export async function onboardingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A visitor is told to sign in (401) before being told what is wrong with the form (400).
  const preValidation = async (req: Parameters<typeof signedIn>[0]) => void signedIn(req);
  r.post(
    '/onboard-candidate',
    { preValidation, schema: { body: onboardCandidateBody, response: { 201: onboardResponse } } },
    async (req, reply) => reply.status(201).send(await onboardCandidate(app, req.actor, req.body)),
  );
  r.post(
    '/onboard-recruiter',
    { preValidation, schema: { body: onboardRecruiterBody, response: { 201: onboardResponse } } },
    async (req, reply) => reply.status(201).send(await onboardRecruiter(app, req.actor, req.body)),
  );
}
