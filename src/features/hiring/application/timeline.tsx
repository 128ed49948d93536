// The application's moves, oldest first: who moved it, from where to where, and when.
import { Box, Stack, Text } from '@chakra-ui/react';
import type { Move } from '../../../../contract/hiring.ts';
import { stageLabels } from '../../../../contract/hiring.ts';
import { relativeTime } from '../../../ui/relative-time.ts';

function what(move: Move): string {
  if (move.from === null) return `${move.by.fullName} applied`;
  if (move.to === 'withdrawn') return `${move.by.fullName} withdrew the application`;
  return `${move.by.fullName} moved it from ${stageLabels[move.from]} to ${stageLabels[move.to]}`;
}

export function Timeline({ moves }: { moves: Move[] }) {
  return (
    <Stack as="ol" gap="3" m="0" p="0" aria-label="Timeline">
      {moves.map((m) => (
        <Box as="li" key={m._id} listStyleType="none" borderStartWidth="2px" borderColor="blue.muted" ps="3">
          <Text fontSize="sm">{what(m)}</Text>
          <Text fontSize="xs" color="fg.muted">
            {relativeTime(m.at)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
