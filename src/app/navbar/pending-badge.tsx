// The navbar's small count of writes waiting in the outbox; failed ones turn it red.
import { chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useOutboxCounts } from '../../offline/outbox.ts';
import { focusRingOutside } from '../../ui/focus-ring.ts';

export function PendingBadge() {
  const { total, failed } = useOutboxCounts();
  if (total === 0) return null;
  const label = failed ? `${failed} not sent — see why` : `${total} waiting to send`;
  return (
    <chakra.span
      asChild
      px="2.5"
      py="1"
      rounded="full"
      fontSize="xs"
      fontWeight="semibold"
      whiteSpace="nowrap"
      bg={failed ? 'red.600' : 'orange.600'}
      color="white"
      _focusVisible={focusRingOutside}
    >
      <Link to="/outbox" aria-label={`Outbox: ${label}`} data-testid="pending-badge">
        {failed ? `${failed} failed` : `${total} pending`}
      </Link>
    </chakra.span>
  );
}
