// The profile's list fields (skills, roles, locations) are typed as comma-separated text.

/** "a, b ,, c" → ["a", "b", "c"]. */
export const splitList = (value: string): string[] =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** ["a", "b"] → "a, b", for a text field that edits the list. */
export const joinList = (list: readonly string[] | null | undefined): string => (list ?? []).join(', ');
