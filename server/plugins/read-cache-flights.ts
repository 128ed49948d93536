// Identical misses of the read cache share one run of the handler (single-flight). A popular search
// that is not cached (at start, or after a write moved the version) is asked by many clients at
// once; without this, each of them queued the same query on the database, and on PGlite's single
// connection every other miss waited behind all of them.

type Flight = { version: string; done: Promise<void> };

export function missFlights() {
  const running = new Map<string, Flight>();
  return {
    /**
     * The end of the run that answers `key` at `version`, or null when none runs. A run at another
     * version answers another question (the data changed in between): nobody waits for it.
     */
    running(key: string, version: string): Promise<void> | null {
      const flight = running.get(key);
      return flight && flight.version === version ? flight.done : null;
    },
    /**
     * Starts a run for `key` at `version` (unless one runs already: then this one is on its own).
     * Returns the function that ends it; calling it again does nothing.
     */
    lead(key: string, version: string): () => void {
      if (running.has(key)) return () => {};
      let end!: () => void;
      const flight: Flight = { version, done: new Promise<void>((resolve) => (end = resolve)) };
      running.set(key, flight);
      return () => {
        if (running.get(key) === flight) running.delete(key);
        end();
      };
    },
  };
}
