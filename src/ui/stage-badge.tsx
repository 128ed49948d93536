// An application's stage as a badge, with the label the candidate reads (rejected: "Not selected").
// Shared by the candidate's history and the recruiter's board and application page.
import { Badge } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { type Stage, stageLabels } from '../../contract/hiring.ts';

export const stagePalette: Record<Stage, string> = {
  applied: 'gray',
  screening: 'blue',
  interview: 'purple',
  offer: 'orange',
  hired: 'green',
  rejected: 'red',
  withdrawn: 'gray',
};

export function StageBadge({ stage, size = 'md' }: { stage: Stage; size?: 'sm' | 'md' }) {
  return (
    <Badge
      recipe={badgeRecipe}
      variant="subtle"
      colorPalette={stagePalette[stage]}
      size={size}
      flexShrink={0}
    >
      {stageLabels[stage]}
    </Badge>
  );
}
