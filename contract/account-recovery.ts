// Forgot password and reset, email verification, and the password change on the Account page.
import { z } from 'zod';
import { email, password } from './auth.ts';

/** The forgot answer, word for word the same whether or not an account uses the email. */
export const forgotPasswordMessage = 'If an account uses this email, we sent a link to it';

export const forgotPasswordBody = z.object({ useremail: email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** The secret of a mailed link; its shape is judged by the server, which says why a link fails. */
const linkToken = z
  .string({ error: 'The link is missing its token. Ask for a new one.' })
  .min(1, 'The link is missing its token. Ask for a new one.')
  .max(200, 'This link is not valid: it may be cut short or mistyped. Ask for a new one.');

export const resetPasswordBody = z.object({ token: linkToken, userpassword: password });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const checkResetLinkBody = z.object({ token: linkToken });
export type CheckResetLinkBody = z.infer<typeof checkResetLinkBody>;

export const verifyEmailBody = z.object({ token: linkToken });
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;

export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: 'Your current password is required' })
    .min(1, 'Your current password is required')
    .max(200, 'Password must be at most 200 characters'),
  newPassword: password,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const messageResponse = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** Whether the signed-in user's address is confirmed: the "Confirm your email" banner reads it. */
export const emailStatusResponse = z.object({
  success: z.literal(true),
  data: z.object({ email: z.string(), verified: z.boolean() }),
});
export type EmailStatusResponse = z.infer<typeof emailStatusResponse>;
