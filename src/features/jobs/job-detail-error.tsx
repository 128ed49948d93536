// What /jobs/Info/$UrlPath shows when its job cannot be shown: the route's error and not-found
// screens, which the router loads only when one is needed.
import { Box, Center, Heading, Text } from '@chakra-ui/react';
import { isApiError } from '../../lib/http.ts';
import { BrowseJobsButton } from '../../ui/browse-jobs-button.tsx';

/** 'Job not found' for an unknown job; the fetch and load failures keep their own titles. */
export function JobDetailError({ error }: { error: unknown }) {
  const title = isApiError(error)
    ? error.status === 404
      ? 'Job not found'
      : 'Failed to fetch job information'
    : 'Failed to load job details';
  return (
    <Center minH="50vh" px="4">
      <Box role="alert" textAlign="center" maxW="md">
        <Heading as="h1" fontSize="2xl" fontWeight="bold" mb="2">
          {title}
        </Heading>
        <Text color="fg.muted" mb="6">
          Please try again later or contact support if the problem persists.
        </Text>
        <BrowseJobsButton variant="outline" />
      </Box>
    </Center>
  );
}
