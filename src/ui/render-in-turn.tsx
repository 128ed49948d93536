import { type ReactNode, Suspense } from 'react';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Turn n resolves n tasks after it is first asked for; each part renders in its own task. */
const turns = new Map<number, { ready: Promise<void>; done: boolean }>();
let lastTurn = 0;
/** True during the app's first render of a screen (src/app/start.tsx), adopted or from scratch. */
let inTurns = false;

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

/** The app's first render starts: the parts wrapped in RenderInTurn wait for their turn. */
export function startFirstRender() {
  inTurns = true;
}

/**
 * Resolves once every part wrapped in RenderInTurn has rendered (or adopted its prerendered HTML)
 * and its effects have run: from then on every control of the screen works through the app, and
 * later renders are whole again.
 */
export async function firstRenderDone() {
  await nextTask();
  for (let n = 1; n <= lastTurn; n++) {
    await turn(n).ready;
    // The part rendered in this turn may ask for a later one (a screen's own parts).
    await nextTask();
  }
  await afterPaint();
  inTurns = false;
}

function WaitForTurn({ n, children }: { n: number; children: ReactNode }) {
  if (inTurns) {
    const entry = turn(n);
    // Preact keeps a suspended part's prerendered DOM as it is and adopts it when it resumes.
    if (!entry.done) throw entry.ready;
  }
  return children;
}

/**
 * Preact renders (and adopts a prerendered screen) in one synchronous pass, and Chakra computes
 * every element's styles: a whole screen was one task of 250–300 ms at 4× CPU. During the first
 * render each part wrapped here renders in a task of its own, `turn` tasks after the rest, so input
 * is never blocked for long (bench/first-load.mjs). Afterwards it only renders its children.
 */
export function RenderInTurn({ turn: n, children }: { turn: number; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn n={n}>{children}</WaitForTurn>
    </Suspense>
  );
}
