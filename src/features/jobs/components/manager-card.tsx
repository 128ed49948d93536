import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Job, JobStateResponse } from '../../../../contract/jobs.ts';
import { errorMessage, http } from '../../../lib/http.ts';
import { formatDate } from '../../../ui/relative-time.ts';
import { toast } from '../../../ui/toaster/toast.ts';
import { jobKeys } from '../api.ts';
import { isClosed } from './closed.ts';

/** Close to applies now, or reopen before the deadline: needs the network (not queued). */
function useJobState(job: Job) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'closeJob' | 'reopenJob') =>
      http.put<JobStateResponse>(`/recruiter/${action}/${encodeURIComponent(job.UrlPath)}`),
    onSuccess: (res) => {
      toast({ title: res.message, type: 'success' });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.detail(job.UrlPath) }),
        queryClient.invalidateQueries({ queryKey: jobKeys.lists }),
      ]);
    },
    onError: (err) => toast({ title: errorMessage(err, 'Could not change this job'), type: 'error' }),
  });
}

/** The owning recruiter's 'Job Status' card: applications received, deadline, 'View Applications'. */
export function ManagerCard({ job }: { job: Job }) {
  const closed = isClosed(job);
  const deadlinePassed = new Date(job.ApplicationDeadline).getTime() <= Date.now();
  const state = useJobState(job);
  return (
    <Box as="section" borderWidth="1px" rounded="xl" bg="bg.panel" p="5" aria-labelledby="job-status">
      <Heading as="h2" id="job-status" fontSize="lg" fontWeight="semibold" mb="4">
        Job Status
      </Heading>
      <Stack gap="3" mb="5">
        <HStack justify="space-between">
          <Text color="fg.muted">Applications received</Text>
          <Text fontWeight="bold" fontSize="xl" data-testid="applications-count">
            {job.ApplicationsReceived}
          </Text>
        </HStack>
        <HStack justify="space-between">
          <Text color="fg.muted">Deadline</Text>
          <Text fontWeight="medium">{formatDate(job.ApplicationDeadline, { utc: true })}</Text>
        </HStack>
        {closed && (
          <Text fontSize="sm" color="orange.fg">
            {deadlinePassed
              ? 'The deadline has passed: no new applications.'
              : 'This job is closed: no new applications.'}
          </Text>
        )}
      </Stack>
      {!deadlinePassed && (
        <Button
          variant="outline"
          colorPalette={closed ? 'blue' : 'red'}
          w="full"
          mb="3"
          loading={state.isPending}
          onClick={() => state.mutate(closed ? 'reopenJob' : 'closeJob')}
        >
          {closed ? 'Reopen applications' : 'Close applications'}
        </Button>
      )}
      <Button asChild colorPalette="blue" w="full">
        <Link to="/jobs/Info/Applicants/$recruiterId" params={{ recruiterId: job.UrlPath }}>
          View Applications
        </Link>
      </Button>
    </Box>
  );
}
