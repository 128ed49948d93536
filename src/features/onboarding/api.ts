// Onboarding calls. They need the network: offline the form says so instead of queueing
// (only the outbox's writes are queued). Files are uploaded first; the profile goes out only with
// their URLs.
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Role } from '../../../contract/common.ts';
import type {
  CandidateAccountResponse,
  OnboardCandidateBody,
  OnboardRecruiterBody,
  OnboardResponse,
} from '../../../contract/profiles.ts';
import { http, isApiError, isNetworkError } from '../../lib/http.ts';
import { isOffline } from '../../offline/index.ts';
import { setRole } from '../../lib/session.ts';
import { toast } from '../../ui/toaster/toast.ts';

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

/**
 * What both onboarding forms do after their own checks: refuse offline, run the uploads and the
 * call, then set the role locally and go home (or, on a 409, say so and go home too).
 */
export function useOnboardingSubmit() {
  const navigate = useNavigate();
  const onboard = useMutation({
    // The role this user now has (null when a 409 left it unknown).
    mutationFn: async (work: () => Promise<OnboardResponse>) => {
      if (isOffline()) throw new Error(OFFLINE_MESSAGE);
      try {
        return (await work()).role;
      } catch (e) {
        if (!isAlreadyOnboarded(e)) throw e;
        toast({ title: ALREADY_ONBOARDED, type: 'info' });
        return fetchServerRole();
      }
    },
    onSuccess: async (role) => {
      if (role) setRole(role);
      await navigate({ to: '/home', replace: true });
    },
  });

  return {
    submit: onboard.mutate,
    error: onboard.error && onboardingError(onboard.error),
    busy: onboard.isPending,
  };
}
