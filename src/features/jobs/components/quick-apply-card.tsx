// The apply view's 'Quick Apply' card. An apply goes through the outbox: sent now, refused with the
// server's reason, or queued offline — then the card shows it as pending until the replayer sends it
// (signed-in-apply.tsx). A visitor is sent to sign in, and back.
import { Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { JobDetail } from '../../../../contract/jobs.ts';
import { useSession } from '../../../lib/session.ts';
import { formatDate } from '../../../ui/relative-time.ts';
import { SignInLink } from '../../../ui/sign-in-link.tsx';
import { ApplyNowButton, ClosedNotice } from './apply-parts.tsx';
import { useClosed, useDeadlinePassed } from '../../../ui/job-closed.ts';
import { Fact, SideCard } from './side-card.tsx';

// A signed-in user's part loads with their session: it brings the outbox (Dexie), which a visitor's
// job page never needs.
const SignedInApply = lazy(() => import('./signed-in-apply.tsx').then((m) => ({ default: m.SignedInApply })));

export function QuickApplyCard({ job }: { job: JobDetail }) {
  const signedIn = Boolean(useSession());
  const closed = useClosed(job);
  const deadlinePassed = useDeadlinePassed(job);
  const visitor = closed ? (
    <ClosedNotice />
  ) : (
    <SignInLink colorPalette="blue" w="full">
      Apply Now
    </SignInLink>
  );
  return (
    <SideCard id="quick-apply" title="Quick Apply">
      <Stack gap="3" mb="5">
        <Fact label="Applications" fontWeight="bold">
          {job.ApplicationsReceived}
        </Fact>
        {/* A closed job says when it closed instead of a date to apply by (in UTC, as the server
            renders it). A job from an older copy on the device may lack its close time. */}
        {!closed ? (
          <Fact label="Apply by">{formatDate(job.LastDate, { utc: true })}</Fact>
        ) : deadlinePassed ? (
          <Fact label="Deadline passed">{formatDate(job.LastDate, { utc: true })}</Fact>
        ) : (
          <Fact label="Closed on">
            {job.closedAt ? formatDate(job.closedAt, { utc: true }) : 'By the recruiter'}
          </Fact>
        )}
      </Stack>
      {signedIn ? (
        <Suspense fallback={closed ? <ClosedNotice /> : <ApplyNowButton />}>
          <SignedInApply job={job} closed={closed} />
        </Suspense>
      ) : (
        visitor
      )}
    </SideCard>
  );
}
