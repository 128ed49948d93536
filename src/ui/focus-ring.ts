// The keyboard focus outline of the controls we style by hand (Chakra's components draw theirs
// from their recipes): one definition, so every hand-styled control shows the same ring.
export const focusRing = { outline: '2px solid', outlineColor: 'blue.focusRing' } as const;

/** The same ring, drawn 2px outside the element. */
export const focusRingOutside = { ...focusRing, outlineOffset: '2px' } as const;
