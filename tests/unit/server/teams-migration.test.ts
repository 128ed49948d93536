// Migration 0021 on a database as the server left it before teams: every recruiter with a
// profile owns their company, nobody else joins one, and a profile made afterwards gets its owner.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from '../../../server/db/pglite-extensions.ts';
import { migrationsUpTo } from '../../api/migrations-up-to.ts';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const user = (n: number, role: string | null) =>
  `insert into users (id, username, username_folded, email, role)
     values ('${id(n)}', 'u${n}', 'u${n}', 'u${n}@old.example.com', ${role ? `'${role}'` : 'null'});`;
const profile = (n: number, owner: number) =>
  `insert into recruiter_profiles (id, user_id, current_company, current_company_folded)
     values ('${id(n)}', '${id(owner)}', 'Co ${n}', 'co ${n}');`;

describe('migration 0021: companies as teams', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create({ extensions: pgliteExtensions });
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsUpTo(20) });
    await client.exec(
      [user(1, 'recruiter'), user(2, 'recruiter'), user(3, 'candidate'), user(4, 'recruiter'), user(5, null)]
        .concat([profile(6, 1), profile(7, 2)])
        .join('\n'),
    );
    await migrate(db, { migrationsFolder: migrationsUpTo(21) });
  }, 60_000);
  afterAll(() => client?.close());

  const members = async () =>
    (await client.query('select user_id, company_id, role from company_members order by user_id')).rows;

  it('makes each recruiter with a profile the owner of their company, and nobody else a member', async () => {
    expect(await members()).toEqual([
      { user_id: id(1), company_id: id(6), role: 'owner' },
      { user_id: id(2), company_id: id(7), role: 'owner' },
    ]);
  });

  it('gives a profile made afterwards its owner, and leaves a member of another company alone', async () => {
    await client.exec(profile(8, 4));
    await client.exec(
      `insert into company_members (user_id, company_id, role) values ('${id(5)}', '${id(6)}', 'recruiter');`,
    );
    await client.exec(profile(9, 5));
    expect(await members()).toEqual([
      { user_id: id(1), company_id: id(6), role: 'owner' },
      { user_id: id(2), company_id: id(7), role: 'owner' },
      { user_id: id(4), company_id: id(8), role: 'owner' },
      { user_id: id(5), company_id: id(6), role: 'recruiter' },
    ]);
  });
});
