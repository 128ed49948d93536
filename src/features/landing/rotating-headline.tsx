// The headline's last words change every 3000 ms. Each new phrase slides in with a CSS animation
// (keyframe `headline-in` in src/app/system.ts): no animation library, nothing to load, and the
// prerendered first phrase does not move. Reduced motion keeps the words but drops the movement.
import { chakra } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { HeadlineWord } from './headline-word.tsx';

export const HEADLINE_WORDS = ['your perfect fit', 'your dream job', 'your next opportunity'] as const;
export const HEADLINE_INTERVAL_MS = 3000;

/** How many times the phrase has changed since the page opened. */
function useTicks(intervalMs: number) {
  const [ticks, setTicks] = useState(0);
  useEffect(() => {
    const id = window.setInterval(() => setTicks((t) => t + 1), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return ticks;
}

export function RotatingHeadline() {
  const ticks = useTicks(HEADLINE_INTERVAL_MS);
  const word = HEADLINE_WORDS[ticks % HEADLINE_WORDS.length] ?? HEADLINE_WORDS[0];
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
          <chakra.span
            key={ticks}
            display="inline-block"
            animation={ticks > 0 ? 'headline-in 0.35s ease-out' : undefined}
            _motionReduce={{ animation: 'none' }}
          >
            <HeadlineWord>{word}</HeadlineWord>
          </chakra.span>
        </chakra.span>
      </span>
    </chakra.h1>
  );
}
