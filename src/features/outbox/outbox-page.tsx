// Everything this device still has to send: applies, posts and decisions made offline or refused
// by the server. Nothing is dropped silently: a refused entry waits here until retried or discarded.
import { Box, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { type Stage, stageLabels } from '../../../contract/hiring.ts';
import type { OutboxEntry } from '../../offline/index.ts';
import { useOutboxEntries } from '../../offline/outbox.ts';
import { QueuedEntryActions } from '../../ui/queued-entry-actions.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';

const what: Record<OutboxEntry['kind'], (ref: Record<string, string>) => string> = {
  apply: (ref) =>
    `Application to ${ref.JobTitle ?? 'a job'}${ref.CompanyName ? ` at ${ref.CompanyName}` : ''}`,
  post: () => 'Feed post',
  decision: (ref) =>
    `${ref.decision === 'reject' ? 'Rejection' : 'Hire'}${ref.candidateName ? ` of ${ref.candidateName}` : ''}`,
  save: (ref) => `${ref.action === 'unsave' ? 'Removing' : 'Saving'} ${ref.JobTitle ?? 'a job'}`,
  withdraw: (ref) => `Withdrawal of your application to ${ref.JobTitle ?? 'a job'}`,
  'push-unsubscribe': () => 'Turning off notifications for this device (you logged out offline)',
  move: (ref) =>
    `Moving ${ref.candidateName ?? 'an applicant'} to ${stageLabels[ref.to as Stage] ?? 'another stage'}`,
  note: () => 'A note on an application',
  message: (ref) => `Message: ${ref.text ?? ''}`,
  scorecard: (ref) => `Scorecard${ref.candidateName ? ` of ${ref.candidateName}` : ''}`,
};

function EntryRow({ entry }: { entry: OutboxEntry }) {
  const failed = entry.state === 'failed';
  return (
    <Box as="li" borderWidth="1px" rounded="lg" p="4" bg="bg.panel" listStyleType="none">
      <HStack justify="space-between" align="start" gap="4" wrap="wrap">
        <Stack gap="1" minW="0">
          <Text fontWeight="semibold">{what[entry.kind](entry.ref)}</Text>
          <Text fontSize="sm" color="fg.muted">
            Queued {new Date(entry.createdAt).toLocaleString()}
          </Text>
          <Text fontSize="sm" color={failed ? 'red.fg' : 'orange.fg'} role={failed ? 'alert' : undefined}>
            {failed
              ? `Not sent: ${entry.error ?? 'the server refused it'}`
              : entry.attempts > 0
                ? `Pending — tried ${entry.attempts} time${entry.attempts === 1 ? '' : 's'}, will try again`
                : "Pending — will be sent when you're back online"}
          </Text>
        </Stack>
        <QueuedEntryActions entry={entry} size="sm" />
      </HStack>
    </Box>
  );
}

export function OutboxPage() {
  const entries = useOutboxEntries();
  return (
    <Container maxW="3xl" py="8">
      <Heading as="h1" size="2xl" mb="2">
        Waiting to send
      </Heading>
      <Text color="fg.muted" mb="6">
        What you did while offline is kept on this device and sent once, in order, when the network returns.
      </Text>
      {entries.length === 0 ? (
        <Stack gap="3" align="start">
          <Text>Nothing is waiting: everything you did has reached Hireloop.</Text>
          <ButtonLink to="/home" size="sm" variant="outline">
            Back to Home
          </ButtonLink>
        </Stack>
      ) : (
        <Stack as="ul" gap="3" p="0" m="0">
          {entries.map((e) => (
            <EntryRow key={e.id} entry={e} />
          ))}
        </Stack>
      )}
    </Container>
  );
}
