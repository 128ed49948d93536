// One application as its job's hiring team reads it: the old portal's applicant row (the
// application's status fields and the candidate's profile, résumé included), shared by the
// applicant list and the one-application read.
import type { ApplicantRow, MyApplication } from '../../../contract/applications.ts';
import type { applications, candidateProfiles, users } from '../../db/schema.ts';

export function statusFields(a: {
  id: string;
  status: MyApplication['status'];
  note: string;
  createdAt: Date;
}) {
  return {
    _id: a.id,
    Accept: a.status === 'accepted',
    Pending: a.status === 'pending',
    status: a.status,
    Note: a.note,
    createdAt: a.createdAt.toISOString(),
  };
}

type Row = {
  application: typeof applications.$inferSelect;
  user: typeof users.$inferSelect;
  profile: typeof candidateProfiles.$inferSelect | null;
};

/** `withStage`: the hiring fields a client asked for with `with=hiring`. */
export function applicantRow({ application: a, user: u, profile: p }: Row, withStage: boolean): ApplicantRow {
  return {
    ...statusFields(a),
    ...(withStage ? { stage: a.stage } : {}),
    candidateId: {
      _id: u.id,
      fullName: p?.fullName || u.username,
      ProfileImage: p?.profilePhoto || u.image,
      emailAddress: u.email,
      phoneNumber: p?.phoneNumber ?? null,
      resume: p?.resume || null,
      collegeName: p?.collegeName ?? null,
      graduationYear: p?.graduationYear ?? null,
      specialization: p?.specialization ?? null,
      linkedInProfile: p?.linkedInProfile ?? null,
      githubProfile: p?.githubProfile ?? null,
      portfolioLinks: p?.portfolioLinks ?? [],
      technicalSkills: p?.technicalSkills ?? [],
      dateOfBirth: p?.dateOfBirth ?? null,
      highestQualification: p?.highestQualification ?? null,
      gender: p?.gender ?? null,
      workExperience: p?.workExperience ?? [],
      personalStatement: p?.personalStatement ?? null,
    },
  };
}
