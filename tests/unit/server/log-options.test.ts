// The server's log: lines a person reads (pino-pretty) at a terminal outside production, JSON lines
// everywhere else; each request logged only at LOG_LEVEL=debug or trace.
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { logOptions } from '../../../server/lib/log-options.ts';

const wasTTY = process.stdout.isTTY;
afterEach(() => {
  process.stdout.isTTY = wasTTY;
});

const config = (env: Record<string, string>) =>
  loadConfig({
    DATA_DIR: '/tmp/hireloop-log-options',
    PUBLIC_ORIGIN: 'https://hireloop.example.com',
    ...env,
  });
const transportOf = (options: ReturnType<typeof logOptions>) =>
  (options.logger as { transport?: { target: string } }).transport?.target;

describe('where the log goes', () => {
  it('is pretty at a terminal, outside production', () => {
    process.stdout.isTTY = true;
    expect(transportOf(logOptions(config({}), []))).toBe('pino-pretty');
  });

  it('is JSON in production, or when the output is not a terminal', () => {
    process.stdout.isTTY = true;
    expect(transportOf(logOptions(config({ NODE_ENV: 'production' }), []))).toBeUndefined();
    process.stdout.isTTY = false;
    expect(transportOf(logOptions(config({}), []))).toBeUndefined();
  });
});

describe('request logs', () => {
  async function linesAfterOneRequest(level: string): Promise<string[]> {
    const lines: string[] = [];
    const app = Fastify(logOptions(config({ LOG_LEVEL: level }), [], { write: (l) => void lines.push(l) }));
    app.get('/ping', async () => 'pong');
    await app.inject({ method: 'GET', url: '/ping' });
    app.log.warn('a warning');
    await app.close();
    return lines.map((l) => (JSON.parse(l) as { msg: string }).msg);
  }

  it('are left out at the default level, which keeps warnings', async () => {
    expect(await linesAfterOneRequest('info')).toEqual(['a warning']);
  });

  it('come back with LOG_LEVEL=debug', async () => {
    expect(await linesAfterOneRequest('debug')).toEqual([
      'incoming request',
      'request completed',
      'a warning',
    ]);
  });
});
