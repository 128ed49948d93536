// What both onboarding forms do after their own checks: refuse offline, run the uploads and the
// call, then set the role locally and go home (or, on a 409, say so and go home too).
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { OnboardResponse } from '../../../contract/profiles.ts';
import { isOffline } from '../../lib/online.ts';
import { setRole } from '../../lib/session.ts';
import { toast } from '../../ui/toaster/toast.ts';
import {
  ALREADY_ONBOARDED,
  fetchServerRole,
  isAlreadyOnboarded,
  OFFLINE_MESSAGE,
  onboardingError,
} from './api.ts';

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
