// The built PWA as the server sends it: prerendered screens on their own paths, the app shell for
// every other client route, JSON 404 for unknown API paths.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
let staticDir: string;

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-static-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<div id="root"></div>shell');
  fs.mkdirSync(path.join(staticDir, 'prerendered'));
  fs.writeFileSync(path.join(staticDir, 'prerendered/sign-in.html'), '<div id="root">Welcome back</div>');
  fs.writeFileSync(path.join(staticDir, 'prerendered/index.html'), '<div id="root">Landing</div>');
  ctx = await createTestContext({ env: { STATIC_DIR: staticDir } });
});

afterAll(async () => {
  await ctx.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('prerendered screens', () => {
  it('serves a prerendered screen on its path, never cached stale', async () => {
    const res = await get('/sign-in');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Welcome back');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await get('/sign-in?next=%2Fjobs')).body).toContain('Welcome back');
  });

  it('serves the prerendered root on /', async () => {
    expect((await get('/')).body).toContain('Landing');
  });

  it('gives every other client route the app shell', async () => {
    for (const url of ['/jobs', '/sign-up', '/Sign-In', '/company/1/jobs']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('shell');
    }
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const res = await get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });
});
