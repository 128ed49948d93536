import { type ReactNode, Suspense } from 'react';
import { useSession } from '../lib/session.ts';

/**
 * What only a signed-in candidate uses (Save, Alert me): rendered for them alone, so the lazily
 * loaded part behind it is never fetched on a visitor's or a recruiter's screen. A visitor gets
 * `visitor` instead (a link to sign in).
 */
export function CandidateOnly({ children, visitor = null }: { children: ReactNode; visitor?: ReactNode }) {
  const session = useSession();
  if (!session) return visitor;
  if (session.role !== 'candidate') return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
