// One message: mine on the right, theirs on the left, its text as text (never HTML, line breaks
// kept), its time, "Seen" under my last message once the other side read it, and for a message
// still on this device, "Queued" or why the server refused it.
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { relativeTime } from '../../../ui/relative-time.ts';

type Props = {
  mine: boolean;
  text: string;
  at: string | number;
  seen?: boolean;
  /** Still on this device: waiting for the network, or refused (with the server's reason). */
  queued?: { failed: string | null; onDiscard: () => void };
};

export function MessageBubble({ mine, text, at, seen, queued }: Props) {
  return (
    <Box
      as="li"
      listStyleType="none"
      alignSelf={mine ? 'flex-end' : 'flex-start'}
      maxW="80%"
      data-testid={queued ? 'queued-message' : 'message'}
    >
      <Box
        px="3"
        py="2"
        rounded="xl"
        bg={mine ? (queued ? 'orange.subtle' : 'blue.solid') : 'bg.muted'}
        color={mine && !queued ? 'blue.contrast' : 'fg'}
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
      >
        {text}
      </Box>
      <HStack justify={mine ? 'flex-end' : 'flex-start'} gap="2" mt="0.5" fontSize="xs" color="fg.muted">
        {queued ? (
          queued.failed ? (
            <>
              <Text color="red.fg" role="alert">
                Not sent: {queued.failed}
              </Text>
              <Button size="2xs" variant="ghost" colorPalette="red" onClick={queued.onDiscard}>
                Discard
              </Button>
            </>
          ) : (
            <Text color="orange.fg">Queued — sent when you're back online</Text>
          )
        ) : (
          <Text>{relativeTime(at)}</Text>
        )}
        {seen && <Text fontWeight="medium">Seen</Text>}
      </HStack>
    </Box>
  );
}
