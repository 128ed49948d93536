// 'Withdraw' on a pending application in the history, with a confirmation. It goes through the
// outbox like an apply: offline it is queued and shown as pending until it is sent.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MyApplication } from '../../../../contract/applications.ts';
import { getSession } from '../../../lib/session.ts';
import { discardEntry } from '../../../offline/outbox.ts';
import { submitQueued } from '../../../offline/submit.ts';
import { useOutboxEntries } from '../../../offline/use-outbox.ts';
import { toast } from '../../../ui/toaster/toast.ts';
import { applicationKeys } from '../api.ts';

/** Withdraws an application through the outbox; the history is fetched again afterwards. */
function useWithdraw(app: MyApplication, done: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      submitQueued({
        kind: 'withdraw',
        request: { method: 'PUT', path: `/candidate/withdraw/${app._id}`, body: null },
        token,
        ref: { applicationId: app._id, JobTitle: app.jobId.JobTitle, UrlPath: app.jobId.UrlPath },
      }),
    onSuccess: async (outcome) => {
      if (outcome.status === 'sent') toast({ title: 'Application withdrawn', type: 'success' });
      else if (outcome.status === 'failed') {
        await discardEntry(outcome.entry.id);
        toast({ title: outcome.message, type: 'error' });
      }
      done();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.mine }),
  });
}

export function WithdrawControl({ app }: { app: MyApplication }) {
  const [confirming, setConfirming] = useState(false);
  const withdrawal = useWithdraw(app, () => setConfirming(false));
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

  function withdraw() {
    const session = getSession();
    if (session) withdrawal.mutate(session.token);
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
      <Button size="xs" colorPalette="red" loading={withdrawal.isPending} onClick={withdraw}>
        Yes, withdraw
      </Button>
      <Button size="xs" variant="ghost" disabled={withdrawal.isPending} onClick={() => setConfirming(false)}>
        Keep it
      </Button>
    </HStack>
  );
}
