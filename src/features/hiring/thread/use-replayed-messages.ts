// A message the replayer sent later (back online) takes its queued bubble's place at once, before
// the thread's refresh; the server's id keeps it from showing twice.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Message } from '../../../../contract/hiring.ts';
import { onSettled } from '../../../offline/outbox.ts';
import { placeMessage } from '../api-writes.ts';

export function usePlaceReplayedMessages(applicationId: string) {
  const client = useQueryClient();
  useEffect(
    () =>
      onSettled(({ entry, outcome, body }) => {
        if (entry.kind !== 'message' || entry.ref.applicationId !== applicationId || outcome !== 'sent')
          return;
        const message = (body as { data?: Message } | null)?.data;
        if (message?._id) placeMessage(client, applicationId, message);
      }),
    [client, applicationId],
  );
}
