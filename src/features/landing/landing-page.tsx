import { Box, chakra, Container, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { useSession } from '../../lib/session.ts';
import { ArrowRightIcon } from '../../ui/icons.tsx';
import { LogoStrip } from './logo-strip.tsx';
import { RotatingHeadline } from './rotating-headline.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';

export const FIGURES = [
  { value: '10K+', label: 'Active Jobs' },
  { value: '50K+', label: 'Successful Hires' },
  { value: '2M+', label: 'Job Seekers' },
  { value: '98%', label: 'Success Rate' },
] as const;

/** The look of a figure's and a feature's card. */
const panel = { p: '6', rounded: '2xl', borderWidth: '1px', bg: 'bg.panel' } as const;

const FEATURES = [
  {
    title: 'Works on a bad connection',
    text: 'Jobs you have seen stay on your phone. Apply offline and Hireloop sends it the moment you are back.',
  },
  {
    title: 'Apply in one step',
    text: 'Your profile and resume go with every application. Add a short note if you like, and you are done.',
  },
  {
    title: 'Hear back faster',
    text: 'Recruiters review applicants on the go and hire with one tap. Your history shows where you stand.',
  },
];

function CallsToAction() {
  const session = useSession();
  return (
    <Flex gap="3" wrap="wrap" justify="center">
      <ButtonLink to="/jobs" colorPalette="blue" size="xl" rounded="full" px="7">
        Browse jobs
        <ArrowRightIcon size={18} />
      </ButtonLink>
      {session?.role === 'candidate' && (
        <ButtonLink to="/activity" variant="outline" size="xl" rounded="full" px="7">
          My applications
        </ButtonLink>
      )}
      {session?.role === 'recruiter' && (
        <ButtonLink to="/jobs/post-job" variant="outline" size="xl" rounded="full" px="7">
          Post a job
        </ButtonLink>
      )}
      {!session && (
        <ButtonLink to="/sign-up" variant="outline" size="xl" rounded="full" px="7">
          Create a free account
        </ButtonLink>
      )}
    </Flex>
  );
}

export function LandingPage() {
  return (
    <>
      <Box
        as="section"
        aria-label="Introduction"
        position="relative"
        overflow="hidden"
        bgGradient="to-b"
        gradientFrom={{ base: 'blue.50', _dark: 'blue.950/40' }}
        gradientTo="bg"
      >
        <Container maxW="5xl" pt={{ base: '16', md: '24' }} pb={{ base: '12', md: '16' }} textAlign="center">
          <Text
            display="inline-block"
            mb="6"
            px="3"
            py="1"
            rounded="full"
            fontSize="sm"
            fontWeight="medium"
            color="blue.fg"
            bg="blue.subtle"
            borderWidth="1px"
            borderColor="blue.muted"
          >
            Jobs for people on the move — even offline
          </Text>
          <RotatingHeadline />
          <Text mt="6" mx="auto" maxW="2xl" fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            Hireloop connects candidates with recruiters who are hiring now. Browse open roles, apply in
            seconds and follow every application in one place.
          </Text>
          <Box mt="10">
            <CallsToAction />
          </Box>
        </Container>
      </Box>

      <Container as="section" aria-label="Hireloop in numbers" maxW="5xl">
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4">
          {FIGURES.map((f) => (
            <Box
              key={f.label}
              {...panel}
              shadow="xs"
              textAlign="center"
              display="flex"
              flexDirection="column-reverse"
            >
              <chakra.dt color="fg.muted" fontWeight="medium">
                {f.label}
              </chakra.dt>
              <chakra.dd
                fontSize={{ base: '3xl', md: '4xl' }}
                fontWeight="extrabold"
                letterSpacing="tight"
                color="blue.fg"
              >
                {f.value}
              </chakra.dd>
            </Box>
          ))}
        </SimpleGrid>
      </Container>

      <LogoStrip />

      <Container as="section" aria-labelledby="why-title" maxW="5xl" pb={{ base: '16', md: '24' }}>
        <Text
          as="h2"
          id="why-title"
          fontSize={{ base: '2xl', md: '3xl' }}
          fontWeight="bold"
          textAlign="center"
          mb="8"
        >
          Why people choose Hireloop
        </Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          {FEATURES.map((f) => (
            <Box key={f.title} {...panel}>
              <Text as="h3" fontWeight="semibold" fontSize="lg" mb="2">
                {f.title}
              </Text>
              <Text color="fg.muted">{f.text}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>

      <Box as="footer" borderTopWidth="1px" py="8" textAlign="center" color="fg.muted" fontSize="sm">
        © {new Date().getFullYear()} Hireloop. Made for candidates and recruiters everywhere.
      </Box>
    </>
  );
}
