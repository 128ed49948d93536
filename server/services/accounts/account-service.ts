// The caller's own account and profile edits. Reads answer any signed-in user (profile fields are
// null when the caller has no such profile); edits are for the profile's own role only.
import { eq } from 'drizzle-orm';
import type {
  CandidateAccountResponse,
  RecruiterAccountResponse,
  UpdateCandidateInput,
} from '../../../contract/profiles.ts';
import { fold } from '../../../contract/search-text.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { candidateProfiles, recruiterProfiles, users } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http-error.ts';
import { type Actor, requireActor, requireRole } from '../common/actor.ts';
import { checkOptionalFileUrl, fileRules } from '../files/file-urls.ts';
import { membershipOf } from '../team/membership.ts';

type Deps = { db: Db; config: Config };

const updated = { success: true as const, message: 'Profile Updated Successfully' };

function accountUser(a: Actor) {
  return { _id: a.id, username: a.username, useremail: a.email, image: a.image };
}

export async function recruiterAccount(deps: Deps, actor: Actor | null): Promise<RecruiterAccountResponse> {
  const a = requireActor(actor);
  const [p] = await deps.db.select().from(recruiterProfiles).where(eq(recruiterProfiles.userId, a.id));
  return {
    success: true,
    role: a.role,
    userId: accountUser(a),
    _id: p?.id ?? null,
    name: p?.name ?? null,
    currentRole: p?.currentRole ?? null,
    currentCompany: p?.currentCompany ?? null,
    companyLogo: p?.companyLogo ?? null,
    companyDescription: p?.companyDescription ?? null,
  };
}

export async function candidateAccount(deps: Deps, actor: Actor | null): Promise<CandidateAccountResponse> {
  const a = requireActor(actor);
  const [p] = await deps.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, a.id));
  return {
    success: true,
    role: a.role,
    userId: accountUser(a),
    fullName: p?.fullName ?? null,
    phoneNumber: p?.phoneNumber ?? null,
    dateOfBirth: p?.dateOfBirth ?? null,
    profilePhoto: p?.profilePhoto ?? null,
    highestQualification: p?.highestQualification ?? null,
    collegeName: p?.collegeName ?? null,
    graduationYear: p?.graduationYear ?? null,
    specialization: p?.specialization ?? null,
    workExperience: p?.workExperience ?? null,
    technicalSkills: p?.technicalSkills ?? null,
    softSkills: p?.softSkills ?? null,
    portfolioLinks: p?.portfolioLinks ?? null,
    githubProfile: p?.githubProfile ?? null,
    linkedInProfile: p?.linkedInProfile ?? null,
    resume: p?.resume ?? null,
    preferredJobRoles: p?.preferredJobRoles ?? null,
    locationPreferences: p?.locationPreferences ?? null,
    expectedSalary: p?.expectedSalary ?? null,
    availabilityToStart: p?.availabilityToStart ?? null,
    personalStatement: p?.personalStatement ?? null,
    gender: p?.gender ?? null,
  };
}

/** A changed name's folded copy (the searches compare it); none when the name is left as it is. */
const foldedOrNot = (name: string | undefined) => (name === undefined ? undefined : fold(name));

/** A change of company name, with its folded copy; nothing when it is left as it is. */
function companyChange(company: string | null | undefined) {
  if (company === undefined) return {};
  return { currentCompany: company ?? '', currentCompanyFolded: fold(company ?? '') };
}

/** Drops undefined keys: an absent field is left as it is. */
function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

async function recruiterProfileOf(db: Db, userId: string) {
  const [p] = await db.select().from(recruiterProfiles).where(eq(recruiterProfiles.userId, userId));
  if (!p) throw notFound('Complete onboarding before editing your profile');
  return p;
}

export async function updateRecruiterUser(
  deps: Deps,
  actor: Actor | null,
  body: {
    username?: string;
    image?: string | null;
    currentCompany?: string | null;
    currentRole?: string | null;
  },
) {
  const a = requireRole(actor, 'recruiter');
  await recruiterProfileOf(deps.db, a.id);
  // The image already on the account (e.g. a Google photo) may be sent back unchanged.
  const image = checkOptionalFileUrl(deps.config.firebase, body.image, a.id, fileRules.userImage, a.image);
  await deps.db.transaction(async (tx) => {
    const userChanges = defined({
      username: body.username,
      usernameFolded: foldedOrNot(body.username),
      image,
    });
    if (Object.keys(userChanges).length) await tx.update(users).set(userChanges).where(eq(users.id, a.id));
    const profileChanges = defined({
      // The profile's name is the same person's name: keep the two in step.
      name: body.username,
      ...companyChange(body.currentCompany),
      currentRole: body.currentRole === undefined ? undefined : (body.currentRole ?? ''),
    });
    if (Object.keys(profileChanges).length)
      await tx.update(recruiterProfiles).set(profileChanges).where(eq(recruiterProfiles.userId, a.id));
  });
  return updated;
}

export async function updateCompanyProfile(
  deps: Deps,
  actor: Actor | null,
  body: { currentCompany?: string | null; companyDescription?: string | null; companyLogo?: string | null },
) {
  const a = requireRole(actor, 'recruiter');
  const current = await companyOwnedBy(deps.db, a.id);
  const companyLogo = checkOptionalFileUrl(
    deps.config.firebase,
    body.companyLogo,
    a.id,
    fileRules.companyLogo,
    current.companyLogo,
  );
  const changes = defined({
    ...companyChange(body.currentCompany),
    companyDescription: body.companyDescription,
    companyLogo,
  });
  await deps.db.update(recruiterProfiles).set(changes).where(eq(recruiterProfiles.id, current.id));
  return updated;
}

/** The company profile the user may edit: the one of the company they own (its founder's row). */
async function companyOwnedBy(db: Db, userId: string) {
  const member = await membershipOf(db, userId);
  const [company] = member
    ? await db.select().from(recruiterProfiles).where(eq(recruiterProfiles.id, member.companyId))
    : [];
  if (!member || !company) throw notFound('Complete onboarding before editing your profile');
  if (member.role !== 'owner') throw forbidden("Only the company's owner can edit its profile");
  return company;
}

export async function updateCandidateProfile(deps: Deps, actor: Actor | null, body: UpdateCandidateInput) {
  const a = requireRole(actor, 'candidate');
  const [current] = await deps.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, a.id));
  if (!current) throw notFound('Complete onboarding before editing your profile');
  const { firebase } = deps.config;
  const resume =
    body.resume === undefined
      ? undefined
      : (checkOptionalFileUrl(firebase, body.resume, a.id, fileRules.resume, current.resume) ?? undefined);
  const profilePhoto = checkOptionalFileUrl(
    firebase,
    body.profilePhoto,
    a.id,
    fileRules.profilePhoto,
    current.profilePhoto,
  );
  await deps.db
    .update(candidateProfiles)
    .set(defined({ ...body, fullNameFolded: foldedOrNot(body.fullName), resume, profilePhoto }))
    .where(eq(candidateProfiles.userId, a.id));
  return updated;
}
