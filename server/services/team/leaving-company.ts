// An account deleted while its company still has other members: the company, its jobs and their
// applicants stay with the team. A company is its founder's recruiter profile, and a job names the
// member who posted it, both by foreign keys that would cascade; so before the account goes, the
// company's row and the person's jobs pass to an Owner who stays, and the candidates' messages to
// them go to that Owner. A sole Owner hands the company over first.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { applications, jobs, messages, recruiterProfiles } from '../../db/schema.ts';
import { conflict } from '../../http-error.ts';
import { membershipOf } from './membership.ts';
import { lockedTeam } from './team-service.ts';

export const handOverFirst =
  'Your company has other members: make one of them owner before you delete your account, so its jobs and applicants stay';

export async function leaveCompanyToTeam(tx: Tx, userId: string): Promise<void> {
  const [founded] = await tx
    .select({ id: recruiterProfiles.id })
    .from(recruiterProfiles)
    .where(eq(recruiterProfiles.userId, userId));
  const member = await membershipOf(tx, userId);
  const companyIds = [...new Set([founded?.id, member?.companyId].filter((id) => id !== undefined))];
  for (const companyId of companyIds) {
    // Locked: an owner change of this team waits for the deletion, or the deletion for it.
    const others = (await lockedTeam(tx, companyId)).filter((m) => m.userId !== userId);
    if (others.length === 0) continue; // the company goes with its last member
    const heir = others.find((m) => m.role === 'owner');
    if (!heir) throw conflict(handOverFirst);
    if (founded?.id === companyId) {
      // The profile's name was the founder's own; the heir is shown by their username.
      await tx
        .update(recruiterProfiles)
        .set({ userId: heir.userId, name: '' })
        .where(eq(recruiterProfiles.id, companyId));
    }
    const companyJobs = tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.recruiterId, companyId));
    await tx
      .update(messages)
      .set({ recipientId: heir.userId })
      .where(
        and(
          eq(messages.recipientId, userId),
          inArray(
            messages.applicationId,
            tx
              .select({ id: applications.id })
              .from(applications)
              .where(inArray(applications.jobId, companyJobs)),
          ),
        ),
      );
    await tx
      .update(jobs)
      .set({ userId: heir.userId })
      .where(and(eq(jobs.recruiterId, companyId), eq(jobs.userId, userId)));
  }
}
