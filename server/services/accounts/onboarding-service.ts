// Onboarding: a signed-in user without a role chooses one and gets exactly one profile. The role
// and the profile are written in one transaction, and the role update only matches while the role
// is still null: a concurrent double submit makes one profile and one 409.
import { and, eq, isNull } from 'drizzle-orm';
import type { OnboardCandidateInput, OnboardRecruiterInput } from '../../../contract/profiles.ts';
import { fold } from '../../../contract/search-text.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { candidateProfiles, recruiterProfiles, users } from '../../db/schema.ts';
import { conflict } from '../../http-error.ts';
import { type Actor, requireActor } from '../common/actor.ts';
import { checkFileUrl, checkOptionalFileUrl, fileRules } from '../files/file-urls.ts';

type Deps = { db: Db; config: Config };
const alreadyOnboarded = 'You are already Onboarded.';

async function claimRole(tx: Tx, userId: string, role: 'candidate' | 'recruiter') {
  const claimed = await tx
    .update(users)
    .set({ role })
    .where(and(eq(users.id, userId), isNull(users.role)))
    .returning({ id: users.id });
  if (claimed.length === 0) throw conflict(alreadyOnboarded);
}

function notOnboarded(actor: Actor | null): Actor {
  const a = requireActor(actor);
  if (a.role) throw conflict(alreadyOnboarded);
  return a;
}

export async function onboardCandidate(deps: Deps, actor: Actor | null, body: OnboardCandidateInput) {
  const a = notOnboarded(actor);
  const { firebase } = deps.config;
  const resume = checkFileUrl(firebase, body.resume, a.id, fileRules.resume);
  const profilePhoto = checkOptionalFileUrl(firebase, body.profilePhoto, a.id, fileRules.profilePhoto);
  await deps.db.transaction(async (tx) => {
    await claimRole(tx, a.id, 'candidate');
    await tx.insert(candidateProfiles).values({
      ...body,
      fullNameFolded: fold(body.fullName),
      userId: a.id,
      resume,
      profilePhoto: profilePhoto ?? null,
      workExperience: body.workExperience ?? [],
      portfolioLinks: body.portfolioLinks ?? [],
      availabilityToStart: body.availabilityToStart ?? null,
      personalStatement: body.personalStatement ?? null,
      gender: body.gender ?? null,
    });
  });
  return {
    success: true as const,
    message: 'Onboarded successfully as a candidate',
    role: 'candidate' as const,
  };
}

export async function onboardRecruiter(deps: Deps, actor: Actor | null, body: OnboardRecruiterInput) {
  const a = notOnboarded(actor);
  const companyLogo = checkOptionalFileUrl(
    deps.config.firebase,
    body.companyLogo,
    a.id,
    fileRules.companyLogo,
  );
  await deps.db.transaction(async (tx) => {
    await claimRole(tx, a.id, 'recruiter');
    await tx.insert(recruiterProfiles).values({
      userId: a.id,
      name: body.name ?? a.username,
      currentCompany: body.currentCompany ?? '',
      currentCompanyFolded: fold(body.currentCompany ?? ''),
      currentRole: body.currentRole ?? '',
      companyLogo: companyLogo ?? null,
      companyDescription: body.companyDescription ?? null,
    });
  });
  return {
    success: true as const,
    message: 'Onboarded successfully as a recruiter',
    role: 'recruiter' as const,
  };
}
