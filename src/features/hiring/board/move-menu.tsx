// The board's one "Move to…" menu. Every card has a trigger naming it (zag's multi-trigger menu),
// so 500 cards share one menu instead of mounting 500: the items are the stages the card that
// opened it can reach. Works with the keyboard (arrows, Enter, Escape) and with a finger.
import { Menu, Portal } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { type ReactNode, useState } from 'react';
import { reachableStages, type Stage, stageLabels } from '../../../../contract/hiring.ts';
import type { ShownCard } from './board-view.ts';

type Props = {
  /** The card a trigger value names, as the board shows it now. */
  cardOf: (applicationId: string) => ShownCard | undefined;
  onMove: (card: ShownCard, to: Stage) => void;
  children: ReactNode;
};

export function MoveMenu({ cardOf, onMove, children }: Props) {
  const [active, setActive] = useState<string | null>(null);
  const card = active ? cardOf(active) : undefined;
  const targets = card ? reachableStages(card.stage) : [];
  return (
    <Menu.Root
      recipe={menuSlotRecipe}
      onTriggerValueChange={(d) => setActive(d.value)}
      onSelect={(d) => {
        if (card) onMove(card, d.value as Stage);
      }}
    >
      {children}
      <Portal>
        <Menu.Positioner>
          <Menu.Content aria-label={card ? `Move ${card.candidate.fullName} to` : 'Move to'}>
            {targets.map((stage) => (
              <Menu.Item key={stage} value={stage}>
                {stageLabels[stage]}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
