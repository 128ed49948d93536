// The Quick Apply card's part for a signed-in user: their application, a queued or refused apply
// from the outbox, or Apply Now with its dialog. Loaded only with a session: it brings the outbox
// (Dexie), which a visitor's job page never needs.
import { Box, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import type { JobDetail } from '../../../../contract/jobs.ts';
import { useOutboxEntries } from '../../../offline/outbox.ts';
import { QueuedEntryActions } from '../../../ui/queued-entry-actions.tsx';
import { relativeTime } from '../../../ui/relative-time.ts';
import { useApply } from '../api-writes.ts';
import { ApplyNowButton, ClosedNotice } from './apply-parts.tsx';

const ApplyDialog = lazy(() => import('./apply-dialog.tsx').then((m) => ({ default: m.ApplyDialog })));

const statusLabel = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
} as const;

export function SignedInApply({ job, closed }: { job: JobDetail; closed: boolean }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const apply = useApply(job);
  const queued = useOutboxEntries('apply').find((e) => e.ref.jobId === job._id);
  const mine = job.myApplication;

  function openDialog() {
    setMounted(true);
    setOpen(true);
  }

  return (
    <>
      {mine ? (
        <Box role="status" bg="green.subtle" color="green.fg" rounded="md" p="3">
          <Text fontWeight="semibold">You have already applied to this job</Text>
          <Text fontSize="sm">
            Applied {relativeTime(mine.createdAt)} · Status: {statusLabel[mine.status]}
          </Text>
        </Box>
      ) : queued?.state === 'pending' ? (
        <Box role="status" bg="orange.subtle" color="orange.fg" rounded="md" p="3">
          <Text fontWeight="semibold">Application pending</Text>
          <Text fontSize="sm">It is saved on this device and will be sent when you're back online.</Text>
        </Box>
      ) : queued?.state === 'failed' ? (
        <Box role="alert" bg="red.subtle" color="red.fg" rounded="md" p="3">
          <Text fontWeight="semibold">Your application was not sent</Text>
          <Text fontSize="sm" mb="3">
            {queued.error ?? 'Failed to submit application'}
          </Text>
          <QueuedEntryActions entry={queued} />
        </Box>
      ) : closed ? (
        <ClosedNotice />
      ) : (
        <ApplyNowButton onClick={openDialog} />
      )}
      {mounted && (
        <Suspense fallback={null}>
          <ApplyDialog
            open={open}
            title={job.JobTitle}
            busy={apply.isPending}
            onOpenChange={setOpen}
            onConfirm={(note) => apply.mutate(note, { onSuccess: (outcome) => outcome && setOpen(false) })}
          />
        </Suspense>
      )}
    </>
  );
}
