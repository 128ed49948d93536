// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorMessage, http, NetworkError, nextPageLink, pagePath } from '../../../src/lib/http.ts';
import { clearSession, saveSession } from '../../../src/lib/session.ts';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

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

describe('pagePath', () => {
  it('keeps the limit and the parameters that are set, in order, encoded', () => {
    expect(pagePath('/getAllJobs', { limit: 20, cursor: null, q: '', type: undefined })).toBe(
      '/getAllJobs?limit=20',
    );
    expect(pagePath('/companies', { limit: 20, q: 'a&b c', cursor: 'x/1' })).toBe(
      '/companies?limit=20&q=a%26b+c&cursor=x%2F1',
    );
  });
});

describe('nextPageLink (RFC 8288)', () => {
  it.each([
    ['</api/activity?limit=20&cursor=abc>; rel="next"', '/activity?limit=20&cursor=abc'],
    ['</api/activity?cursor=a>;rel=next', '/activity?cursor=a'],
    ['</api/x?page=1>; rel="prev", </api/x?page=3>; rel="next"', '/x?page=3'],
    ['</api/x?page=3>; title="a, b"; rel="prefetch next"', '/x?page=3'],
    [
      '<https://hireloop.example/api/recruiter/applicant/a%20b?limit=5>; REL="Next"',
      '/recruiter/applicant/a%20b?limit=5',
    ],
  ])('reads %s', (header, path) => {
    expect(nextPageLink(header)).toBe(path);
  });

  it.each([
    [null],
    [''],
    ['</api/x?page=1>; rel="prev"'],
    ['</api/x>; rel="nextpage"'],
    ['</elsewhere?page=2>; rel="next"'],
    ['not a link header'],
  ])('finds no next page in %s', (header) => {
    expect(nextPageLink(header)).toBeNull();
  });
});

describe('http.page', () => {
  it("answers a bare array's rows and the next page's API path, which it can fetch in turn", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('cursor')
        ? json(200, [{ _id: 'c' }])
        : json(200, [{ _id: 'a' }, { _id: 'b' }], { link: '</api/activity?limit=2&cursor=x1>; rel="next"' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const first = await http.page<{ _id: string }>('/activity?limit=2');
    expect(first).toEqual({ items: [{ _id: 'a' }, { _id: 'b' }], next: '/activity?limit=2&cursor=x1' });
    const second = await http.page<{ _id: string }>(first.next ?? '');
    expect(second).toEqual({ items: [{ _id: 'c' }], next: null });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/activity?limit=2',
      '/api/activity?limit=2&cursor=x1',
    ]);
  });

  it('refuses a body that is not a list, and passes refusals on as ApiError', async () => {
    vi.stubGlobal('fetch', async () => json(200, { success: true, data: [], nextCursor: null }));
    await expect(http.page('/activity')).rejects.toBeInstanceOf(ApiError);
    vi.stubGlobal('fetch', async () => json(403, { success: false, message: 'Candidates only' }));
    await expect(http.page('/activity')).rejects.toMatchObject({ status: 403, message: 'Candidates only' });
  });
});
