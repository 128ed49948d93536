// What both onboarding forms do after their own checks: refuse offline, run the uploads and the
// call, then set the role locally and go home (or, on a 409, say so and go home too).
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
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
  const [offline, setOffline] = useState(false);
  const onboard = useMutation({
    mutationFn: async (work: () => Promise<OnboardResponse>) => {
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

  const submit = (work: () => Promise<OnboardResponse>) => {
    onboard.reset();
    setOffline(isOffline());
    if (!isOffline()) onboard.mutate(work);
  };

  const error = offline ? OFFLINE_MESSAGE : onboard.error ? onboardingError(onboard.error) : null;
  return { submit, error, busy: onboard.isPending };
}
