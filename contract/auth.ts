import { z } from 'zod';
import { roleSchema, text } from './common.ts';

export const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ error: 'Please enter a valid email address' }));

export const password = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters');

export const signupBody = z.object({
  username: text('Name', 100),
  useremail: email,
  userpassword: password,
});
export type SignupBody = z.infer<typeof signupBody>;

export const signinBody = z.object({
  useremail: email,
  userpassword: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type SigninBody = z.infer<typeof signinBody>;

/** The old portal's payload plus the Firebase ID token, which is what the server trusts. */
export const googleAuthBody = z.object({
  username: z.string().max(200).optional(),
  useremail: z.string().max(254).optional(),
  image: z.string().max(2000).nullable().optional(),
  idToken: z.string({ error: 'idToken is required' }).min(1, 'idToken is required').max(8000),
});
export type GoogleAuthBody = z.infer<typeof googleAuthBody>;

export const sessionUser = z.object({
  _id: z.string(),
  username: z.string(),
  useremail: z.string(),
  image: z.string().nullable(),
});

/** The login response; the client stores it whole in the `hireloop` cookie. */
export const sessionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  role: roleSchema.nullable(),
  user: sessionUser,
});
export type SessionResponse = z.infer<typeof sessionResponse>;

export const signupResponse = z.object({ success: z.literal(true), message: z.string() });
