import { Badge } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';

export type BadgeStatus = 'accepted' | 'pending' | 'rejected' | 'withdrawn' | 'queued' | 'failed';

const look: Record<BadgeStatus, { label: string; palette: string }> = {
  accepted: { label: 'Accepted', palette: 'green' },
  pending: { label: 'Pending', palette: 'yellow' },
  rejected: { label: 'Rejected', palette: 'red' },
  withdrawn: { label: 'Withdrawn', palette: 'gray' },
  queued: { label: 'Pending (offline)', palette: 'orange' },
  failed: { label: 'Not sent', palette: 'red' },
};

/** Withdrawn first; then the old portal's rule: Accept true → Accepted, Pending true → Pending, else Rejected. */
export function statusOf(a: { Accept: boolean; Pending: boolean; status?: string }): BadgeStatus {
  if (a.status === 'withdrawn') return 'withdrawn';
  return a.Accept ? 'accepted' : a.Pending ? 'pending' : 'rejected';
}

export function StatusBadge({ status }: { status: BadgeStatus }) {
  const { label, palette } = look[status];
  return (
    <Badge recipe={badgeRecipe} variant="subtle" colorPalette={palette} size="md" flexShrink={0}>
      {label}
    </Badge>
  );
}
