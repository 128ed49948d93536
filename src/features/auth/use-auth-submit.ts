import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { isOffline } from '../../lib/online.ts';
import { authErrorMessage, offlineAuthMessage } from './api.ts';

type Action = 'Signing in' | 'Registering';

/** One sign-in attempt: the form's, or Google's (which is always "Signing in"). */
type Attempt = { via: 'form' | 'google'; work: () => Promise<void> };

/**
 * The shared submit of an auth screen, its form and its Google button: needs the network, one
 * request at a time, and one visible error, from whichever was tried last.
 */
export function useAuthSubmit(action: Action, run: (form: FormData) => Promise<void>) {
  const attempt = useMutation({
    mutationFn: ({ via, work }: Attempt) => {
      const doing = via === 'google' ? 'Signing in' : action;
      if (isOffline()) throw new Error(offlineAuthMessage(doing));
      return work();
    },
  });
  const via = attempt.variables?.via;
  const error = attempt.error && authErrorMessage(attempt.error, via === 'google' ? 'Signing in' : action);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    attempt.mutate({ via: 'form', work: () => run(form) });
  };

  return {
    error,
    busy: attempt.isPending && via === 'form',
    googleBusy: attempt.isPending && via === 'google',
    onSubmit,
    /** Google's sign-in, sharing the screen's error line. */
    withGoogle: (work: () => Promise<void>) =>
      attempt.mutate(
        { via: 'google', work },
        { onError: (e) => console.log('Authentication failed:', authErrorMessage(e, 'Signing in')) },
      ),
  };
}

export type AuthSubmit = ReturnType<typeof useAuthSubmit>;
