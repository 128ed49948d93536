import { type ReactNode, Suspense } from 'react';
import { isAdoptingPrerender } from './use-hydrated.ts';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Turn n resolves n tasks after it is first asked for; each part is adopted in its own task. */
const turns = new Map<number, { ready: Promise<void>; done: boolean }>();
let lastTurn = 0;

function turn(n: number) {
  const known = turns.get(n);
  if (known) return known;
  lastTurn = Math.max(lastTurn, n);
  const entry = { ready: Promise.resolve(), done: false };
  entry.ready = (async () => {
    for (let i = 0; i < n; i++) await nextTask();
    entry.done = true;
  })();
  turns.set(n, entry);
  return entry;
}

/** After the next paint, when Preact runs effects (or 100 ms, as Preact does in a hidden tab). */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

/**
 * Resolves once every part wrapped in AdoptInTurn has been adopted and its effects have run
 * (src/app/start.tsx): from then on every control of the screen works through the app.
 */
export async function allTurnsAdopted() {
  await nextTask();
  for (let n = 1; n <= lastTurn; n++) await turn(n).ready;
  await afterPaint();
}

function WaitForTurn({ n, children }: { n: number; children: ReactNode }) {
  if (isAdoptingPrerender()) {
    const entry = turn(n);
    // Preact keeps a suspended part's prerendered DOM as it is and adopts it when it resumes.
    if (!entry.done) throw entry.ready;
  }
  return children;
}

/**
 * Adopting a prerendered screen is one long task in Preact (Chakra computes every element's
 * styles again): each part wrapped here is adopted in a task of its own, `turn` tasks after the
 * rest, so input is never blocked for long (bench/first-load.mjs). Outside adoption it only
 * renders its children.
 */
export function AdoptInTurn({ turn: n, children }: { turn: number; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn n={n}>{children}</WaitForTurn>
    </Suspense>
  );
}
