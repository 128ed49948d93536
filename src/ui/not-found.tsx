import { Box, Center, Text } from '@chakra-ui/react';
import { PageTitle } from './screen.tsx';
import { ButtonLink } from './button-link.tsx';

/** The 404 page, in the old portal's words (tests look for them). */
export function NotFoundPage() {
  return (
    <Center minH="calc(100dvh - 64px)" px="4" py="16">
      <Box textAlign="center" maxW="lg">
        <Text
          aria-hidden="true"
          fontSize={{ base: '7xl', md: '8xl' }}
          fontWeight="black"
          lineHeight="1"
          bgGradient="to-r"
          gradientFrom="blue.500"
          gradientTo="purple.500"
          bgClip="text"
          color="transparent"
          mb="4"
        >
          404
        </Text>
        <PageTitle mb="3">Page Not Found</PageTitle>
        <Text color="fg.muted" mb="8">
          Oops! The page you're looking for doesn't exist.
        </Text>
        <ButtonLink to="/" colorPalette="blue" size="lg">
          Go Back Home
        </ButtonLink>
      </Box>
    </Center>
  );
}
