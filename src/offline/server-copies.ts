// A page the server rendered arrives with the data its screen shows (TanStack Query, hydrated): no
// query function ran here, so nothing was kept on the device. Each such answer names where its copy
// goes (`keep`, set on the server: server-render.ts): it is kept as if this browser had fetched it, and
// the screen opens offline later like any other seen before.
import type { QueryClient } from '@tanstack/react-query';
import type { KeepCopy } from './answers.ts';
import type { MirrorKind, MirrorRows } from './db.ts';
import { keepListPage, keepOne } from './device-copy.ts';

type Kept = KeepCopy & { data?: unknown; nextCursor?: string | null };

const kept = new WeakSet<object>();

function keepCopy(answer: unknown): void {
  // An infinite query holds pages: the server renders page one.
  const first = ((answer as { pages?: unknown[] } | undefined)?.pages?.[0] ?? answer) as Kept | undefined;
  if (!first?.keep || kept.has(first)) return;
  kept.add(first);
  const { kind, key } = first.keep;
  const askedAt = Date.now(); // the clock the wipe notes its time with, shared by every tab
  if (key === undefined) void keepOne(kind, first.data as MirrorRows[MirrorKind], askedAt);
  else {
    const data = first.data as MirrorRows[MirrorKind][];
    void keepListPage(kind, key, { data, nextCursor: first.nextCursor ?? null }, false, askedAt);
  }
}

/** Keeps the copies of what the server fetched, now and as more arrives (the page's query stream). */
export function keepServerCopies(client: QueryClient): void {
  for (const query of client.getQueryCache().getAll()) keepCopy(query.state.data);
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'updated') keepCopy(event.query.state.data);
  });
}
