// GET /api/ready: 200 only while the database answers a query and every service the server is
// configured to use (the Firebase emulators, the SMTP server) accepts connections; 503 naming what
// does not.
// GET /api/health stays the liveness answer: up while the process is, whatever the others do.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/firebase-emulators.mjs';
import { call, createTestContext, type TestContext } from './harness.ts';

const opened: TestContext[] = [];
afterEach(async () => {
  for (const ctx of opened.splice(0)) await ctx.close().catch(() => {});
});

async function context(env: Record<string, string> = {}) {
  const ctx = await createTestContext({ env });
  opened.push(ctx);
  return ctx;
}

describe('GET /api/ready', () => {
  it('is 200 with every check ok when the database and the configured emulators answer', async () => {
    const ctx = await context();
    const res = await call(ctx, 'GET', '/api/ready');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, status: 'ready', checks: { database: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-cache');
    if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
      expect(res.body.checks['Firebase auth emulator']).toBe('ok');
    }
  });

  it('is 503 naming the emulator that does not answer, while /api/health stays 200', async () => {
    const nobody = `127.0.0.1:${await freePort()}`;
    const ctx = await context({ FIREBASE_STORAGE_EMULATOR_HOST: nobody });
    const res = await call(ctx, 'GET', '/api/ready');
    expect(res.status).toBe(503);
    expect(Object.keys(res.body).sort()).toEqual(['message', 'success']);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/^Not ready: Firebase storage emulator \(.*ECONNREFUSED\)/);
    expect(res.body.message).not.toMatch(/database/);
    expect((await call(ctx, 'GET', '/api/health')).status).toBe(200);
  });

  it('greets the SMTP server of SMTP_URL: 200 while it answers, 503 naming it when it does not', async () => {
    const smtp = net.createServer((socket) => socket.end('220 stand-in ESMTP\r\n'));
    await new Promise<void>((res) => smtp.listen(0, '127.0.0.1', res));
    const { port } = smtp.address() as net.AddressInfo;
    const ctx = await context({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const up = await call(ctx, 'GET', '/api/ready');
      expect(up.status, JSON.stringify(up.body)).toBe(200);
      expect(up.body.checks['SMTP server']).toBe('ok');
    } finally {
      await new Promise((res) => smtp.close(res));
    }
    const down = await call(ctx, 'GET', '/api/ready');
    expect(down.status).toBe(503);
    expect(down.body.message).toMatch(/^Not ready: SMTP server \(.*ECONNREFUSED/);
  });

  it('is 503 naming the database when it does not answer', async () => {
    const ctx = await context();
    await ctx.database.close();
    const res = await call(ctx, 'GET', '/api/ready');
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/^Not ready: database \(/);
  });
});
