import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isOffline } from '../../lib/online.ts';
import { authErrorMessage, offlineAuthMessage } from './api.ts';

type Action = 'Signing in' | 'Registering';

/**
 * The shared submit of the auth forms: one request at a time through a mutation, and the message
 * to show under the form: the request's failure, or a note set without a request (offline, or the
 * Google button's failure).
 */
export function useAuthSubmit(action: Action, run: (form: FormData) => Promise<void>) {
  const submit = useMutation({ mutationFn: run });
  const [note, setNote] = useState<string | null>(null);

  const setError = (message: string | null) => {
    submit.reset();
    setNote(message);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (isOffline()) setNote(offlineAuthMessage(action));
    else submit.mutate(new FormData(event.currentTarget));
  };

  const error = note ?? (submit.error ? authErrorMessage(submit.error, action) : null);
  return { error, setError, busy: submit.isPending, onSubmit };
}
