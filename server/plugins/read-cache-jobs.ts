// The read cache on PGlite, for writes that change one job's answers and nothing else a cached
// answer shows (an apply: that job's count of applications). Such a write makes stale only the
// cached answers that show that job, not every answer as other writes do: while people apply all
// day, the rest of the cache stays valid. An answer says which jobs it shows (cacheShows); one that
// does not say is treated as showing every job.

/** An answer's jobs: the ids it shows, or null when it did not say (any such write changes it). */
export type ShownJobs = ReadonlySet<string> | null;

export function jobWrites({ maxTracked = 50_000 }: { maxTracked?: number } = {}) {
  // A sequence moved by every start and end of such a write, and for each job the value it had at
  // the job's last move: an answer read at `since` is current when none of its jobs moved after.
  let seq = 0;
  const touched = new Map<string, number>();
  const running = new Map<string, number>();
  let runningAll = 0;
  const move = (job: string) => {
    seq++;
    touched.delete(job); // re-inserted last: the map stays in order of last move
    touched.set(job, seq);
  };
  return {
    /** The value to remember with an answer read from now on. */
    now: () => seq,
    start(job: string) {
      move(job);
      running.set(job, (running.get(job) ?? 0) + 1);
      runningAll++;
    },
    /**
     * Ends a write. Returns true when the record of old moves was dropped (it grew past
     * `maxTracked` jobs): every cached answer must then be treated as stale.
     */
    end(job: string): boolean {
      move(job);
      const left = (running.get(job) ?? 1) - 1;
      if (left > 0) running.set(job, left);
      else running.delete(job);
      runningAll--;
      if (touched.size <= maxTracked) return false;
      touched.clear();
      for (const j of running.keys()) touched.set(j, seq);
      return true;
    },
    /** Whether an answer read at `since`, showing `jobs`, is unchanged by these writes. */
    unchangedSince(since: number, jobs: ShownJobs): boolean {
      if (jobs === null) return runningAll === 0 && seq === since;
      for (const job of jobs) {
        if (running.has(job) || (touched.get(job) ?? 0) > since) return false;
      }
      return true;
    },
  };
}

export type JobWrites = ReturnType<typeof jobWrites>;
