// What both onboarding forms do after their own checks: refuse offline, run the uploads and the
// call, then set the role locally and go home (or, on a 409, say so and go home too).
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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (work: () => Promise<OnboardResponse>) => {
    setError(null);
    if (isOffline()) {
      setError(OFFLINE_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      const res = await work();
      setRole(res.role);
      await navigate({ to: '/home', replace: true });
    } catch (e) {
      if (isAlreadyOnboarded(e)) {
        toast({ title: ALREADY_ONBOARDED, type: 'info' });
        const role = await fetchServerRole();
        if (role) setRole(role);
        await navigate({ to: '/home', replace: true });
        return;
      }
      setError(onboardingError(e));
    } finally {
      setBusy(false);
    }
  };

  return { submit, error, setError, busy };
}
