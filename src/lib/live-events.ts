// The tab's one stream of live events (GET /api/events, Server-Sent Events read through fetch, as an
// EventSource cannot send the bearer token). It is open while anything listens and the tab has a
// session, reconnects by itself (after a drop, at once when the network comes back, and when the
// server has been silent past its heartbeat), and resumes after the last event it saw, so a
// listener gets each event once. Loaded lazily: nothing here runs for the first screen.
import { useEffect, useRef } from 'react';
import { type LiveEvent, liveEvent } from '../../contract/live.ts';
import { API_BASE } from './http.ts';
import { getToken, sessionSignal } from './session.ts';

export type LiveListener = (event: LiveEvent) => void;

const listeners = new Set<LiveListener>();
/** The server comments every 15 s: this long without a byte means the connection is dead. */
const silentMs = 40_000;
const backoffMs = [1000, 2000, 5000, 10_000, 30_000];

let lastId: string | null = null;
let lastToken: string | null = null;
let current: AbortController | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;

function deliver(data: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return;
  }
  const event = liveEvent.safeParse(parsed);
  if (!event.success) return; // a kind this version does not know
  for (const listener of [...listeners]) listener(event.data);
}

/** Splits the stream into events: `id:` and `data:` fields, a blank line ends one. */
async function read(body: ReadableStream<Uint8Array>, abort: AbortController) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let id: string | null = null;
  let data: string[] = [];
  let watchdog = setTimeout(() => abort.abort(), silentMs);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      clearTimeout(watchdog);
      watchdog = setTimeout(() => abort.abort(), silentMs);
      failures = 0;
      buffer += decoder.decode(value, { stream: true });
      for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
        const line = buffer.slice(0, nl).replace(/\r$/, '');
        buffer = buffer.slice(nl + 1);
        if (line === '') {
          if (id !== null) lastId = id;
          if (data.length) deliver(data.join('\n'));
          id = null;
          data = [];
        } else if (line.startsWith('id:')) id = line.slice(3).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
    }
  } finally {
    clearTimeout(watchdog);
  }
}

function later(ms: number) {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(connect, ms);
}

async function connect() {
  clearTimeout(retryTimer);
  current?.abort();
  const token = getToken();
  if (!token || listeners.size === 0) {
    current = null;
    return;
  }
  // Another account's resume point means nothing to the server.
  if (token !== lastToken) lastId = null;
  lastToken = token;
  const abort = new AbortController();
  current = abort;
  const ended = sessionSignal();
  ended.addEventListener('abort', () => abort.abort(), { once: true });
  let waitMs = backoffMs[Math.min(failures++, backoffMs.length - 1)] as number;
  try {
    const query = lastId ? `?lastEventId=${encodeURIComponent(lastId)}` : '';
    const res = await fetch(`${API_BASE}/events${query}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      cache: 'no-store',
      signal: abort.signal,
    });
    if (res.status === 401) {
      current = null; // signed out: the next subscriber with a session opens a new stream
      return;
    }
    if (res.status === 429) waitMs = Number(res.headers.get('retry-after') ?? 30) * 1000;
    if (res.ok && res.body) await read(res.body, abort);
  } catch {
    // dropped, aborted or offline: tried again below
  }
  if (current !== abort) return;
  if (ended.aborted) {
    current = null;
    return;
  }
  // Half a wait to twice it, so tabs that lost one server do not all come back at once.
  later(waitMs * (0.5 + Math.random()));
}

if (typeof window !== 'undefined') {
  // A new network: the old connection is likely dead without knowing it.
  window.addEventListener('online', () => {
    if (listeners.size) {
      failures = 0;
      void connect();
    }
  });
}

/** Calls `listener` with each live event of the signed-in user until the returned function is called. */
export function subscribeLive(listener: LiveListener): () => void {
  listeners.add(listener);
  if (!current) void connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(retryTimer);
      current?.abort();
      current = null;
    }
  };
}

/** subscribeLive for a component's lifetime; the latest `listener` is the one called. */
export function useLiveEvents(listener: LiveListener, enabled = true): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (!enabled) return;
    return subscribeLive((event) => latest.current(event));
  }, [enabled]);
}
