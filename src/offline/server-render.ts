// The server renders a visitor's page with the browser's own query functions: there is no device
// there to read a copy from or keep one on. The answer goes out as fetched, marked with where the
// browser that hydrates the page keeps its copy (server-copies.ts is the browser's half).
import { fromNetwork, type KeepCopy, type ListPage, type Offline } from './answers.ts';
import type { MirrorKind } from './db.ts';
import { renderingOnServer } from './online.ts';

export { renderingOnServer };

/** Page one of a list as the server fetched it, to be kept under `key` by the browser. */
export async function listForServer<T, M = never>(
  kind: MirrorKind,
  key: string,
  fetchPage: () => Promise<{ data: T[]; nextCursor?: string | null; meta?: M }>,
): Promise<ListPage<T, M>> {
  const { data, nextCursor, meta } = await fetchPage();
  return {
    data,
    nextCursor: nextCursor ?? null,
    ...(meta !== undefined && { meta }),
    ...fromNetwork,
    keep: { kind, key },
  };
}

/** One entity as the server fetched it, to be kept by the browser. */
export async function oneForServer<T>(
  kind: MirrorKind,
  fetchOne: () => Promise<T>,
): Promise<{ data: T } & Offline & KeepCopy> {
  return { data: await fetchOne(), ...fromNetwork, keep: { kind } };
}
