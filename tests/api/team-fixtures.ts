// A company's teammates, made through the real routes: the owner invites, the new account accepts.
import { and, eq } from 'drizzle-orm';
import { mailOutbox } from '../../server/db/schema.ts';
import { call, makeUser, type TestContext, type TestUser } from './harness.ts';

/** The secret of the last invitation mailed to `email`, read from the mail outbox. */
export async function invitationSecret(ctx: TestContext, email: string): Promise<string> {
  const rows = await ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'team-invite'), eq(mailOutbox.toAddress, email.toLowerCase())));
  const link = String(rows.at(-1)?.data.link ?? '');
  const secret = new URL(link, 'http://x').searchParams.get('token');
  if (!secret) throw new Error(`no invitation mailed to ${email}`);
  return secret;
}

export const invite = (ctx: TestContext, by: TestUser, email: string, role: string) =>
  call(ctx, 'POST', '/api/team/invitations', { token: by.token, body: { email, role } });

export const accept = (ctx: TestContext, user: TestUser, token: unknown) =>
  call(ctx, 'POST', '/api/team/invitations/accept', { token: user.token, body: { token } });

/** A new account that the owner invited as `role` and that accepted. */
export async function teammate(
  ctx: TestContext,
  owner: TestUser,
  role: 'recruiter' | 'interviewer',
): Promise<TestUser> {
  const user = await makeUser(ctx, null);
  const sent = await invite(ctx, owner, user.email, role);
  if (sent.status !== 201) throw new Error(`invite failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  const joined = await accept(ctx, user, await invitationSecret(ctx, user.email));
  if (joined.status !== 200)
    throw new Error(`accept failed: ${joined.status} ${JSON.stringify(joined.body)}`);
  return { ...user, role: 'recruiter' };
}
