// The shell of every update dialog: a form that saves, says why not (offline, the server's message)
// and, on success, shows 'Profile Updated Successfully' and refreshes the account (navbar too).
import { Button, chakra, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { isOffline } from '../../lib/online.ts';
import { FormMessage } from '../../ui/form-field.tsx';
import { toast } from '../../ui/toaster/toast.ts';
import { ACCOUNT_ROOT, PROFILE_OFFLINE, profileErrorMessage } from './api.ts';

type Props = {
  title: string;
  trigger: string;
  /** Uploads (if any) and the PUT; throws to show a message. */
  onSave: (form: FormData) => Promise<unknown>;
  /** Called on every open, so the dialog's own state (a chosen file) starts fresh. */
  onOpen?: () => void;
  children: ReactNode;
};

export function ProfileDialog({ title, trigger, onSave, onOpen, children }: Props) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [offline, setOffline] = useState(false);
  const save = useMutation({
    mutationFn: onSave,
    onSuccess: () => {
      toast({ title: 'Profile Updated Successfully', type: 'success' });
      setOpen(false);
      return queryClient.invalidateQueries({ queryKey: ACCOUNT_ROOT });
    },
  });
  const error = offline ? PROFILE_OFFLINE : save.error ? profileErrorMessage(save.error) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.reset();
    setOffline(isOffline());
    if (!isOffline()) save.mutate(new FormData(event.currentTarget));
  };

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (e.open) {
          save.reset();
          setOffline(false);
          onOpen?.();
        }
      }}
      // Fresh fields on every open: the inputs start from the saved values.
      lazyMount
      unmountOnExit
      scrollBehavior="inside"
      size="lg"
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="blue" size="sm">
          {trigger}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form onSubmit={onSubmit} display="contents" aria-label={title}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
                <FormMessage message={error} />
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={save.isPending}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="blue" loading={save.isPending} loadingText="Saving…">
                  Save
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
