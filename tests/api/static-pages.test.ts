// The built PWA's files as the server sends them, and what a server without the page renderer
// answers (pages themselves are rendered from the build: tests/e2e/pages.spec.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
let staticDir: string;

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-static-'));
  // The shells as the build writes them: the head between its markers, an empty root.
  const shell = (name: string) =>
    `<head><!--page-head--><title>${name}</title><!--/page-head--></head><div id="root"></div>${name}`;
  fs.writeFileSync(path.join(staticDir, 'index.html'), shell('shell'));
  fs.writeFileSync(path.join(staticDir, 'document.html'), shell('document'));
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'assets/app-1234.js'), 'console.log(1)');
  fs.writeFileSync(path.join(staticDir, 'sw.js'), 'self.skipWaiting()');
  ctx = await createTestContext({ env: { STATIC_DIR: staticDir } });
});

afterAll(async () => {
  await ctx.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('built files', () => {
  it('keeps hashed assets forever and the service worker never', async () => {
    const asset = await get('/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
  });

  it('without a page renderer (SSR_DIR) renders no page, and says so', async () => {
    const res = await get('/jobs');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const res = await get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe("the emulators' sign-in helper (gapi-shim.js)", () => {
  it('is served with the Auth emulator, as a script', async () => {
    expect(ctx.app.config.firebase.authEmulatorHost).toBeTruthy();
    const res = await get('/gapi-shim.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.body).toContain('gapi');
  });

  it('is no file of the build, and without the emulators there is none', async () => {
    expect(fs.existsSync(path.resolve(import.meta.dirname, '../../public/gapi-shim.js'))).toBe(false);
    const real = await createTestContext({ env: { STATIC_DIR: staticDir, FIREBASE_AUTH_EMULATOR_HOST: '' } });
    try {
      const res = await real.app.inject({ method: 'GET', url: '/gapi-shim.js' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toMatch(/javascript/);
    } finally {
      await real.close();
    }
  });
});

describe('the seam between the server and the renderer', () => {
  it("puts the renderer's page into the shell, and its API reads reach this server in-process", async () => {
    const ssrDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-ssr-'));
    // A renderer as contract/renderer.ts types it: it reads the API through the transport it is given.
    fs.writeFileSync(
      path.join(ssrDir, 'entry-server.js'),
      `export const sharedStylesheet = { file: 'assets/shared.css', css: 'html{margin:0}' };
      export async function renderPage(url, origin, transport, finish) {
        const ready = await transport('/api/ready', { headers: { accept: 'application/json' } });
        const page = { status: 200, head: '<title>Rendered</title>', styles: '', body: 'ready:' + ready.status + ' ' + url,
          scripts: '<script>1</script>', changesAt: Infinity };
        return { status: 200, html: finish(page) };
      }`,
    );
    const rendered = await createTestContext({ env: { STATIC_DIR: staticDir, SSR_DIR: ssrDir } });
    try {
      const res = await rendered.app.inject({
        method: 'GET',
        url: '/jobs?q=x',
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      // A first visit: the shared styles inline, the file prefetched, and a cookie saying so.
      expect(res.body).toContain(
        '<title>Rendered</title><style>html{margin:0}</style><link rel="prefetch" href="/assets/shared.css"/></head>',
      );
      expect(res.headers['set-cookie']).toMatch(/^hl_styles=assets\/shared\.css;/);
      const next = await rendered.app.inject({
        method: 'GET',
        url: '/feed',
        headers: { accept: 'text/html', cookie: 'hl_styles=assets/shared.css' },
      });
      expect(next.body).toContain(
        '<title>Rendered</title><link rel="stylesheet" href="/assets/shared.css"/></head>',
      );
      expect(next.headers['set-cookie']).toBeUndefined();
      expect(res.body).toContain('<div id="root">ready:200 /jobs?q=x</div><script>1</script>shell');
    } finally {
      await rendered.close();
      fs.rmSync(ssrDir, { recursive: true, force: true });
    }
  });
});
