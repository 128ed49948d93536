// 'Continue with Google': Firebase is loaded only when the user heads for this button.
import { Button } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { isOffline } from '../../offline/index.ts';
import { saveSession } from '../../lib/session.ts';
import { type AuthSubmit, googleAuth } from './api.ts';

// Google's mark, only on the screens with Google sign-in.
const GoogleIcon = ({ size = 18 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
    <path
      fill="#EA4335"
      d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.8 6.1C12.4 13.6 17.7 9.5 24 9.5z"
    />
    <path
      fill="#4285F4"
      d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.5 5.8c4.4-4 6.8-10 6.8-17.2z"
    />
    <path
      fill="#FBBC05"
      d="M10.5 28.7A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.7l-7.8-6.1A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.8l7.9-6.1z"
    />
    <path
      fill="#34A853"
      d="M24 48c6.5 0 11.9-2.1 15.8-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.3 2.3-6.3 0-11.6-4.1-13.5-9.7l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
    />
  </svg>
);

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

export function GoogleButton({ auth }: { auth: AuthSubmit }) {
  const navigate = useNavigate();
  // Prerendered: a click before the app runs would do nothing, so it waits disabled until then.
  const ready = useAppRunning();

  const run = () =>
    auth.withGoogle(async () => {
      const fb = await loadFirebase();
      const profile = await fb.signInWithGoogle();
      const session = await googleAuth(profile);
      saveSession(session);
      await navigate({ to: '/onboard', state: { afterSignIn: true } });
    });

  return (
    <Button
      type="button"
      variant="outline"
      size="lg"
      w="full"
      loading={auth.googleBusy}
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
