// A part of a server-rendered page whose code loads the first time the person uses it (points at,
// touches, focuses or types into it), not while the page hydrates: a visitor who only reads the
// page never fetches it. Until then React keeps the server's HTML for it inside its Suspense
// boundary, and the HTML works as it is (a form still submits without script). A screen the
// browser renders itself has no HTML to keep: there the part loads at once, like ShownLazily.
//
// React drops events aimed at a part it has not hydrated, so the listeners are on the document,
// in the capture phase, which runs before React's own. A part that takes input must apply, once
// loaded, what was typed or chosen before its code came (see useFormCaughtUp).
import { memo, Suspense, useId } from 'react';
import type { LazyPart } from './shown-lazily.tsx';
import { useHydrated } from './use-hydrated.ts';

const firstUseEvents = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input', 'change'];
const waiting = new Map<string, Promise<void>>();

/** Resolves the first time an event of `firstUseEvents` reaches an element inside the area `id`. */
function firstUseOf(id: string): Promise<void> {
  let found = waiting.get(id);
  if (!found) {
    found = new Promise<void>((resolve) => {
      const onEvent = (e: Event) => {
        const area = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-used-area]') : null;
        if (area?.dataset.usedArea !== id) return;
        for (const type of firstUseEvents) document.removeEventListener(type, onEvent, true);
        waiting.delete(id);
        resolve();
      };
      for (const type of firstUseEvents) document.addEventListener(type, onEvent, true);
    });
    waiting.set(id, found);
  }
  return found;
}

function Part<P extends object>({ part, area, ...props }: { part: LazyPart<P>; area: string } & P) {
  const hydrating = !useHydrated();
  const Loaded = part.loaded();
  if (Loaded) return <Loaded {...(props as unknown as P)} />;
  if (import.meta.env.SSR || !hydrating) throw part.preload();
  throw firstUseOf(area).then(part.preload);
}

/**
 * `part` with these props, its code loaded on first use. Memoised: a parent's render with the same
 * props leaves the server's HTML alone (an update to a part not yet hydrated makes React render it
 * afresh, dropping that HTML), so give it stable props.
 */
export const ShownWhenUsed = memo(function ShownWhenUsed<P extends object>(props: { part: LazyPart<P> } & P) {
  const area = useId();
  return (
    <div data-used-area={area} style={{ display: 'contents' }}>
      <Suspense fallback={null}>
        <Part area={area} {...props} />
      </Suspense>
    </div>
  );
}) as <P extends object>(props: { part: LazyPart<P> } & P) => React.ReactNode;
