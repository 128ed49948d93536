import { Box, Button, Center, Heading, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

/** The 404 page (spec texts verbatim). */
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
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" mb="3">
          Page Not Found
        </Heading>
        <Text color="fg.muted" mb="8">
          Oops! The page you're looking for doesn't exist.
        </Text>
        <Button asChild colorPalette="blue" size="lg">
          <Link to="/">Go Back Home</Link>
        </Button>
      </Box>
    </Center>
  );
}
