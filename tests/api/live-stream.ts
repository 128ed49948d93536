// Reads a Server-Sent Events answer as a browser would (fields `id:` and `data:`, blank line ends an
// event, `:` lines are comments), over a real socket: app.inject cannot hold a stream open.
export type SseEvent = { id: string | null; data: unknown };

export type SseReader = {
  status: number;
  headers: Headers;
  /** The last `id:` seen, as an EventSource keeps it for its reconnection. */
  lastId: () => string | null;
  /** Resolves with the next `count` events (data ones), or rejects after `ms`. */
  next: (count?: number, ms?: number) => Promise<SseEvent[]>;
  /** Events that arrived within `ms` (none expected, usually). */
  quiet: (ms: number) => Promise<SseEvent[]>;
  close: () => void;
  /** Whether the server has ended the stream, waiting up to `ms` for it. */
  endedWithin: (ms: number) => Promise<boolean>;
};

export async function openStream(url: string, headers: Record<string, string> = {}): Promise<SseReader> {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  const events: SseEvent[] = [];
  let waiter: (() => void) | undefined;
  let lastId: string | null = null;
  let ended: Promise<void> = new Promise(() => {});
  if (res.ok && res.body) {
    ended = (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      let id: string | null = null;
      let data: string[] = [];
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let nl = buffer.indexOf('\n');
          while (nl >= 0) {
            const line = buffer.slice(0, nl);
            buffer = buffer.slice(nl + 1);
            if (line === '') {
              if (id !== null) lastId = id;
              if (data.length) events.push({ id: lastId, data: JSON.parse(data.join('\n')) });
              id = null;
              data = [];
              waiter?.();
            } else if (line.startsWith('id:')) id = line.slice(3).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
            nl = buffer.indexOf('\n');
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  }
  const take = (count: number) => events.splice(0, count);
  return {
    status: res.status,
    headers: res.headers,
    lastId: () => lastId,
    next: (count = 1, ms = 3000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`fewer than ${count} events within ${ms} ms`)), ms);
        const check = () => {
          if (events.length < count) return;
          clearTimeout(timer);
          waiter = undefined;
          resolve(take(count));
        };
        waiter = check;
        check();
      }),
    quiet: async (ms) => {
      await new Promise((r) => setTimeout(r, ms));
      return take(events.length);
    },
    close: () => abort.abort(),
    endedWithin: (ms) =>
      Promise.race([ended.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]),
  };
}

/** Waits until the stream has sent its start (its first `id:`), so later writes are after it. */
export async function started(reader: SseReader, ms = 3000): Promise<string> {
  const until = Date.now() + ms;
  while (reader.lastId() === null) {
    if (Date.now() > until) throw new Error('the stream did not start');
    await new Promise((r) => setTimeout(r, 10));
  }
  return reader.lastId() as string;
}
