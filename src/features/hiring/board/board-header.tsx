// The board's header: the job, the way to its applicant list, and its scorecard criteria (the
// editor is loaded when opened: most visits to the board only move cards).
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { lazy, memo, Suspense, useState } from 'react';
import { PageTitle } from '../../../ui/screen.tsx';

type Props = { jobTitle?: string; jobId: string; urlPath: string };

const CriteriaEditor = lazy(async () => ({
  default: (await import('../scorecards/criteria-editor.tsx')).CriteriaEditor,
}));

export const BoardHeader = memo(function BoardHeader({ jobTitle, jobId, urlPath }: Props) {
  const [criteriaOpen, setCriteriaOpen] = useState(false);
  return (
    <Stack gap="3" mb="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <PageTitle>Hiring board</PageTitle>
          {jobTitle && <Text color="fg.muted">{jobTitle}</Text>}
        </Stack>
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            aria-expanded={criteriaOpen}
            onClick={() => setCriteriaOpen((o) => !o)}
          >
            Scorecard criteria
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to="/jobs/Info/Applicants/$recruiterId" params={{ recruiterId: urlPath }}>
              Applicant list
            </Link>
          </Button>
        </HStack>
      </HStack>
      {criteriaOpen && (
        <Box borderWidth="1px" rounded="lg" p="4" bg="bg.panel" maxW="xl">
          <Suspense fallback={<Text fontSize="sm">Loading the criteria…</Text>}>
            <CriteriaEditor jobId={jobId} />
          </Suspense>
        </Box>
      )}
    </Stack>
  );
});
