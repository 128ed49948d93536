// A network that hangs: page one waits `slowMs` for the server, then the device's copy is shown in
// its place, and the server's late answer replaces it when it comes.

/** How long page one may take before the device's copy is shown in its place. */
export const SLOW_MS = 3000;

/** The promise's value, or null when it takes longer than `ms` (its failure is passed on). */
export function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  if (!Number.isFinite(ms)) return promise;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The network's answer when it comes within `slowMs`; else the device's (when it has one), and the
 * network's answer goes to `onLateAnswer` once it arrives.
 */
export async function raceSlowNetwork<A>(
  network: Promise<A>,
  slowMs: number,
  fromDevice: () => Promise<A | null>,
  onLateAnswer?: (answer: A) => void,
): Promise<A> {
  const first = await withDeadline(network, slowMs);
  if (first) return first;
  const saved = await fromDevice();
  if (!saved) return network;
  network.then(onLateAnswer, () => {});
  return saved;
}
