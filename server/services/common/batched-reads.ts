// Reads of one kind asked at about the same time, answered by one query. PGlite runs one statement
// at a time, and each is a round trip between two processes: under a burst of uncached one-job reads,
// every read queued behind the others. Batched, the reads that arrive while a query runs share the
// next one. A read never joins a query that has started: what it gets was read
// after it was asked, as if it had run alone.

/** One query for many keys: what it found, by key (a key it did not find is left out). */
export type LoadMany<K, V> = (keys: K[]) => Promise<Map<K, V>>;

export function batchedReads<K, V>(loadMany: LoadMany<K, V>): (key: K) => Promise<V | undefined> {
  let next: { keys: Set<K>; answer: Promise<Map<K, V>> } | null = null;
  let running: Promise<unknown> = Promise.resolve();
  return (key) => {
    if (!next) {
      const keys = new Set<K>();
      const before = running;
      const answer = (async () => {
        // Starts when the query before it has ended (one at a time), and always a turn later, so
        // that the keys asked in the meantime are in it.
        await before.catch(() => {});
        next = null;
        return loadMany([...keys]);
      })();
      next = { keys, answer };
      running = answer;
    }
    next.keys.add(key);
    return next.answer.then((found) => found.get(key));
  };
}
