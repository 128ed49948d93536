// What every screen is made of besides its content: its title, what it shows instead of its items
// (loading, empty, an error with 'Try Again' when asking again can help), and the notice above a
// screen answered from the device's copy. One look for every screen.
import { Button, Center, Heading, type HeadingProps, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { type FoundOnDevice, FoundLine } from './found-on-device.tsx';

/** The h1 every screen opens with. */
export function PageTitle(props: HeadingProps) {
  return <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" {...props} />;
}

type StateProps = {
  title?: string;
  text?: ReactNode;
  /** An error: said as an alert, in red. Implied by `onRetry`. */
  error?: boolean;
  onRetry?: () => void;
  /** A way on (Browse Jobs, Clear search, Back). */
  action?: ReactNode;
};

export function StateMessage({ title, text, onRetry, error = Boolean(onRetry), action }: StateProps) {
  return (
    <Center
      role={error ? 'alert' : 'status'}
      py="16"
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="xl"
      textAlign="center"
    >
      <Stack gap="3" align="center">
        {title && (
          <Heading as="h2" fontSize="lg" fontWeight="semibold">
            {title}
          </Heading>
        )}
        {text && <Text color={error ? 'red.fg' : 'fg.muted'}>{text}</Text>}
        {onRetry && (
          <Button colorPalette="blue" onClick={onRetry}>
            Try Again
          </Button>
        )}
        {action}
      </Stack>
    </Center>
  );
}

export function LoadingState({ label }: { label: string }) {
  return (
    <Center py="16" role="status" aria-label={label}>
      <Spinner size="lg" color="blue.solid" borderWidth="3px" />
    </Center>
  );
}

// The notice's own code loads only when it shows (from the service worker's cache): an online
// first load needs none of it.
const OfflineNoticeBox = lazy(() =>
  import('./offline-notice-box.tsx').then((m) => ({ default: m.OfflineNoticeBox })),
);

/**
 * Above a list or page answered from the device's copy (mirror) instead of the network; `found`,
 * for a search run over the device, says how many it found among how many it holds.
 */
export function OfflineNotice({
  savedAt,
  offline,
  found,
}: {
  savedAt: number | null | undefined;
  offline: boolean | undefined;
  found?: FoundOnDevice;
}) {
  if (!offline) return null;
  return (
    // Until the box's code is in (first time offline), the count shows with the results it counts.
    <Suspense fallback={found ? <FoundLine found={found} /> : null}>
      <OfflineNoticeBox savedAt={savedAt} found={found} />
    </Suspense>
  );
}
