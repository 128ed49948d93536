// One interview as its viewer reads it: status, the time in the viewer's zone (and the organiser's,
// when it differs), where, and who interviews. The candidate chooses among proposed times here;
// a recruiter reschedules or cancels (with a confirmation).
import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Interview } from '../../../contract/interviews.ts';
import { safeUrl } from '../../lib/safe-url.ts';
import { JobBadge } from '../../ui/job-badge.tsx';
import { formatInZone } from '../../ui/zoned-time.ts';
import type { InterviewWrite } from './api.ts';

const statusBadge = {
  proposed: { label: 'Waiting for a time', palette: 'orange' },
  scheduled: { label: 'Scheduled', palette: 'green' },
  cancelled: { label: 'Cancelled', palette: 'gray' },
} as const;

type Props = {
  interview: Interview;
  zone: string;
  role: 'recruiter' | 'interviewer' | 'candidate';
  busy: boolean;
  onWrite: (write: InterviewWrite) => void;
  onReschedule: (interview: Interview) => void;
};

export function InterviewItem({ interview: iv, zone, role, busy, onWrite, onReschedule }: Props) {
  const [confirming, setConfirming] = useState(false);
  const badge = statusBadge[iv.status];
  const video = safeUrl(iv.videoUrl);
  const open = iv.status !== 'cancelled';
  return (
    <Stack as="li" gap="2" borderWidth="1px" rounded="md" p="3" aria-label={iv.title}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold">{iv.title}</Text>
        <JobBadge colorPalette={badge.palette}>{badge.label}</JobBadge>
      </HStack>
      {iv.startsAt ? (
        <Stack gap="0">
          <Text data-testid="interview-time" textDecoration={open ? undefined : 'line-through'}>
            {formatInZone(iv.startsAt, zone)} · {iv.durationMinutes} min
          </Text>
          {iv.timeZone !== zone && (
            <Text fontSize="sm" color="fg.muted">
              For the organiser: {formatInZone(iv.startsAt, iv.timeZone)}
            </Text>
          )}
        </Stack>
      ) : (
        open && <ProposedTimes interview={iv} zone={zone} role={role} busy={busy} onWrite={onWrite} />
      )}
      {iv.location && <Text fontSize="sm">Place: {iv.location}</Text>}
      {video && (
        <Text fontSize="sm">
          Video:{' '}
          <Link href={video} target="_blank" rel="noopener noreferrer" color="blue.fg">
            {video}
          </Link>
        </Text>
      )}
      {iv.interviewers.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          With {iv.interviewers.map((i) => i.name).join(', ')}
        </Text>
      )}
      {role === 'recruiter' && open && (
        <HStack gap="2" wrap="wrap" role="group" aria-label={`Change ${iv.title}`}>
          {confirming ? (
            <>
              <Text fontSize="sm">Cancel this interview? Everyone gets the cancellation.</Text>
              <Button
                size="xs"
                colorPalette="red"
                loading={busy}
                onClick={() => onWrite({ kind: 'cancel', interviewId: iv._id })}
              >
                Yes, cancel it
              </Button>
              <Button size="xs" variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </>
          ) : (
            <>
              <Button size="xs" variant="outline" disabled={busy} onClick={() => onReschedule(iv)}>
                Reschedule
              </Button>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                disabled={busy}
                onClick={() => setConfirming(true)}
              >
                Cancel interview
              </Button>
            </>
          )}
        </HStack>
      )}
    </Stack>
  );
}

/** The proposed times: choices for the candidate, a list for the recruiter. */
function ProposedTimes({ interview: iv, zone, role, busy, onWrite }: Omit<Props, 'onReschedule'>) {
  return (
    <Stack gap="1.5">
      <Text fontSize="sm" color="fg.muted">
        {role === 'candidate' ? 'Choose the time that suits you:' : 'Waiting for the candidate to choose:'}
      </Text>
      <Stack as="ul" gap="1.5" listStyleType="none" aria-label={`Proposed times for ${iv.title}`}>
        {iv.proposedTimes.map((time) => (
          <HStack as="li" key={time} gap="3" wrap="wrap">
            <Text>
              {formatInZone(time, zone)} · {iv.durationMinutes} min
            </Text>
            {role === 'candidate' && (
              <Button
                size="xs"
                colorPalette="blue"
                disabled={busy}
                aria-label={`Choose this time: ${formatInZone(time, zone)}`}
                onClick={() => onWrite({ kind: 'choose', interviewId: iv._id, startsAt: time })}
              >
                Choose this time
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
