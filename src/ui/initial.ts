// Its own module: the navbar (first load) needs only this, not the avatar component.

/** The uppercase first letter of a name, else U: an avatar without a picture. */
export function initialOf(name: string | null | undefined): string {
  return name?.trim().charAt(0).toUpperCase() || 'U';
}
