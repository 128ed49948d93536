// The apply view's 'Quick Apply' card. An apply goes through the outbox: sent now, refused with the
// server's reason, or queued offline — then the card shows it as pending until the replayer sends it.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import type { JobDetail } from '../../../../contract/jobs.ts';
import { getSession } from '../../../lib/session.ts';
import { useOutboxEntries } from '../../../offline/use-outbox.ts';
import { formatDate, relativeTime } from '../../../ui/relative-time.ts';
import { toast } from '../../../ui/toaster/toast.ts';
import { useApply } from '../use-apply.ts';
import { isClosed } from './closed.ts';
import { Fact, SideCard } from './side-card.tsx';
import { QueuedEntryActions } from '../../../ui/queued-entry-actions.tsx';

const ApplyDialog = lazy(() => import('./apply-dialog.tsx').then((m) => ({ default: m.ApplyDialog })));

const statusLabel = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
} as const;

export function QuickApplyCard({ job }: { job: JobDetail }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const apply = useApply(job);
  const queued = useOutboxEntries('apply').find((e) => e.ref.jobId === job._id);
  const closed = isClosed(job);
  const deadlinePassed = new Date(job.ApplicationDeadline).getTime() <= Date.now();

  function openDialog() {
    if (!getSession()) {
      toast({ title: 'Please login to apply', type: 'error' });
      return;
    }
    setMounted(true);
    setOpen(true);
  }

  const mine = job.myApplication;
  return (
    <SideCard id="quick-apply" title="Quick Apply">
      <Stack gap="3" mb="5">
        <Fact label="Applications" fontWeight="bold">
          {job.ApplicationsReceived}
        </Fact>
        {/* A closed job says why instead of a date to apply by. The job carries no time of an
            early close (only `closed`), so that one is said without a date. */}
        {!closed ? (
          <Fact label="Apply by">{formatDate(job.LastDate, { utc: true })}</Fact>
        ) : deadlinePassed ? (
          <Fact label="Deadline passed">{formatDate(job.LastDate, { utc: true })}</Fact>
        ) : (
          <Fact label="Closed early">By the recruiter</Fact>
        )}
      </Stack>
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
        <Text color="fg.muted" fontSize="sm">
          Applications for this job are closed.
        </Text>
      ) : (
        <Button colorPalette="blue" w="full" onClick={openDialog}>
          Apply Now
        </Button>
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
    </SideCard>
  );
}
