// Moving an account to another email address: asked with the password, confirmed by a link
// mailed to the new address.
import { z } from 'zod';
import { email } from './auth.ts';

/** POST /api/account/email: a link goes to the new address; the change waits for it. */
export const changeEmailBody = z.object({
  newEmail: email,
  password: z
    .string({ error: 'Your current password is required' })
    .min(1, 'Your current password is required')
    .max(200, 'Password must be at most 200 characters'),
});
export type ChangeEmailBody = z.infer<typeof changeEmailBody>;

/** POST /api/account/email/confirm: the mailed link's secret. */
export const confirmEmailBody = z.object({
  token: z
    .string({ error: 'The link is missing its token. Ask for a new one.' })
    .min(1, 'The link is missing its token. Ask for a new one.')
    .max(200, 'This link is not valid: it may be cut short or mistyped. Ask for a new one.'),
});
export type ConfirmEmailBody = z.infer<typeof confirmEmailBody>;
