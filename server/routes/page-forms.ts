// The sign-in and sign-up forms are real forms (method="post" to their own page). One sent before
// the app has started reaches the server as a form post, and is answered as the app would answer
// it: the session cookie and the next screen, or the same screen again with the error.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { type SessionResponse, signinBody, signupBody } from '../../contract/auth.ts';
import { HttpError } from '../http-error.ts';
import { signin, signup } from '../services/auth-service.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The cookie the app itself writes after signing in (src/lib/session.ts reads it). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, session: SessionResponse) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  const value = encodeURIComponent(JSON.stringify(session));
  reply.header('set-cookie', `hireloop=${value}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`);
}

/**
 * A form from another site must not sign anyone in (or up). Browsers say where a post comes from
 * in Sec-Fetch-Site; older ones send Origin, which our no-referrer policy turns into "null".
 */
export function fromThisSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site) return site === 'same-origin';
  return request.headers.origin === `${request.protocol}://${request.host}`;
}

const backWith = (reply: FastifyReply, page: string, error: string) =>
  reply.redirect(`${page}?${new URLSearchParams({ error })}`, 303);

/** Runs one form's work; a refusal (bad input, wrong password, taken email) goes back to the page. */
async function handleForm<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: string,
  schema: ZodType<T>,
  work: (body: T) => Promise<string>,
) {
  if (!fromThisSite(request))
    return reply.code(403).send({ success: false, message: 'Cross-site form refused' });
  const parsed = schema.safeParse(request.body);
  if (!parsed.success) return backWith(reply, page, parsed.error.issues[0]?.message ?? 'Invalid form');
  try {
    return reply.redirect(await work(parsed.data), 303);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode < 500) return backWith(reply, page, err.message);
    throw err;
  }
}

export async function pageFormRoutes(app: FastifyInstance) {
  // Only these two routes read form posts: the API takes JSON alone, which a cross-site form can't send.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const config = { rateLimit: { max: app.config.rateLimitAuthPerMinute, timeWindow: '1 minute' } };
  app.post('/sign-in', { config }, (request, reply) =>
    handleForm(request, reply, '/sign-in', signinBody, async (body) => {
      const session = await signin(app, body, request.ip);
      setSessionCookie(request, reply, session);
      return '/onboard'; // which sends an onboarded user on to /home
    }),
  );
  app.post('/sign-up', { config }, (request, reply) =>
    handleForm(request, reply, '/sign-up', signupBody, async (body) => {
      await signup(app, body);
      return '/sign-in?registered=1';
    }),
  );
}
