// Password hashing is the one thing a request can ask for that takes a core for a long while (scrypt:
// about 0.4 s). Unbounded, ten sign-ins at once took every core and left the rest of the traffic a
// fraction of its throughput. The gate lets `slots` tasks run at once and keeps more in line (first
// come, first served) while the line is short: at most `maxWaiting`, and short enough that a newcomer
// is answered within `maxWaitMs` at the pace tasks have been taking, its own task included (a busy
// machine hashes slower, so its line is shorter; when one hash alone takes that long, nobody waits).
// Estimates can be wrong when the machine suddenly gets busy: a task not done within `giveUpMs`
// (line included) is refused too, while it runs on in its slot, so that its client hears "try again"
// instead of waiting until it gives up. The rest are refused at once, with an estimate of when to come back: a quick "try again"
// beats a request that waits until its client gives up.

/** Refused: the line is full. `retryAfterSeconds` estimates when the line will have worked off. */
export class GateFull extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The line is full');
    this.name = 'GateFull';
  }
}

export type Gate = {
  run: <T>(task: () => Promise<T>) => Promise<T>;
  /** Tasks running and waiting now. */
  load: () => { running: number; waiting: number };
};

export function createGate(options: {
  slots: number;
  maxWaiting: number;
  maxWaitMs: number;
  expectedMs: number;
  giveUpMs?: number;
}): Gate {
  const { slots, maxWaiting, maxWaitMs, giveUpMs = Number.POSITIVE_INFINITY } = options;
  let running = 0;
  const waiting: Array<() => void> = [];
  // A moving average of how long a task takes, starting from what one is expected to take.
  let averageMs = options.expectedMs;

  const retryAfterSeconds = () =>
    Math.max(1, Math.ceil((((running + waiting.length) / slots) * averageMs) / 1000));

  /** The longest a newcomer would take: the line ahead of it, one task to end, and its own task. */
  const waitMs = () => (waiting.length / slots + 2) * averageMs;

  async function admitted<T>(task: () => Promise<T>): Promise<T> {
    if (running < slots) running++;
    else if (waiting.length >= maxWaiting || waitMs() > maxWaitMs) throw new GateFull(retryAfterSeconds());
    // A finishing task hands its slot straight to the first in line: `running` stays as it is.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    const started = performance.now();
    try {
      return await task();
    } finally {
      averageMs = 0.8 * averageMs + 0.2 * (performance.now() - started);
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }
  function run<T>(task: () => Promise<T>): Promise<T> {
    const result = admitted(task);
    if (!Number.isFinite(giveUpMs)) return result;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new GateFull(retryAfterSeconds())), giveUpMs);
    });
    result.catch(() => {}); // refused as late: its own end is nobody's business
    return Promise.race([result, late]).finally(() => clearTimeout(timer));
  }
  return { run, load: () => ({ running, waiting: waiting.length }) };
}
