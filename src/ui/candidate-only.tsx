import { type ReactNode, Suspense } from 'react';
import { useSession } from '../lib/session.ts';

/**
 * What only a signed-in candidate sees (Save, Alert me): rendered for them alone, so the lazily
 * loaded part behind it is never fetched on a visitor's or a recruiter's screen.
 */
export function CandidateOnly({ children }: { children: ReactNode }) {
  if (useSession()?.role !== 'candidate') return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
