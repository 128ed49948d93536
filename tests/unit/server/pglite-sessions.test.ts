// Several node-postgres connections to one in-memory PGlite session: each connection behaves as if
// it had the database to itself (its statements, its transaction), and queries sent together all
// get their own answers.
import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePgliteSessions } from '../../../server/db/pglite-sessions.ts';

const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-sessions-'));
const port = 5432;
let db: PGlite;
let server: { close: () => Promise<void> };
const clients: pg.Client[] = [];

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ host: socketDir, port, user: 'postgres', database: 'postgres' });
  await client.connect();
  clients.push(client);
  return client;
}

/** Resolves true if `promise` settles within `ms`. */
const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise((r) => setTimeout(() => r(false), ms))]);

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec('create table notes (id int primary key, text text not null)');
  server = await servePgliteSessions(db, path.join(socketDir, `.s.PGSQL.${port}`));
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.end().catch(() => {})));
  await server.close();
  await db.close();
  fs.rmSync(socketDir, { recursive: true, force: true });
});

describe('one PGlite session served to several connections', () => {
  it('answers each of many queries sent at once over several connections with its own result', async () => {
    const connections = await Promise.all([1, 2, 3, 4].map(() => connect()));
    const asked = Array.from({ length: 200 }, (_, i) => i);
    const answers = await Promise.all(
      asked.map((i) =>
        connections[i % 4]!.query<{ n: number }>('select $1::int * 2 as n', [i]).then((r) => r.rows[0]?.n),
      ),
    );
    expect(answers).toEqual(asked.map((i) => i * 2));
  });

  it('keeps a prepared statement name to the connection that prepared it', async () => {
    const [a, b] = await Promise.all([connect(), connect()]);
    const one = await a.query({ name: 'shared_name', text: 'select $1::text as who', values: ['a'] });
    const two = await b.query({ name: 'shared_name', text: 'select upper($1::text) as who', values: ['b'] });
    const again = await a.query({ name: 'shared_name', text: 'select $1::text as who', values: ['a2'] });
    expect([one.rows[0].who, two.rows[0].who, again.rows[0].who]).toEqual(['a', 'B', 'a2']);
  });

  it('drops the statements of a connection that ends', async () => {
    const [leaving, staying] = await Promise.all([connect(), connect()]);
    await leaving.query({ name: 'short_lived', text: 'select 1 as one' });
    const count = async () =>
      Number(
        (await staying.query("select count(*) from pg_prepared_statements where name like '%short_lived'"))
          .rows[0].count,
      );
    expect(await count()).toBe(1);
    await leaving.end();
    await expect.poll(count).toBe(0);
  });

  it("holds other connections' queries until a transaction ends, and hides its rows from them", async () => {
    const [writer, reader] = await Promise.all([connect(), connect()]);
    await writer.query('begin');
    await writer.query('insert into notes values (1, $1)', ['in a transaction']);
    const read = reader.query<{ count: string }>('select count(*) from notes where id = 1');
    expect(await settlesWithin(read, 200)).toBe(false);
    await writer.query('commit');
    expect((await read).rows[0]?.count).toBe('1');
  });

  it('rolls back the transaction of a connection that goes away inside it, and serves the others', async () => {
    const [leaving, staying] = await Promise.all([connect(), connect()]);
    await leaving.query('begin');
    await leaving.query('insert into notes values (2, $1)', ['never committed']);
    const read = staying.query<{ count: string }>('select count(*) from notes where id = 2');
    leaving.on('error', () => {}); // the hang-up is the point
    (leaving as unknown as { connection: { stream: net.Socket } }).connection.stream.destroy();
    expect((await read).rows[0]?.count).toBe('0');
    const status = await staying.query('select 1 as ok');
    expect(status.rows[0].ok).toBe(1);
  });

  it("keeps one connection's error to that connection", async () => {
    const [failing, fine] = await Promise.all([connect(), connect()]);
    const results = await Promise.allSettled([
      failing.query('select * from no_such_table'),
      fine.query<{ n: number }>('select 7 as n'),
      failing.query<{ n: number }>('select 8 as n'),
    ]);
    expect(results[0].status).toBe('rejected');
    expect(results[1].status === 'fulfilled' && results[1].value.rows[0]?.n).toBe(7);
    expect(results[2].status === 'fulfilled' && results[2].value.rows[0]?.n).toBe(8);
  });
});
