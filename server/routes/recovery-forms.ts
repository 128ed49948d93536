// The forgot, reset and verify forms are real forms too (method="post" to their own page), like
// sign-in (page-forms.ts): one sent before the app has started is answered here with the next
// screen, or the same screen with an error code the page turns into its fixed message.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forgotPasswordBody, resetPasswordBody, verifyEmailBody } from '../../contract/account-recovery.ts';
import type { RecoveryFormError } from '../../contract/recovery-form-errors.ts';
import { HttpError } from '../http-error.ts';
import { LinkError } from '../services/accounts/account-recovery-links.ts';
import { forgotPassword, resetPassword, verifyEmail } from '../services/accounts/account-recovery.ts';
import { createAfterAnswer } from './account-recovery.ts';
import { fromThisSite, setSessionCookie } from './page-forms.ts';

type FormBody = Record<string, string>;

/** The code for a refusal; a failure of ours (5xx) is not a form error and is not caught. */
function codeOf(err: unknown): RecoveryFormError | null {
  if (err instanceof LinkError) return err.problem;
  if (!(err instanceof HttpError)) return null;
  if (err.statusCode === 429) return 'limited';
  if (err.statusCode === 503) return 'busy';
  return err.statusCode < 500 ? 'invalid' : null;
}

/** A new password's own refusal, before anything else is looked at. */
function passwordCode(password: string | undefined): RecoveryFormError | null {
  if (!password || password.length < 8) return 'short';
  return password.length > 200 ? 'long' : null;
}

async function handle(
  request: FastifyRequest<{ Body: FormBody }>,
  reply: FastifyReply,
  page: string,
  keep: FormBody,
  work: () => Promise<string | RecoveryFormError>,
) {
  if (!fromThisSite(request))
    return reply.code(403).send({ success: false, message: 'Cross-site form refused' });
  const back = (error: RecoveryFormError) =>
    reply.redirect(`${page}?${new URLSearchParams({ ...keep, error })}`, 303);
  try {
    const next = await work();
    return next.startsWith('/') ? reply.redirect(next, 303) : back(next as RecoveryFormError);
  } catch (err) {
    const code = codeOf(err);
    if (code) return back(code);
    throw err;
  }
}

/** The token as the page should get it back: only a string of a link's length, else nothing. */
const keptToken = (body: FormBody | undefined): FormBody => {
  const token = body?.token;
  return typeof token === 'string' && token.length <= 200 ? { token } : {};
};

export async function recoveryFormRoutes(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const config = { rateLimit: { max: app.config.rateLimitAuthPerMinute, timeWindow: '1 minute' } };
  const afterAnswer = createAfterAnswer(app);

  app.post<{ Body: FormBody }>('/forgot-password', { config }, (request, reply) =>
    handle(request, reply, '/forgot-password', {}, async () => {
      const parsed = forgotPasswordBody.safeParse(request.body);
      if (!parsed.success) return 'email';
      const { work } = await forgotPassword(app, parsed.data, request.ip);
      afterAnswer(work);
      return '/forgot-password?sent=1';
    }),
  );

  app.post<{ Body: FormBody }>('/reset-password', { config }, (request, reply) =>
    handle(request, reply, '/reset-password', keptToken(request.body), async () => {
      const shortOrLong = passwordCode(request.body?.userpassword);
      if (shortOrLong) return shortOrLong;
      const parsed = resetPasswordBody.safeParse(request.body);
      if (!parsed.success) return 'unknown';
      const session = await resetPassword(app, parsed.data, request.headers['user-agent']);
      setSessionCookie(request, reply, session);
      return '/onboard'; // which sends an onboarded user on to /home
    }),
  );

  app.post<{ Body: FormBody }>('/verify-email', { config }, (request, reply) =>
    handle(request, reply, '/verify-email', keptToken(request.body), async () => {
      const parsed = verifyEmailBody.safeParse(request.body);
      if (!parsed.success) return 'unknown';
      await verifyEmail(app, parsed.data, request.actor);
      return '/verify-email?done=1';
    }),
  );
}
