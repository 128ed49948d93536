import { type FormEvent, useState } from 'react';
import { isOffline } from '../../lib/online.ts';
import { authErrorMessage } from './api.ts';

type Action = 'Signing in' | 'Registering';

/** The shared submit of the auth forms: needs the network, one request at a time, a visible error. */
export function useAuthSubmit(action: Action, run: (form: FormData) => Promise<void>) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    if (isOffline()) {
      setError(`You are offline. ${action} needs the network — check your connection and try again.`);
      return;
    }
    setBusy(true);
    try {
      await run(form);
    } catch (e) {
      setError(authErrorMessage(e, action));
    } finally {
      setBusy(false);
    }
  };

  return { error, setError, busy, onSubmit };
}
