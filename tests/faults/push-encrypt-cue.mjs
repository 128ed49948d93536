// Makes the push encryption thread die or hang on cue (a payload of "die" or "hang"). Imported
// before the thread's own module (push-encrypt-dying.mjs), so it hears each call first.
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', ({ input }) => {
  if (input.payload === 'die') process.exit(3);
  if (input.payload === 'hang') for (;;) {}
});
