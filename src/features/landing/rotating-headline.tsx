// The headline's last words change every 3000 ms. The first paint shows plain text; the animated
// version (framer-motion) is loaded when the browser is idle, so it never delays the page.
import { chakra } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { HeadlineWord } from './headline-word.tsx';

export const HEADLINE_WORDS = ['your perfect fit', 'your dream job', 'your next opportunity'] as const;
export const HEADLINE_INTERVAL_MS = 3000;

const RotatingWords = lazy(() =>
  import('./rotating-words.tsx').then((mod) => ({ default: mod.RotatingWords })),
);

export function useRotatingIndex(length: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const id = window.setInterval(() => setIndex((i) => (i + 1) % length), intervalMs);
    return () => window.clearInterval(id);
  }, [length, intervalMs]);
  return index;
}

function useWhenIdle() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 500);
    return () => window.clearTimeout(id);
  }, []);
  return idle;
}

export function RotatingHeadline() {
  const index = useRotatingIndex(HEADLINE_WORDS.length, HEADLINE_INTERVAL_MS);
  const word = HEADLINE_WORDS[index] ?? HEADLINE_WORDS[0];
  const animate = useWhenIdle();
  const plain = <HeadlineWord>{word}</HeadlineWord>;
  return (
    <chakra.h1
      fontSize={{ base: '4xl', sm: '5xl', lg: '7xl' }}
      fontWeight="extrabold"
      letterSpacing="tighter"
      lineHeight="1.1"
      textWrap="balance"
    >
      <chakra.span srOnly>Find your perfect fit, your dream job, your next opportunity</chakra.span>
      <span aria-hidden="true">
        Find{' '}
        <chakra.span display="block" minH="1.15em" overflow="hidden" data-testid="headline-word">
          {animate ? (
            <Suspense fallback={plain}>
              <RotatingWords word={word} />
            </Suspense>
          ) : (
            plain
          )}
        </chakra.span>
      </span>
    </chakra.h1>
  );
}
