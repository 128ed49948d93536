// The candidate's job alerts on the Account page: what each one searches, how often it emails, and
// Remove.
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { JobAlert } from '../../../contract/candidate.ts';
import { AlertCadenceSelect } from './alert-cadence-select.tsx';
import { alertsOptions, useDeleteAlert } from './api.ts';

const nameOf = (a: JobAlert) => [a.q && `“${a.q}”`, a.type].filter(Boolean).join(' · ');

export function AlertsSection() {
  const { data, isPending, isError } = useQuery(alertsOptions());
  const remove = useDeleteAlert();
  const alerts = data?.data ?? [];
  return (
    <Box as="section" borderWidth="1px" rounded="xl" bg="bg.panel" p="5" aria-labelledby="job-alerts">
      <Heading as="h2" id="job-alerts" fontSize="lg" fontWeight="semibold" mb="3">
        Job alerts
      </Heading>
      {isPending ? (
        <Text color="fg.muted">Loading your alerts…</Text>
      ) : isError ? (
        <Text color="fg.muted">Your alerts could not be loaded. Check your connection.</Text>
      ) : alerts.length === 0 ? (
        <Text color="fg.muted">
          No alerts yet. Search on Jobs and choose 'Alert me' to hear about new matching jobs.
        </Text>
      ) : (
        <Stack as="ul" gap="2">
          {alerts.map((a) => (
            <HStack as="li" key={a._id} justify="space-between" listStyleType="none" wrap="wrap">
              <Text flex="1">{nameOf(a)}</Text>
              <AlertCadenceSelect alert={a} name={nameOf(a)} />
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={`Remove alert ${a.q || a.type}`}
                loading={remove.isPending && remove.variables === a._id}
                onClick={() => remove.mutate(a._id)}
              >
                Remove
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
