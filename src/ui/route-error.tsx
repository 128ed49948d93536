import { Box, Button, Center, Heading, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { errorMessage } from '../lib/http.ts';

/** Route-level error state (also the router's default): the message and a retry. */
export function RouteError({ error, reset }: { error: unknown; reset?: () => void }) {
  const router = useRouter();
  return (
    <Center minH="50vh" px="4">
      <Box role="alert" textAlign="center" maxW="md">
        <Heading as="h1" fontSize="2xl" fontWeight="bold" mb="2">
          Something went wrong
        </Heading>
        <Text color="fg.muted" mb="6">
          {errorMessage(error)}
        </Text>
        <Button
          colorPalette="blue"
          onClick={() => {
            reset?.();
            void router.invalidate();
          }}
        >
          Try Again
        </Button>
      </Box>
    </Center>
  );
}
