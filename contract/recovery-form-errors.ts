// What the reset, forgot and verify screens say when a form posted before the app started comes
// back refused. Kept apart from the zod schemas: the routes read these codes when they start, and
// importing them must not bring the schema library into every page's first load.

/** The server sends one of these codes, never a text of its own in the address. */
export const recoveryFormErrors = {
  email: 'Please enter a valid email address',
  short: 'Password must be at least 8 characters',
  long: 'Password must be at most 200 characters',
  used: 'This link has already been used. Ask for a new one.',
  expired: 'This link has expired. Ask for a new one.',
  unknown: 'This link is not valid: it may be cut short or mistyped. Ask for a new one.',
  limited: 'Too many attempts, please wait a few minutes and try again',
  busy: 'The server is busy right now, please try again in a moment',
  invalid: 'Something in the form was not accepted, please try again',
} as const;
export type RecoveryFormError = keyof typeof recoveryFormErrors;

export const isRecoveryFormError = (code: unknown): code is RecoveryFormError =>
  typeof code === 'string' && Object.hasOwn(recoveryFormErrors, code);
