import { Badge, Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import type { Applicant } from '../../../../contract/applications.ts';
import { isOnline, type OutboxEntry } from '../../../offline/index.ts';
import { formatDate } from '../../../ui/relative-time.ts';
import { safeUrl } from '../../../lib/safe-url.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { StatusBadge } from './status-badge.tsx';
import { QueuedEntryActions } from '../../../ui/queued-entry-actions.tsx';

type Props = {
  applicant: Applicant;
  queued: OutboxEntry | undefined;
  /** A copy of the résumé is kept on this device. */
  resumeKept: boolean;
  onView: () => void;
  /** Told of every 'Resume' click; offline, the link is not followed and this opens the kept copy. */
  onResume: (url: string, online: boolean) => void;
};

/** Avatar, name, status, email, applied date, Resume, and 'View Profile' ('Accepted' once hired). */
export function ApplicantRow({ applicant: a, queued, resumeKept, onView, onResume }: Props) {
  const c = a.candidateId;
  const resume = safeUrl(c.resume);
  const status = queued?.state === 'pending' ? 'queued' : a.status;
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" rounded="xl" bg="bg.panel" p={{ base: '4', md: '5' }}>
      <Stack
        direction={{ base: 'column', md: 'row' }}
        gap="4"
        align={{ md: 'center' }}
        justify="space-between"
      >
        <HStack gap="3" align="start" minW="0">
          <Avatar name={c.fullName} image={c.ProfileImage} />
          <Stack gap="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold" fontSize="lg">
                {c.fullName}
              </Text>
              <StatusBadge status={status} />
            </HStack>
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {c.emailAddress}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Applied {formatDate(a.createdAt)}
            </Text>
          </Stack>
        </HStack>
        <HStack gap="2" flexShrink={0} wrap="wrap">
          {resume && resumeKept && (
            <Badge recipe={badgeRecipe} variant="subtle" colorPalette="green">
              Saved for offline
            </Badge>
          )}
          {resume && (
            <Button asChild size="sm" variant="ghost" colorPalette="blue">
              <chakra.a
                href={resume}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(e) => {
                  const online = isOnline();
                  if (!online) e.preventDefault();
                  onResume(resume, online);
                }}
              >
                Resume
              </chakra.a>
            </Button>
          )}
          <Button
            size="sm"
            colorPalette={a.status === 'accepted' ? 'green' : 'blue'}
            variant={a.status === 'accepted' ? 'subtle' : 'solid'}
            onClick={onView}
          >
            {a.status === 'accepted' ? 'Accepted' : 'View Profile'}
          </Button>
        </HStack>
      </Stack>
      {queued?.state === 'failed' && (
        <Box mt="3" role="alert">
          <Text fontSize="sm" color="red.fg" mb="2">
            {queued.ref.decision === 'reject' ? 'Rejection' : 'Hire'} not sent:{' '}
            {queued.error ?? 'the server refused it'}
          </Text>
          <QueuedEntryActions entry={queued} />
        </Box>
      )}
    </Box>
  );
}
