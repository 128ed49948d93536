// A part of a screen whose code loads the first time the part is shown (an empty state, the chips
// of a filtered search), so a first screen without it does not fetch it. Unlike React.lazy, once
// loaded it renders at once: the server loads it before rendering (`preload`, awaited by the
// route's loader) and renders it into the page; in the browser a part shown by the server's page
// waits, inside its Suspense boundary, with the server's HTML, until its code is in.
import type { ComponentType } from 'react';

export type LazyPart<P> = { preload: () => Promise<void>; loaded: () => ComponentType<P> | undefined };

export function lazyPart<P>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (loaded) => {
        component = loaded;
      },
      (err: unknown) => {
        loading = undefined; // the next render tries again
        throw err;
      },
    );
    return loading;
  };
  return { preload, loaded: () => component };
}

/** `part` with these props; suspends (throws its loading) until its code is in. */
export function ShownLazily<P extends object>({ part, ...props }: { part: LazyPart<P> } & P) {
  const Part = part.loaded();
  if (!Part) throw part.preload();
  return <Part {...(props as unknown as P)} />;
}
