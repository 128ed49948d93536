// Logout while queued actions wait: say how many, and let the user wait for them or drop them.
// Logging out wipes this device's copy (shared devices), outbox included, so this is the last
// chance to keep them; they are never dropped without the user choosing so.
import { Button, Text } from '@chakra-ui/react';
import { DialogFrame } from '../../ui/dialog-frame.tsx';

type Props = {
  /** Queued actions (pending or refused) still on this device. */
  count: number;
  open: boolean;
  onWait: () => void;
  onLogoutAnyway: () => void;
};

export const queuedWritesText = (count: number) =>
  count === 1
    ? "1 action you made offline hasn't reached the server yet."
    : `${count} actions you made offline haven't reached the server yet.`;

export function QueuedWritesDialog({ count, open, onWait, onLogoutAnyway }: Props) {
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      onClose={onWait}
      size="sm"
      title="Logout now?"
      footer={
        <>
          <Button variant="outline" colorPalette="red" onClick={onLogoutAnyway}>
            Logout anyway
          </Button>
          <Button colorPalette="blue" onClick={onWait}>
            Wait for them
          </Button>
        </>
      }
    >
      <Text>{queuedWritesText(count)}</Text>
      <Text mt="2" color="fg.muted">
        They are sent as soon as you are back online. If you log out now, they are lost.
      </Text>
    </DialogFrame>
  );
}
