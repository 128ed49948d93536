// The people an interview names, read in one statement: each one's address, name (as the team or
// the candidate is shown), device time zone, and whether they are on the company's team.
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { candidateProfiles, companyMembers, recruiterProfiles, users } from '../../db/schema.ts';

export type Person = { id: string; email: string; name: string; timeZone: string | null; member: boolean };
export type People = Map<string, Person>;

export async function peopleOf(tx: Tx, companyId: string, ids: readonly string[]): Promise<People> {
  const rows = await tx
    .select({
      id: users.id,
      email: users.email,
      timeZone: users.timeZone,
      name: sql<string>`coalesce(
        (select nullif(rp.name, '') from ${recruiterProfiles} rp where rp.user_id = ${users.id}),
        (select nullif(cp.full_name, '') from ${candidateProfiles} cp where cp.user_id = ${users.id}),
        ${users.username})`,
      member: sql<boolean>`exists (select 1 from ${companyMembers} m
        where m.user_id = ${users.id} and m.company_id = ${companyId})`,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}
