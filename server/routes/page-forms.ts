// The sign-in and sign-up forms are real forms (method="post" to their own page). One sent before
// the app has started reaches the server as a form post, and is answered as the app would answer
// it: the session cookie and the next screen, or the same screen again with the error's code.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { returnPath } from '../../contract/return-path.ts';
import { type AuthFormError, authFormErrorFor } from '../../contract/auth-form-errors.ts';
import { type SessionResponse, signinBody, signupBody } from '../../contract/auth.ts';
import { HttpError } from '../http-error.ts';
import { signin, signup } from '../services/accounts/auth-service.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The cookie the app itself writes after signing in (src/lib/session.ts reads it). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, session: SessionResponse) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  const value = encodeURIComponent(JSON.stringify(session));
  reply.header('set-cookie', `hireloop=${value}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`);
}

/** The origin of a URL or an Origin header, or null when it is none. */
const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : null);

/**
 * A form from another site must not sign anyone in (or up). Browsers say where a post comes from
 * in Sec-Fetch-Site. Older ones send Origin, or only a Referer: the pages' `same-origin` referrer
 * policy (plugins/security.ts) lets them send both to us and nothing to other sites. An Origin of
 * "null" (a sandboxed frame, a redirect from elsewhere) is judged by the Referer alone.
 */
export function fromThisSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site) return site === 'same-origin';
  const ours = [originOf(`${request.protocol}://${request.host}`), request.server.config.publicOrigin];
  const origin = request.headers.origin;
  const claimed = origin && origin !== 'null' ? origin : request.headers.referer;
  const from = claimed ? originOf(claimed) : null;
  return from !== null && ours.includes(from);
}

/**
 * The page again, with the refusal's code: never its text, which a link could then choose. A wait
 * is said twice: in Retry-After for programs, and as the seconds the page turns into words.
 */
function backWith(reply: FastifyReply, page: string, error: AuthFormError, retryAfter?: unknown) {
  const [path, search] = page.split('?');
  const query = new URLSearchParams(search);
  query.set('error', error);
  const seconds = Number(retryAfter);
  if (Number.isInteger(seconds) && seconds > 0) {
    query.set('retry', String(seconds));
    reply.header('retry-after', String(seconds));
  }
  return reply.redirect(`${path}?${query}`, 303);
}

/** The code of a refusal; a failure of ours (5xx other than a full queue) is none. */
function refusal(err: unknown): { error: AuthFormError; retryAfter?: unknown } | null {
  if (!(err instanceof HttpError)) return null;
  const retryAfter = err.headers['retry-after'];
  if (err.statusCode === 429) return { error: 'locked', retryAfter };
  if (err.statusCode === 503 && retryAfter) return { error: 'busy', retryAfter };
  return err.statusCode < 500 ? { error: authFormErrorFor(err.message) } : null;
}

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
  if (!parsed.success) return backWith(reply, page, authFormErrorFor(parsed.error.issues[0]?.message ?? ''));
  try {
    return reply.redirect(await work(parsed.data), 303);
  } catch (err) {
    const refused = refusal(err);
    if (refused) return backWith(reply, page, refused.error, refused.retryAfter);
    throw err;
  }
}

/**
 * The per-address limit refuses before the handler runs: its 429 (Retry-After already set) goes
 * back to the page too, rather than as JSON to a visitor whose app has not started.
 */
const rateLimitedBackTo =
  (page: string) => (err: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    if (err.statusCode !== 429) throw err;
    return backWith(reply, page, 'rate', reply.getHeader('retry-after'));
  };

export async function pageFormRoutes(app: FastifyInstance) {
  // Only these two routes read form posts: the API takes JSON alone, which a cross-site form can't send.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const config = { rateLimit: { max: app.config.rateLimitAuthPerMinute, timeWindow: '1 minute' } };
  app.post('/sign-in', { config, errorHandler: rateLimitedBackTo('/sign-in') }, (request, reply) => {
    // The page that sent the visitor to sign in (Apply on a job): back there, signed in, or back to
    // the form with it kept.
    const back = returnPath((request.query as { redirect?: unknown }).redirect);
    const page = back ? `/sign-in?${new URLSearchParams({ redirect: back })}` : '/sign-in';
    return handleForm(request, reply, page, signinBody, async (body) => {
      const session = await signin(app, body, request.ip, request.headers['user-agent']);
      setSessionCookie(request, reply, session);
      return back ?? '/onboard'; // which sends an onboarded user on to /home
    });
  });
  app.post('/sign-up', { config, errorHandler: rateLimitedBackTo('/sign-up') }, (request, reply) =>
    handleForm(request, reply, '/sign-up', signupBody, async (body) => {
      await signup(app, body);
      return '/sign-in?registered=1';
    }),
  );
}
