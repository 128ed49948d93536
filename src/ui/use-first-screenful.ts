import { useEffect, useState } from 'react';

/**
 * How many items of a list to render: a few on the first render, then `step` more per task until
 * all are shown (a next page too). The first cards paint sooner and no task renders a page of
 * cards. A card with a Chakra element per part costs ~4–5 ms to render even unthrottled (~20 ms at
 * 4× CPU), so the default step of two stays under the 50 ms of a long task (bench/first-load.mjs,
 * offline-start.mjs). Cards should be memoized and the count kept near them: each step re-renders
 * the component holding it.
 */
export function useFirstScreenful(total: number, first = 2, step = 2): number {
  const [limit, setLimit] = useState(first);
  const partial = limit < total;
  useEffect(() => {
    if (!partial) return;
    const timer = setTimeout(() => setLimit(limit + step), 0);
    return () => clearTimeout(timer);
  }, [partial, limit, step]);
  return Math.min(total, limit);
}
