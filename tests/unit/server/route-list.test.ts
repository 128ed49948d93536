// Every route plugin in server/routes is registered: a new route file that app.ts's list leaves out
// fails here, not in production as a 404.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRoutes, siteRoutes } from '../../../server/route-list.ts';

const folder = path.resolve(import.meta.dirname, '../../../server/routes');
// A route plugin's name says so: fooRoutes, or fooRoute for a single one.
const isRoutePlugin = (name: string, value: unknown) => typeof value === 'function' && /Routes?$/.test(name);

describe('the route list', () => {
  it('holds every route plugin of server/routes, once', async () => {
    const found: string[] = [];
    for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.ts'))) {
      const exports: Record<string, unknown> = await import(path.join(folder, file));
      for (const [name, value] of Object.entries(exports)) {
        if (isRoutePlugin(name, value)) found.push(name);
      }
    }
    const listed = [...apiRoutes, ...siteRoutes].map((plugin) => plugin.name);
    expect(found.length).toBeGreaterThan(20);
    expect([...listed].sort()).toEqual([...found].sort());
  });
});
