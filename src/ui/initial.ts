// Its own module: the navbar (first load) needs only this, not the avatar component.

/** The uppercase first letter of a name, else `fallback`: an avatar or a logo without a picture. */
export function initialOf(name: string | null | undefined, fallback = 'U'): string {
  return name?.trim().charAt(0).toUpperCase() || fallback;
}
