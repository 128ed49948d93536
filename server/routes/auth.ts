import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  googleAuthBody,
  sessionResponse,
  signinBody,
  signupBody,
  signupResponse,
} from '../../contract/auth.ts';
import { googleAuth, signin, signout, signup } from '../services/auth-service.ts';
import { signedIn } from '../plugins/auth.ts';
import type { AppDeps } from '../app.ts';

export function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: deps.config.rateLimitAuthPerMinute, timeWindow: '1 minute' };
  r.post(
    '/signup',
    { schema: { body: signupBody, response: { 201: signupResponse } }, config: { rateLimit } },
    async (req, reply) => reply.status(201).send(await signup(deps, req.body)),
  );
  r.post(
    '/signin',
    { schema: { body: signinBody, response: { 200: sessionResponse } }, config: { rateLimit } },
    async (req) => signin(deps, req.body, req.ip),
  );
  r.post(
    '/google-auth',
    { schema: { body: googleAuthBody, response: { 200: sessionResponse } }, config: { rateLimit } },
    async (req) => googleAuth(deps, req.body),
  );
  // Logout on the server: the caller's tokens stop working (the app also forgets them locally).
  r.post('/signout', { schema: { response: { 200: signupResponse } } }, async (req) =>
    signout(deps.db, signedIn(req)),
  );
}
