// PLACEHOLDER for the walking skeleton: the onboarding issue replaces this component with the
// Candidate (default) / Recruiter tabs and their forms (spec "Onboarding screen"). Keep the title.
import { Box, Container, Heading, Text } from '@chakra-ui/react';

export function OnboardingPage() {
  return (
    <Container maxW="2xl" py={{ base: '10', md: '16' }}>
      <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" mb="3">
        Welcome To Onboarding
      </Heading>
      <Box borderWidth="1px" borderStyle="dashed" rounded="xl" p="6" bg="bg.subtle">
        <Text color="fg.muted">
          Tell us who you are to get started. The candidate and recruiter profile forms arrive here soon.
        </Text>
      </Box>
    </Container>
  );
}
