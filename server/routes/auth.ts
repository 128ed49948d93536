import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  googleAuthBody,
  sessionResponse,
  signinBody,
  signupBody,
  signupResponse,
} from '../../contract/auth.ts';
import { googleAuth, signin, signout, signup } from '../services/accounts/auth-service.ts';
import { signedIn } from '../plugins/auth.ts';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: app.config.rateLimitAuthPerMinute, timeWindow: '1 minute' };
  r.post(
    '/signup',
    { schema: { body: signupBody, response: { 201: signupResponse } }, config: { rateLimit } },
    async (req, reply) => reply.status(201).send(await signup(app, req.body)),
  );
  r.post(
    '/signin',
    { schema: { body: signinBody, response: { 200: sessionResponse } }, config: { rateLimit } },
    async (req) => signin(app, req.body, req.ip, req.headers['user-agent']),
  );
  r.post(
    '/google-auth',
    { schema: { body: googleAuthBody, response: { 200: sessionResponse } }, config: { rateLimit } },
    async (req) => googleAuth(app, req.body, req.headers['user-agent']),
  );
  // Logout on the server: this device's token stops working (the app also forgets it locally).
  r.post('/signout', { schema: { response: { 200: signupResponse } } }, async (req) =>
    signout(app.db, signedIn(req)),
  );
}
