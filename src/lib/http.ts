// fetch wrapper for our API: base /api, JSON in and out, bearer token from the session.
// Server errors arrive as {success:false, message} with a real HTTP status -> ApiError.
// No response at all (offline, server down) -> NetworkError, so callers can say which.
import type { ApiTransport } from '../../contract/renderer.ts';
import { getToken } from './session.ts';

export const API_BASE = '/api';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export class NetworkError extends Error {
  override name = 'NetworkError';
  /** True when the browser knew it was offline; otherwise the server could not be reached. */
  readonly offline: boolean;
  constructor(offline: boolean, options?: { cause?: unknown }) {
    super(offline ? 'You are offline' : "Can't reach the server", options);
    this.offline = offline;
  }
}

/** How an API call travels: the browser's fetch, or the server's in-process API while it renders. */
export type { ApiTransport };

/** The browser's fetch, looked up at each call (tests put their own fetch in its place). */
export const browserTransport: ApiTransport = (url, init) => fetch(url, init);

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
export const isNetworkError = (e: unknown): e is NetworkError => e instanceof NetworkError;

/** A message fit to show a user, whatever was thrown. */
export function errorMessage(e: unknown, fallback = 'Something went wrong'): string {
  if (e instanceof ApiError || e instanceof NetworkError) return e.message;
  if (e instanceof Error && e.message) return e.message;
  return fallback;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the session token (default true when a session exists). */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The browser's fetch when left out; a server-rendered page's reads pass the router's `context.transport`. */
  transport?: ApiTransport;
};

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends a call and reads its answer; a refusal (4xx, 5xx) throws ApiError with the server's message. */
async function send(path: string, options: RequestOptions): Promise<{ res: Response; data: unknown }> {
  const { method = 'GET', body, auth = true, signal, transport = browserTransport } = options;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = auth ? getToken() : null;
  if (token) headers.authorization = `Bearer ${token}`;

  let res: Response;
  try {
    res = await transport(`${API_BASE}${path.startsWith('/') ? path : `/${path}`}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    // The browser's own flag, read here: lib/ sits below offline/, which builds on this module.
    throw new NetworkError(typeof navigator !== 'undefined' && navigator.onLine === false, { cause });
  }

  const data = await readBody(res);
  if (!res.ok) {
    const message =
      data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
        ? (data as { message: string }).message
        : `Request failed (${res.status})`;
    throw new ApiError(message, res.status, data);
  }
  return { res, data };
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await send(path, options)).data as T;
}

/** A list's page address: `path?limit=…` and the cursor and filters that are set (empty ones left out). */
export function pagePath(path: string, params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value != null && value !== '') query.set(key, String(value));
  }
  return `${path}?${query}`;
}

/**
 * The target of the `rel="next"` link of a Link header (RFC 8288), as an API path that http's
 * calls take (`/activity?limit=20&cursor=…`); null when there is no next page.
 */
export function nextPageLink(header: string | null): string | null {
  for (const link of header?.split(/,(?=\s*<)/) ?? []) {
    const [, target = '', params = ''] = /^\s*<([^>]*)>(.*)$/.exec(link) ?? [];
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;]+))/i.exec(params);
    if (!(rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/).includes('next')) continue;
    return apiPath(target);
  }
  return null;
}

/** A URL the server gave, as a path under API_BASE; only our own API's path and query are kept. */
function apiPath(target: string): string | null {
  try {
    const url = new URL(target, 'http://api.invalid');
    return url.pathname.startsWith(`${API_BASE}/`) ? url.pathname.slice(API_BASE.length) + url.search : null;
  } catch {
    return null; // not a URL at all
  }
}

/** A page of a list the server answers as a bare JSON array, its next page in the Link header. */
export type LinkedPage<T> = { items: T[]; next: string | null };

async function getPage<T>(
  path: string,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<LinkedPage<T>> {
  const { res, data } = await send(path, { ...options, method: 'GET' });
  if (!Array.isArray(data)) {
    throw new ApiError('The server answered with something other than a list', res.status, data);
  }
  return { items: data as T[], next: nextPageLink(res.headers.get('link')) };
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  /** A page of an array list: its rows and the API path of the next page (from the Link header). */
  page: getPage,
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};
