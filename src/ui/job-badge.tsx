import { Badge } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

/** Chakra's Badge with its recipe passed here, so the first-load system does not carry it. */
export function JobBadge(props: ComponentProps<typeof Badge>) {
  return <Badge recipe={badgeRecipe} variant="subtle" size="md" {...props} />;
}
