import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  candidateAccountResponse,
  profileUpdatedResponse,
  recruiterAccountResponse,
  updateCandidateBody,
  updateCompanyBody,
  updateRecruiterUserBody,
} from '../../contract/profiles.ts';
import { signedIn } from '../plugins/auth.ts';
import {
  candidateAccount,
  recruiterAccount,
  updateCandidateProfile,
  updateCompanyProfile,
  updateRecruiterUser,
} from '../services/accounts/account-service.ts';
import { privateRead } from './private-read.ts';

export async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = async (req: Parameters<typeof signedIn>[0]) => void signedIn(req);
  const updated = { 200: profileUpdatedResponse };
  r.get(
    '/candidate/Account',
    { ...privateRead, schema: { response: { 200: candidateAccountResponse } } },
    async (req) => candidateAccount(app, req.actor),
  );
  r.get(
    '/recruiter/Account',
    { ...privateRead, schema: { response: { 200: recruiterAccountResponse } } },
    async (req) => recruiterAccount(app, req.actor),
  );
  // The old client calls `{host}//recruiter/userprofile`: the doubled slash reaches the same handler.
  for (const path of ['/recruiter/userprofile', '//recruiter/userprofile']) {
    r.put(
      path,
      { preValidation, schema: { body: updateRecruiterUserBody, response: updated } },
      async (req) => updateRecruiterUser(app, req.actor, req.body),
    );
  }
  r.put(
    '/recruiter/companyprofile',
    { preValidation, schema: { body: updateCompanyBody, response: updated } },
    async (req) => updateCompanyProfile(app, req.actor, req.body),
  );
  r.put(
    '/candidate/profile',
    { preValidation, schema: { body: updateCandidateBody, response: updated } },
    async (req) => updateCandidateProfile(app, req.actor, req.body),
  );
}
