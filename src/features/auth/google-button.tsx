// 'Continue with Google': Firebase is loaded only when the user heads for this button.
import { Button } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState, useSyncExternalStore } from 'react';
import { saveSession } from '../../lib/session.ts';
import { GoogleIcon } from '../../ui/icons.tsx';
import { authErrorMessage, googleAuth, isOffline } from './api.ts';

const loadFirebase = () => import('../../lib/firebase.ts');

const noSubscription = () => () => {};
/** False in the prerendered HTML and while it hydrates, true once the app runs the screen. */
const useAppRunning = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

function warmUp() {
  if (isOffline()) return;
  loadFirebase()
    .then((fb) => fb.warmUpGoogleSignIn())
    .catch(() => {}); // the click reports any real problem
}

export function GoogleButton({ onError }: { onError: (message: string | null) => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // Prerendered: a click before the app runs would do nothing, so it waits disabled until then.
  const ready = useAppRunning();

  const run = async () => {
    onError(null);
    if (isOffline()) {
      onError('You are offline. Signing in needs the network — check your connection and try again.');
      return;
    }
    setBusy(true);
    try {
      const fb = await loadFirebase();
      const profile = await fb.signInWithGoogle();
      const session = await googleAuth(profile);
      saveSession(session);
      await navigate({ to: '/onboard', state: { afterSignIn: true } });
    } catch (error) {
      const message = authErrorMessage(error, 'Signing in');
      console.log('Authentication failed:', message);
      onError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      size="lg"
      w="full"
      loading={busy}
      disabled={!ready}
      loadingText="Connecting…"
      onClick={run}
      onPointerEnter={warmUp}
      onFocus={warmUp}
      onTouchStart={warmUp}
    >
      <GoogleIcon />
      Continue with Google
    </Button>
  );
}
