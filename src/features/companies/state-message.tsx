import { Box, Button, Text } from '@chakra-ui/react';

/** An empty state, or an error state with its 'Try Again' button. */
export function StateMessage({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <Box
      role={onRetry ? 'alert' : 'status'}
      textAlign="center"
      py="16"
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="xl"
    >
      <Text color={onRetry ? 'red.fg' : 'fg.muted'} mb={onRetry ? '4' : '0'}>
        {text}
      </Text>
      {onRetry && (
        <Button colorPalette="blue" onClick={onRetry}>
          Try Again
        </Button>
      )}
    </Box>
  );
}
