// The onboarding screen: the title, the Candidate (default) and Recruiter tabs, and a form
// scroll area 540 px high. Onboarding needs the network; the page says so while offline.
import { Box, Container, Tabs, Text } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { useOnline } from '../../offline/index.ts';
import { OFFLINE_MESSAGE } from './api.ts';
import { CandidateForm } from './candidate-form.tsx';
import { RecruiterForm } from './recruiter-form.tsx';
import { PageTitle } from '../../ui/screen.tsx';

// The line variant draws its underline with a layer style the trimmed system lacks: draw it here.
const selectedTabLine = {
  '& [data-selected]': { boxShadow: 'inset 0 -2px 0 0 var(--chakra-colors-blue-solid)' },
};

export function OnboardingPage() {
  const online = useOnline();
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <PageTitle mb="1">Welcome To Onboarding</PageTitle>
      <Text color="fg.muted" mb="4">
        Tell us who you are to get started.
      </Text>
      {!online && (
        <Text
          role="status"
          mb="4"
          px="3"
          py="2"
          rounded="md"
          bg="orange.subtle"
          color="orange.fg"
          fontSize="sm"
        >
          {OFFLINE_MESSAGE}
        </Text>
      )}
      <Tabs.Root recipe={tabsSlotRecipe} defaultValue="candidate" variant="line" colorPalette="blue">
        <Tabs.List css={selectedTabLine}>
          <Tabs.Trigger value="candidate">Candidate</Tabs.Trigger>
          <Tabs.Trigger value="recruiter">Recruiter</Tabs.Trigger>
        </Tabs.List>
        {/* A 540 px scroll area; the submit button scrolls with the form. */}
        <Box h="540px" overflowY="auto" mt="3" pe="2" data-testid="onboarding-scroll">
          <Tabs.Content value="candidate" pt="2" pb="4" px="1">
            <CandidateForm />
          </Tabs.Content>
          <Tabs.Content value="recruiter" pt="2" pb="4" px="1">
            <RecruiterForm />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </Container>
  );
}
