// The account screen: Logout, then the recruiter's or the candidate's tabs. Offline it shows the copy
// the persister kept, with its age; edits need the network and say so.
import { Button, Container, HStack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/http.ts';
import { useSession } from '../../lib/session.ts';
import { countQueued } from '../../offline/outbox.ts';
import { OfflineNotice, PageTitle, StateMessage } from '../../ui/screen.tsx';
import { RoutePending } from '../../ui/route-pending.tsx';
import {
  type CandidateAccountResponse,
  logout,
  myAccountQueryOptions,
  type RecruiterAccountResponse,
} from './api.ts';
import { CandidateAccount } from './candidate-account.tsx';
import { NotificationSettings } from './components/notification-settings.tsx';
import { AccountDataSection } from './components/account-data-section.tsx';
import { AccountSecuritySection } from './components/account-security-section.tsx';
import { QueuedWritesDialog } from './queued-writes-dialog.tsx';
import { RecruiterAccount } from './recruiter-account.tsx';

type Slots = {
  /** A candidate's job alerts, from the alerts feature (the route passes them in). */
  candidateAlerts: ReactNode;
  /** A recruiter's company team, from the team feature. */
  recruiterTeam: ReactNode;
};

export function AccountPage({ candidateAlerts, recruiterTeam }: Slots) {
  const session = useSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [queued, setQueued] = useState(0);

  const leave = async () => {
    setConfirming(false);
    setLeaving(true);
    await logout();
    await navigate({ to: '/sign-in', replace: true });
  };
  // Counted at the click, not from a live view that may not have read the outbox yet: a quick
  // click would otherwise log out and drop queued actions without asking.
  const onLogout = async () => {
    const count = await countQueued();
    setQueued(count);
    if (count > 0) setConfirming(true);
    else await leave();
  };

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <HStack justify="space-between" mb="6" gap="4">
        <PageTitle>Account</PageTitle>
        <Button
          variant="outline"
          colorPalette="red"
          onClick={onLogout}
          loading={leaving}
          loadingText="Logging out…"
        >
          Logout
        </Button>
      </HStack>
      <QueuedWritesDialog
        count={queued}
        open={confirming}
        onWait={() => setConfirming(false)}
        onLogoutAnyway={leave}
      />
      {session && !leaving && (
        <AccountBody
          key={session.user?._id}
          candidateAlerts={candidateAlerts}
          recruiterTeam={recruiterTeam}
        />
      )}
    </Container>
  );
}

function AccountBody({ candidateAlerts, recruiterTeam }: Slots) {
  const session = useSession();
  const account = useQuery({ ...myAccountQueryOptions(session as NonNullable<typeof session>) });
  if (account.isPending) return <RoutePending label="Loading your profile…" />;
  if (!account.data) {
    return (
      <StateMessage
        text={errorMessage(account.error, 'Could not load your profile')}
        onRetry={() => void account.refetch()}
      />
    );
  }
  // A failed refresh with data in hand: the data is the saved copy.
  const offline = account.isError;
  return (
    <>
      <OfflineNotice offline={offline} savedAt={account.dataUpdatedAt} />
      {session?.role === 'recruiter' ? (
        <RecruiterAccount
          account={account.data as unknown as RecruiterAccountResponse}
          team={recruiterTeam}
        />
      ) : (
        <CandidateAccount
          account={account.data as unknown as CandidateAccountResponse}
          alerts={candidateAlerts}
        />
      )}
      <NotificationSettings />
      <AccountSecuritySection />
      <AccountDataSection />
    </>
  );
}
