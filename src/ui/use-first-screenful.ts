import { useEffect, useState } from 'react';

/**
 * How many items of a list to render: a first screenful on the first render, all of them a task
 * later. The first cards paint sooner and no single task renders a whole page of cards, each of
 * which costs Chakra a style computation per element (bench/offline-start.mjs, first-load.mjs).
 */
export function useFirstScreenful(total: number, screenful = 6): number {
  const [all, setAll] = useState(false);
  const partial = !all && total > screenful;
  useEffect(() => {
    if (!partial) return;
    const timer = setTimeout(() => setAll(true), 0);
    return () => clearTimeout(timer);
  }, [partial]);
  return all ? total : Math.min(total, screenful);
}
