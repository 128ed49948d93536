// Wires the offline outbox into the app: the replayer runs for a signed-in user from the first idle
// moment, and every answered entry refreshes the screens that show it.
import type { OutboxKind } from '../offline/db.ts';
import { onSettled } from '../offline/events.ts';
import { ensureReplayScheduler } from '../offline/start.ts';
import { queryClient } from '../lib/query-client.ts';

const affected: Record<OutboxKind, string[]> = {
  apply: ['jobs', 'job', 'applications', 'company-jobs'],
  post: ['feed'],
  decision: ['applicants', 'job', 'jobs'],
  save: ['saved'],
  withdraw: ['applications', 'job'],
  'push-unsubscribe': [],
};

let started = false;

export function startOfflineSync(): void {
  if (started) return;
  started = true;
  // A burst of replayed entries (100 applies after a day offline) refreshes each screen once.
  const roots = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  onSettled(({ entry }) => {
    for (const root of affected[entry.kind]) roots.add(root);
    clearTimeout(timer);
    timer = setTimeout(() => {
      for (const root of roots) void queryClient.invalidateQueries({ queryKey: [root] });
      roots.clear();
    }, 250);
  });
  ensureReplayScheduler();
}
