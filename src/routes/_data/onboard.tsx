import { createFileRoute, redirect } from '@tanstack/react-router';
import { OnboardingPage } from '../../features/onboarding/onboarding-page.tsx';
import { getSession } from '../../lib/session.ts';
import { toast } from '../../ui/toaster/toast.ts';

export const Route = createFileRoute('/_data/onboard')({
  // The root route already sent visitors to /sign-in. An onboarded user cannot onboard again.
  beforeLoad: ({ location, preload }) => {
    if (!getSession()?.role) return;
    if (!preload && !location.state.afterSignIn) {
      toast({ title: 'You are already Onboarded.', type: 'info' });
    }
    throw redirect({ to: '/home', replace: true });
  },
  component: OnboardingPage,
});
