// Every write route the server registers is either an offline write kind or needs the network for a
// stated reason (contract/offline-writes.ts), and what each kind declares is what its routes do.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineRoutes, onlineOnlyWrites, queuedRequest } from '../../contract/offline-writes.ts';
import { batchablePath } from '../../contract/outbox.ts';
import { call, createTestContext, makeUser, type TestContext } from './harness.ts';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
let ctx: TestContext;
const writeRoutes: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext({
    onRoute: ({ method, url }) => {
      if (!readMethods.has(method)) writeRoutes.push(`${method} ${url}`);
    },
  });
});
afterAll(() => ctx.close());

const declared = offlineRoutes.map((route) => `${route.method} /api${route.url}`);
const onlineOnly = Object.values(onlineOnlyWrites).flat();

/** A route's path with a fresh id for each of its parameters. */
const somePath = (url: string) => {
  const params = Object.fromEntries([...url.matchAll(/:(\w+)/g)].map(([, name]) => [name, randomUUID()]));
  return queuedRequest({ method: 'POST', url }, params, null).path;
};

describe('offline write kinds', () => {
  it('declares every write route the server has as an offline kind or as online-only', () => {
    expect(writeRoutes.length).toBeGreaterThan(40);
    expect(writeRoutes.filter((route) => !declared.includes(route) && !onlineOnly.includes(route))).toEqual(
      [],
    );
  });

  it('names no route twice and none the server does not have', () => {
    expect(declared.filter((route) => onlineOnly.includes(route))).toEqual([]);
    expect([...declared, ...onlineOnly].filter((route) => !writeRoutes.includes(route))).toEqual([]);
  });

  it("refuses a malformed Idempotency-Key on a keyed kind's routes, before its body or its ids", async () => {
    const user = await makeUser(ctx, 'candidate');
    for (const route of offlineRoutes) {
      const res = await call(ctx, route.method, `/api${somePath(route.url)}`, {
        token: user.token,
        body: {},
        headers: { 'idempotency-key': 'not a key' },
      });
      const refusedKey = res.status === 400 && /Idempotency-Key must be/.test(res.body?.message);
      expect({ route: route.url, refusedKey }).toEqual({ route: route.url, refusedKey: route.write.keyed });
    }
  });

  it('lets the batch route carry exactly the batched kinds, all of them keyed', () => {
    for (const route of offlineRoutes) {
      const batched = route.method === 'POST' && route.write.batch;
      expect({ route: route.url, batched: batchablePath.test(somePath(route.url)) }).toEqual({
        route: route.url,
        batched,
      });
      if (batched) expect(route.write.keyed).toBe(true);
    }
  });
});
