// A list the signed-in user reads online and offline (notifications, message threads): its rows as
// linked cards, and what shows instead of them (loading, why it cannot show, empty), then "load more".
import { Box, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { errorMessage, isNetworkError } from '../lib/http.ts';
import { LoadMoreFor } from './load-more-sentinel.tsx';
import { LoadingState, StateMessage } from './screen.tsx';

type PagedQuery = Parameters<typeof LoadMoreFor>[0]['query'] & {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
};

type Props = {
  query: PagedQuery;
  count: number;
  /** What the list holds, as in "Loading notifications", "no copy of your notifications". */
  what: string;
  empty: { title: string; text: string };
  children: ReactNode;
};

export function KeptList({ query, count, what, empty, children }: Props) {
  if (query.isPending) return <LoadingState label={`Loading ${what}`} />;
  if (query.isError && count === 0) {
    return <CannotShow query={query} what={`your ${what}`} failure={`Could not load your ${what}`} />;
  }
  if (count === 0) return <StateMessage title={empty.title} text={empty.text} />;
  return (
    <>
      <Stack as="ul" gap="3">
        {children}
      </Stack>
      <LoadMoreFor query={query} />
    </>
  );
}

/**
 * What a screen with no copy on this device says instead of its content: that it is offline, or the
 * server's reason (`failure` when it gave none), with Try Again.
 */
export function CannotShow({
  query,
  what,
  failure,
}: {
  query: { error: unknown; refetch: () => Promise<unknown> };
  /** What has no copy: "this board", "your notifications". */
  what: string;
  failure: string;
}) {
  return (
    <StateMessage
      text={
        isNetworkError(query.error)
          ? `You're offline, and this device has no copy of ${what} yet.`
          : errorMessage(query.error, failure)
      }
      onRetry={() => void query.refetch()}
    />
  );
}

/** One row: a card that is a link (the child), highlighted while unread. */
export function KeptListRow({ unread, children }: { unread: boolean; children: ReactNode }) {
  return (
    <Box as="li" listStyleType="none">
      <Box
        asChild
        display="block"
        borderWidth="1px"
        rounded="xl"
        p="4"
        bg={unread ? 'blue.subtle' : 'bg.panel'}
        _hover={{ shadow: 'sm' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
      >
        {children}
      </Box>
    </Box>
  );
}
