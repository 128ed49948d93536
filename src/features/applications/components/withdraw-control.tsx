// 'Withdraw' on a pending application in the history, with a confirmation. It goes through the
// outbox like an apply: offline it is queued and shown as pending until it is sent.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MyApplication } from '../../../../contract/applications.ts';
import { getSession } from '../../../lib/session.ts';
import { discardEntry } from '../../../offline/outbox.ts';
import { submitQueued } from '../../../offline/submit.ts';
import { useOutboxEntries } from '../../../offline/use-outbox.ts';
import { toast } from '../../../ui/toaster/toast.ts';
import { applicationKeys } from '../api.ts';

export function WithdrawControl({ app }: { app: MyApplication }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const queued = useOutboxEntries('withdraw').find((e) => e.ref.applicationId === app._id);

  if (queued) {
    return (
      <Text mt="2" fontSize="sm" color="orange.fg">
        {queued.state === 'failed'
          ? `Your withdrawal was not sent: ${queued.error ?? 'the server refused it'}`
          : "Withdrawal saved on this device — it will be sent when you're back online."}
      </Text>
    );
  }

  async function withdraw() {
    const session = getSession();
    if (!session) return;
    setBusy(true);
    try {
      const outcome = await submitQueued({
        kind: 'withdraw',
        request: { method: 'PUT', path: `/candidate/withdraw/${app._id}`, body: null },
        token: session.token,
        ref: { applicationId: app._id, JobTitle: app.jobId.JobTitle, UrlPath: app.jobId.UrlPath },
      });
      if (outcome.status === 'sent') toast({ title: 'Application withdrawn', type: 'success' });
      else if (outcome.status === 'failed') {
        await discardEntry(outcome.entry.id);
        toast({ title: outcome.message, type: 'error' });
      }
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: applicationKeys.mine });
    } finally {
      setBusy(false);
    }
  }

  if (!confirming) {
    return (
      <Button mt="3" size="xs" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
        Withdraw
      </Button>
    );
  }
  return (
    <HStack mt="3" gap="2" wrap="wrap" role="group" aria-label="Confirm withdrawal">
      <Text fontSize="sm">Withdraw your application? You cannot apply to this job again.</Text>
      <Button size="xs" colorPalette="red" loading={busy} onClick={() => void withdraw()}>
        Yes, withdraw
      </Button>
      <Button size="xs" variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
        Keep it
      </Button>
    </HStack>
  );
}
