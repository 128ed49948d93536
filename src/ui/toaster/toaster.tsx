// Loaded lazily by ToasterHost. The toast recipe is passed here rather than registered in the
// system, so its styles cost nothing until the first toast.
import { Toaster as ChakraToaster, createToaster, Stack, Toast } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect } from 'react';
import { registerToaster } from './toast.ts';

const toaster = createToaster({
  placement: 'top-end',
  max: 1, // one toast visible at a time; later ones wait their turn
  duration: 5000,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

export function Toaster() {
  useEffect(() => {
    // Register one tick later: the toast group subscribes to its store in its own effects, and
    // toasts queued before the first one was loaded must arrive after that.
    const timer = window.setTimeout(() =>
      registerToaster(({ title, description, type = 'info', duration = 5000 }) => {
        // Spell out every field: an explicit `undefined` would override the toaster's defaults.
        toaster.create({ title, description, type, duration });
      }),
    );
    return () => {
      window.clearTimeout(timer);
      registerToaster(null);
    };
  }, []);

  return (
    // No Portal: it mounts a tick later, and toasts created before the group subscribes are lost.
    <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} top="72px !important">
      {(t) => (
        <Toast.Root
          recipe={toastSlotRecipe}
          width={{ md: 'sm' }}
          // Darker fills than the recipe's so white text keeps a 4.5:1 contrast.
          css={{ '&[data-type=success]': { bg: 'green.700' }, '&[data-type=error]': { bg: 'red.700' } }}
        >
          <Toast.Indicator />
          <Stack gap="1" flex="1" maxWidth="100%">
            {t.title && <Toast.Title>{t.title}</Toast.Title>}
            {t.description && <Toast.Description>{t.description}</Toast.Description>}
          </Stack>
          <Toast.CloseTrigger aria-label="Dismiss notification" />
        </Toast.Root>
      )}
    </ChakraToaster>
  );
}
