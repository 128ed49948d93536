// What the Quick Apply card shows alike to a visitor and a signed-in user.
import { Button, Text } from '@chakra-ui/react';

export function ClosedNotice() {
  return (
    <Text color="fg.muted" fontSize="sm">
      Applications for this job are closed.
    </Text>
  );
}

/** Without `onClick`: waiting for the signed-in part to load (disabled, in the same place). */
export function ApplyNowButton({ onClick }: { onClick?: () => void }) {
  return (
    <Button colorPalette="blue" w="full" onClick={onClick} disabled={!onClick}>
      Apply Now
    </Button>
  );
}
