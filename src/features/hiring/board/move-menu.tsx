// The board's one "Move to…" menu. A card's button opens it beside that button, so hundreds of cards
// share one menu instead of mounting one each, and opening it renders no card again: the cards only
// hold the stable opener from this module's context. The items are the stages the card can reach.
// Works with the keyboard (arrows, Enter, Escape; focus goes back to the button) and with a finger.
import { Menu, Portal } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { createContext, memo, type ReactNode, useCallback, useContext, useState } from 'react';
import { reachableStages, type Stage, stageLabels } from '../../../../contract/hiring.ts';
import type { ShownCard } from './board-view.ts';

type OpenMoveMenu = (applicationId: string, button: HTMLElement) => void;

const OpenerContext = createContext<OpenMoveMenu>(() => {});

/** Opens the board's menu for a card, anchored to the button that asked. */
export const useOpenMoveMenu = () => useContext(OpenerContext);

type Props = {
  /** The card a button names, as the board shows it now. */
  cardOf: (applicationId: string) => ShownCard | undefined;
  onMove: (card: ShownCard, to: Stage) => void;
  children: ReactNode;
};

export function MoveMenu({ cardOf, onMove, children }: Props) {
  const [target, setTarget] = useState<Target | null>(null);
  const open = useCallback<OpenMoveMenu>((id, button) => setTarget({ id, button }), []);
  return (
    <OpenerContext.Provider value={open}>
      {children}
      <StageMenu
        target={target}
        card={target ? cardOf(target.id) : undefined}
        onMove={onMove}
        setTarget={setTarget}
      />
    </OpenerContext.Provider>
  );
}

type Target = { id: string; button: HTMLElement };

/** The menu itself, rendered again only when it opens, closes or its card changes, not with the board. */
const StageMenu = memo(function StageMenu({
  target,
  card,
  onMove,
  setTarget,
}: {
  target: Target | null;
  card: ShownCard | undefined;
  onMove: Props['onMove'];
  setTarget: (target: Target | null) => void;
}) {
  const targets = card ? reachableStages(card.stage) : [];
  return (
    <Menu.Root
      recipe={menuSlotRecipe}
      open={target !== null}
      onOpenChange={(d) => {
        if (d.open || !target) return;
        setTarget(null);
        // Back to the button that opened it, as a menu's own trigger would be.
        if (target.button.isConnected) target.button.focus({ preventScroll: true });
      }}
      positioning={{
        placement: 'bottom-start',
        getAnchorRect: () => target?.button.getBoundingClientRect() ?? null,
      }}
      onSelect={(d) => {
        if (card) onMove(card, d.value as Stage);
      }}
    >
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
});
