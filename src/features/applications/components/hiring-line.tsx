// Under a history row: where the application stands (its stage, as the candidate reads it) and the
// way to its timeline and messages, with the recruiter's unread messages counted.
import { Badge, HStack, Text } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { Link } from '@tanstack/react-router';
import type { Stage } from '../../../../contract/hiring.ts';
import { StageBadge } from '../../../ui/stage-badge.tsx';

export function HiringLine({
  applicationId,
  stage,
  unread,
}: {
  applicationId: string;
  stage: Stage;
  unread: number;
}) {
  return (
    <HStack mt="3" gap="3" wrap="wrap" data-testid="hiring-line">
      {/* A withdrawn row already carries the "Withdrawn" badge: the stage would only repeat it. */}
      {stage !== 'withdrawn' && (
        <HStack gap="1.5">
          <Text fontSize="sm" color="fg.muted">
            Stage
          </Text>
          <StageBadge stage={stage} />
        </HStack>
      )}
      <Link to="/applications/$applicationId" params={{ applicationId }}>
        <Text as="span" fontSize="sm" color="blue.fg" _hover={{ textDecoration: 'underline' }}>
          Timeline and messages
        </Text>
      </Link>
      {unread > 0 && (
        <Badge recipe={badgeRecipe} colorPalette="blue" size="sm">
          {unread} unread {unread === 1 ? 'message' : 'messages'}
        </Badge>
      )}
    </HStack>
  );
}
