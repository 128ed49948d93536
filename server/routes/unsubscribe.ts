// /unsubscribe?token=…, the link of every non-essential email. GET shows a page with a button (a
// GET never unsubscribes: mail scanners open links); POST turns that kind's email off. A mail
// client's one-click POST (RFC 8058: body List-Unsubscribe=One-Click) and the page's form are the
// same request. No sign-in: the signed token says whose emails and which kind. Every answer is
// someone's own and says `private, no-store`, errors too.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { privateRead } from './private-read.ts';
import { kindLabel, unsubscribePage } from './unsubscribe-page.ts';
import { preferences, type UnsubscribeClaims } from '../delivery/delivery.ts';

type Problem = { status: number; title: string; line: string; message: string };

const invalidLink: Problem = {
  status: 400,
  title: 'This unsubscribe link does not work',
  line: 'It is incomplete or was changed, and nothing was changed. Open the link in the email again, or turn emails off on your Account page.',
  message: 'This unsubscribe link is not valid: nothing was changed',
};
const accountGone: Problem = {
  status: 410,
  title: 'This account no longer exists',
  line: 'The account this email was sent for was deleted, so it gets no more emails. Nothing was changed.',
  message: 'The account of this unsubscribe link no longer exists',
};
const notOneClick: Problem = {
  status: 400,
  title: 'This unsubscribe link does not work',
  line: 'Open the link in the email, and press its Unsubscribe button.',
  message: 'Unsubscribe by posting List-Unsubscribe=One-Click to the link',
};

const wantsPage = (req: FastifyRequest) => String(req.headers.accept ?? '').includes('text/html');

function refuse(req: FastifyRequest, reply: FastifyReply, p: Problem) {
  reply.code(p.status);
  if (!wantsPage(req)) return reply.send({ success: false, message: p.message });
  return reply.type('text/html; charset=utf-8').send(unsubscribePage({ title: p.title, lines: [p.line] }));
}

function claimsOf(req: FastifyRequest, config: FastifyInstance['config']): UnsubscribeClaims | null {
  const { token } = req.query as { token?: unknown };
  return typeof token === 'string' && token.length <= 200
    ? preferences.readUnsubscribeToken(config, token)
    : null;
}

const accountExists = async (db: Db, userId: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length > 0;

/** The link itself: the form posts back to the address it was opened at. */
const actionOf = (req: FastifyRequest) => `/unsubscribe?${req.url.split('?')[1] ?? ''}`;

/** A form body, urlencoded or multipart (RFC 8058 allows both), as its text fields. */
async function formFields(contentType: string, body: Buffer): Promise<Record<string, string>> {
  const form = await new Response(new Uint8Array(body), {
    headers: { 'content-type': contentType },
  }).formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
  return fields;
}

export async function unsubscribeRoutes(app: FastifyInstance) {
  // Only forms here: a JSON or text body is answered 415 by Fastify itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'buffer', bodyLimit: 16 * 1024 },
    (req, body, done) => {
      formFields(String(req.headers['content-type']), body as Buffer).then(
        (fields) => done(null, fields),
        () => done(Object.assign(new Error('The form could not be read'), { statusCode: 400 }), undefined),
      );
    },
  );

  app.get('/unsubscribe', privateRead, async (req, reply) => {
    const claims = claimsOf(req, app.config);
    if (!claims) return refuse(req, reply, invalidLink);
    if (!(await accountExists(app.db, claims.userId))) return refuse(req, reply, accountGone);
    const about = kindLabel[claims.kind];
    const page = (await preferences.emailAllowed(app.db, claims.userId, claims.kind))
      ? {
          title: 'Unsubscribe from these emails?',
          lines: [`You will no longer get emails about ${about}. Notifications in the app stay on.`],
          formAction: actionOf(req),
        }
      : { title: 'You are unsubscribed', lines: [`You no longer get emails about ${about}.`] };
    return reply.type('text/html; charset=utf-8').send(unsubscribePage(page));
  });

  app.post('/unsubscribe', privateRead, async (req, reply) => {
    const claims = claimsOf(req, app.config);
    if (!claims) return refuse(req, reply, invalidLink);
    const body = req.body as Record<string, string> | undefined;
    if (body?.['List-Unsubscribe'] !== 'One-Click') return refuse(req, reply, notOneClick);
    const done = await app.db.transaction(async (tx) => {
      // Held until the end: an account deleted meanwhile is not given a row.
      const [user] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, claims.userId))
        .for('key share');
      if (!user) return false;
      await preferences.changeSetting(tx, claims.userId, { kind: claims.kind, email: false });
      return true;
    });
    if (!done) return refuse(req, reply, accountGone);
    const line = `You will no longer get emails about ${kindLabel[claims.kind]}.`;
    if (!wantsPage(req)) return { success: true, message: line };
    return reply.type('text/html; charset=utf-8').send(
      unsubscribePage({
        title: 'You are unsubscribed',
        lines: [line, 'Notifications in the app stay on.'],
      }),
    );
  });
}
