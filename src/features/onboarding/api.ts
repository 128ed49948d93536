// Onboarding calls. They need the network: offline the form says so instead of queueing
// (only the outbox's writes are queued). Files are uploaded first; the profile goes out only with
// their URLs.
import type { Role } from '../../../contract/common.ts';
import type {
  CandidateAccountResponse,
  OnboardCandidateBody,
  OnboardRecruiterBody,
  OnboardResponse,
} from '../../../contract/profiles.ts';
import { http, isApiError, isNetworkError } from '../../lib/http.ts';

export const onboardCandidate = (body: OnboardCandidateBody) =>
  http.post<OnboardResponse>('/onboard-candidate', body);

export const onboardRecruiter = (body: OnboardRecruiterBody) =>
  http.post<OnboardResponse>('/onboard-recruiter', body);

/** After a 409 the session has no role yet: ask the server which one this user has. */
export async function fetchServerRole(): Promise<Role | null> {
  try {
    return (await http.get<CandidateAccountResponse>('/candidate/Account')).role;
  } catch {
    return null;
  }
}

export const OFFLINE_MESSAGE = 'You are offline. Onboarding needs the network — connect and try again.';

export const ALREADY_ONBOARDED = 'You are already Onboarded.';

export const isAlreadyOnboarded = (e: unknown) => isApiError(e) && e.status === 409;

/** What to show near the form when a step failed. */
export function onboardingError(e: unknown): string {
  if (isNetworkError(e))
    return e.offline ? OFFLINE_MESSAGE : "Can't reach the server right now. Please try again.";
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('storage/')) {
    return code === 'storage/retry-limit-exceeded'
      ? 'The upload took too long. Check your connection and try again.'
      : 'The file could not be uploaded. Please try again.';
  }
  if (e instanceof Error && e.message) return e.message;
  return 'Something went wrong. Please try again.';
}
