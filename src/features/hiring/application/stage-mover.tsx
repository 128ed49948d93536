// The recruiter's "Move to…" on an application's own page, beside its stage: the same move as the
// board's, queued offline like any write, with a move still waiting shown as such.
import { HStack, Text } from '@chakra-ui/react';
import { reachableStages, type Stage, stageLabels } from '../../../../contract/hiring.ts';
import { useOutboxEntries } from '../../../offline/outbox.ts';
import { StageSelect } from '../../../ui/stage-select.tsx';
import { useMove } from '../api-writes.ts';

type Props = { applicationId: string; stage: Stage; candidateName: string };

export function StageMover({ applicationId, stage, candidateName }: Props) {
  const move = useMove();
  const waiting = useOutboxEntries('move').filter(
    (e) => e.ref.applicationId === applicationId && e.state === 'pending',
  );
  // A move still queued counts: the next one leaves the stage it goes to.
  const shown = (waiting.at(-1)?.ref.to as Stage | undefined) ?? stage;
  const targets = reachableStages(shown);
  if (targets.length === 0 && waiting.length === 0) return null;
  return (
    <HStack gap="3" wrap="wrap">
      {waiting.length > 0 && (
        <Text fontSize="sm" color="orange.fg" data-testid="queued-move">
          Move to {stageLabels[shown]} waiting to be sent
        </Text>
      )}
      {targets.length > 0 && (
        <StageSelect
          label={`Move to… (${candidateName})`}
          none="Move to…"
          value=""
          stages={targets}
          onChange={(to) => to && move.mutate({ applicationId, candidateName, from: shown, to })}
          size="sm"
          width="auto"
          disabled={move.isPending}
        />
      )}
    </HStack>
  );
}
