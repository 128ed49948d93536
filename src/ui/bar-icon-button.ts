import { focusRing } from './focus-ring.ts';

/** A square icon button in the top bar (menu, bell): the same size, hover and focus ring. */
export const barIconButton = {
  alignItems: 'center',
  justifyContent: 'center',
  boxSize: '10',
  rounded: 'md',
  color: 'fg',
  _hover: { bg: 'bg.muted' },
  _focusVisible: focusRing,
} as const;
