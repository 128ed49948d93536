// Why a sign-in or sign-up form posted before the app started came back. The server puts a code
// (and for a wait, its seconds) in the page's address, never text: a link can then show nothing
// but these messages, which are the JSON API's own.

const fixed = {
  credentials: 'Invalid email or password',
  taken: 'An account with this email already exists',
  'email-missing': 'Email is required',
  'email-invalid': 'Please enter a valid email address',
  'email-long': 'Email must be at most 254 characters',
  'password-missing': 'Password is required',
  'password-short': 'Password must be at least 8 characters',
  'password-long': 'Password must be at most 200 characters',
  'name-missing': 'Name is required',
  'name-long': 'Name must be at most 100 characters',
  invalid: 'Please check the form and try again',
} as const;

/** Refusals that pass once a wait is over: the address carries its seconds as `retry`. */
const waits = ['locked', 'busy', 'rate'] as const;

export type AuthFormWait = (typeof waits)[number];
export type AuthFormError = keyof typeof fixed | AuthFormWait;

/** The longest wait an address may claim: the per-account window is 15 minutes. */
const maxRetrySeconds = 24 * 60 * 60;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** The code for one of the API's fixed messages; any other text is `invalid`. */
export function authFormErrorFor(message: string): keyof typeof fixed {
  const found = Object.entries(fixed).find(([, text]) => text === message);
  return (found?.[0] as keyof typeof fixed | undefined) ?? 'invalid';
}

/**
 * A code and its seconds read back from an address; anything else reads as none. Both keys are
 * always there: the router keeps a search parameter its route left out, as it came.
 */
export function parseAuthFormError(
  error: unknown,
  retry: unknown,
): { error: AuthFormError | undefined; retry: number | undefined } {
  const known =
    typeof error === 'string' &&
    (Object.hasOwn(fixed, error) || (waits as readonly string[]).includes(error));
  if (!known) return { error: undefined, retry: undefined };
  const seconds = Number(retry);
  const valid = Number.isInteger(seconds) && seconds >= 1 && seconds <= maxRetrySeconds;
  return { error: error as AuthFormError, retry: valid ? seconds : undefined };
}

/** What the page shows for a code: the same words as the API's answer to the same refusal. */
export function authFormErrorMessage(error: AuthFormError, retry = 60): string {
  if (error === 'locked') {
    const minutes = Math.max(1, Math.ceil(retry / 60));
    return `Too many attempts for this account, please wait ${plural(minutes, 'minute')} and try again`;
  }
  if (error === 'busy') return `Too many sign-ins right now, try again in ${retry} seconds`;
  if (error === 'rate') return `Too many attempts, please wait ${retry} seconds and try again`;
  return fixed[error];
}
