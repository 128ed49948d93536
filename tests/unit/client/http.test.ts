// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorMessage, http, NetworkError } from '../../../src/lib/http.ts';
import { clearSession, saveSession } from '../../../src/lib/session.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession();
});

describe('http', () => {
  it('calls /api with JSON and the bearer token of the session', async () => {
    saveSession({
      success: true,
      message: 'ok',
      token: 'T0K',
      role: 'candidate',
      user: { _id: '1', username: 'a', useremail: 'a@b.c', image: null },
    });
    const fetchMock = vi.fn(async () => json(200, { success: true, data: [1] }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(http.post('/feed/post', { content: 'hi' })).resolves.toEqual({ success: true, data: [1] });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/feed/post');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"content":"hi"}');
    expect(init.headers).toMatchObject({ authorization: 'Bearer T0K', 'content-type': 'application/json' });
  });

  it('sends no token without a session or when auth is off', async () => {
    const fetchMock = vi.fn(async () => json(200, { success: true }));
    vi.stubGlobal('fetch', fetchMock);
    await http.get('/getAllJobs');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('authorization');
  });

  it('throws ApiError with the server message and status', async () => {
    vi.stubGlobal('fetch', async () => json(409, { success: false, message: 'Email is already registered' }));
    const error = await http.post('/signup', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Email is already registered' });
  });

  it('falls back to a generic message when the error body is not JSON', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(http.get('/x')).rejects.toMatchObject({ status: 502, message: 'Request failed (502)' });
  });

  it('throws a NetworkError that tells offline from an unreachable server', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const online = await http.get('/x').catch((e: unknown) => e);
    expect(online).toBeInstanceOf(NetworkError);
    expect(errorMessage(online)).toBe("Can't reach the server");

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = await http.get('/x').catch((e: unknown) => e);
    expect(offline).toMatchObject({ offline: true, message: 'You are offline' });
  });
});
