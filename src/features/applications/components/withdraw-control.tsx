// 'Withdraw' on a pending application in the history, with a confirmation. It goes through the
// outbox like an apply: offline it is queued and shown as pending until it is sent.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { MyApplication } from '../../../../contract/applications.ts';
import { useOutboxEntries } from '../../../offline/outbox.ts';
import { useWithdraw } from '../api.ts';

export function WithdrawControl({ app }: { app: MyApplication }) {
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdraw();
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
      <Button
        size="xs"
        colorPalette="red"
        loading={withdraw.isPending}
        onClick={() => withdraw.mutate(app, { onSuccess: (outcome) => outcome && setConfirming(false) })}
      >
        Yes, withdraw
      </Button>
      <Button size="xs" variant="ghost" disabled={withdraw.isPending} onClick={() => setConfirming(false)}>
        Keep it
      </Button>
    </HStack>
  );
}
