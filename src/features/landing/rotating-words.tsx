// Loaded after first paint: framer-motion only through LazyMotion + `m`, and its animation
// features arrive in a further chunk. Reduced motion keeps the words but drops the movement.
import { AnimatePresence, LazyMotion, MotionConfig, m } from 'framer-motion';
import { HeadlineWord } from './headline-word.tsx';

const loadFeatures = () => import('./motion-features.ts').then((mod) => mod.default);

export function RotatingWords({ word }: { word: string }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence mode="wait" initial={false}>
          <m.span
            key={word}
            style={{ display: 'inline-block' }}
            initial={{ y: '60%', opacity: 0 }}
            animate={{ y: '0%', opacity: 1 }}
            exit={{ y: '-60%', opacity: 0 }}
            transition={{ duration: 0.35, ease: 'easeOut' }}
          >
            <HeadlineWord>{word}</HeadlineWord>
          </m.span>
        </AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  );
}
