// A request must arrive within REQUEST_TIMEOUT_MS: a client that sends part of a body and then
// nothing is answered 408 and cut off; one that is merely slow, inside the limit, is served.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { createTestContext, type TestContext } from './harness.ts';

const limitMs = 1000;
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestContext({ env: { REQUEST_TIMEOUT_MS: String(limitMs) } });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

/**
 * Writes `chunks` on a raw socket, `gapMs` apart, then waits; resolves what came back and when the
 * server closed the socket (ms after the first byte was sent), or `null` if it had not within `waitMs`.
 */
function send(chunks: string[], gapMs: number, waitMs: number) {
  return new Promise<{ reply: string; closedAfterMs: number | null }>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let reply = '';
    const started = performance.now();
    socket.on('data', (d) => {
      reply += d.toString();
    });
    socket.on('error', () => {});
    const give = setTimeout(() => {
      socket.destroy();
      resolve({ reply, closedAfterMs: null });
    }, waitMs);
    socket.on('close', () => {
      clearTimeout(give);
      resolve({ reply, closedAfterMs: performance.now() - started });
    });
    chunks.forEach((chunk, i) => {
      setTimeout(() => socket.writable && socket.write(chunk), i * gapMs);
    });
  });
}

const signinHead = (length: number) =>
  `POST /api/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('REQUEST_TIMEOUT_MS', () => {
  it('answers 408 and closes a socket whose body stops halfway', async () => {
    const { reply, closedAfterMs } = await send(
      [signinHead(100_000), '{"useremail":"a@example.com","userpassword":"'],
      0,
      10_000,
    );
    expect(closedAfterMs).not.toBeNull();
    // Node looks for overdue requests every quarter of the limit here.
    expect(closedAfterMs).toBeGreaterThanOrEqual(limitMs - 50);
    expect(closedAfterMs).toBeLessThan(limitMs * 3);
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(reply).toContain(
      '{"success":false,"message":"The request took too long to arrive, please try again"}',
    );
  });

  it('closes a socket whose headers never end', async () => {
    const { closedAfterMs } = await send(['GET /api/ping HTTP/1.1\r\nHost: 127.0.0.1\r\n'], 0, 10_000);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(limitMs * 3);
  });

  it('serves a slow body that arrives within the limit', async () => {
    const body = JSON.stringify({ useremail: 'nobody@example.com', userpassword: 'wrong-password' });
    const third = Math.ceil(body.length / 3);
    const { reply } = await send(
      [
        signinHead(Buffer.byteLength(body)),
        body.slice(0, third),
        body.slice(third, 2 * third),
        `${body.slice(2 * third)}`,
      ],
      limitMs / 5,
      limitMs * 3,
    );
    // Through to the sign-in itself: the wrong password's answer, not a timeout.
    expect(reply).toMatch(/^HTTP\/1\.1 401 /);
  });

  it('is 30 s unless set, and refuses nonsense', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
