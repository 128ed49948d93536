// "Export my data": everything Hireloop keeps of the caller, read in one snapshot (a repeatable
// read transaction), so a write landing meanwhile cannot leave the file half old, half new.
import { count, desc, eq } from 'drizzle-orm';
import type { AccountExport } from '../../../contract/account-data.ts';
import { stageLabels } from '../../../contract/hiring.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  applications,
  candidateProfiles,
  jobAlerts,
  jobs,
  notificationPreferences,
  notifications,
  posts,
  pushSubscriptions,
  recruiterProfiles,
  savedJobs,
  sessions,
  users,
} from '../../db/schema.ts';
import { unauthorized } from '../../http-error.ts';
import { type Actor, requireActor } from '../common/actor.ts';
import { conversationsOf, timelinesOf } from '../hiring/hiring-export.ts';
import { interviewsOf } from '../interviews/interview-export.ts';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const jobLink = (urlPath: string) => `/jobs/Info/${urlPath}`;
/** The push service a device is reached through (its host), never the device's own address. */
const serviceOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'unknown';
  }
};

async function profiles(tx: Tx, userId: string) {
  const [candidate] = await tx.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId));
  const [recruiter] = await tx.select().from(recruiterProfiles).where(eq(recruiterProfiles.userId, userId));
  return {
    // Every field as the candidate gave it; the folded name is the search's copy, not theirs.
    candidateProfile: candidate
      ? { ...candidate, fullNameFolded: undefined, createdAt: iso(candidate.createdAt) }
      : null,
    recruiterProfile: recruiter
      ? {
          companyId: recruiter.id,
          name: recruiter.name,
          currentCompany: recruiter.currentCompany,
          currentRole: recruiter.currentRole,
          companyLogo: recruiter.companyLogo,
          companyDescription: recruiter.companyDescription,
          createdAt: iso(recruiter.createdAt),
        }
      : null,
  };
}

async function candidateActivity(tx: Tx, userId: string) {
  const applied = await tx
    .select({ a: applications, title: jobs.title, company: jobs.companyName, urlPath: jobs.urlPath })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.candidateId, userId))
    .orderBy(desc(applications.createdAt));
  const saved = await tx
    .select({
      title: jobs.title,
      company: jobs.companyName,
      urlPath: jobs.urlPath,
      savedAt: savedJobs.createdAt,
    })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.createdAt));
  const alerts = await tx
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, userId))
    .orderBy(desc(jobAlerts.createdAt));
  const timelines = await timelinesOf(
    tx,
    userId,
    applied.map(({ a }) => a.id),
  );
  return {
    applications: applied.map(({ a, title, company, urlPath }) => ({
      id: a.id,
      jobTitle: title,
      company,
      jobLink: jobLink(urlPath),
      state: stageLabels[a.stage],
      note: a.note,
      appliedAt: iso(a.createdAt),
      decidedAt: isoOrNull(a.decidedAt),
      timeline: timelines.get(a.id) ?? [],
    })),
    savedJobs: saved.map((s) => ({
      jobTitle: s.title,
      company: s.company,
      jobLink: jobLink(s.urlPath),
      savedAt: iso(s.savedAt),
    })),
    alerts: alerts.map((a) => ({ search: a.q, jobType: a.jobType, createdAt: iso(a.createdAt) })),
  };
}

async function recruiterActivity(tx: Tx, userId: string) {
  const listed = await tx
    .select({ j: jobs, applications: count(applications.id) })
    .from(jobs)
    .leftJoin(applications, eq(applications.jobId, jobs.id))
    .where(eq(jobs.userId, userId))
    .groupBy(jobs.id)
    .orderBy(desc(jobs.createdAt));
  const written = await tx
    .select()
    .from(posts)
    .where(eq(posts.userId, userId))
    .orderBy(desc(posts.createdAt));
  return {
    jobs: listed.map(({ j, applications: n }) => ({
      id: j.id,
      title: j.title,
      company: j.companyName,
      location: j.location,
      salaryRange: j.salaryRange,
      jobType: j.jobType,
      requiredSkills: j.requiredSkills,
      experienceLevel: j.experienceLevel,
      deadline: iso(j.deadline),
      closedAt: isoOrNull(j.closedAt),
      description: j.description,
      requirements: j.requirements,
      responsibilities: j.responsibilities,
      link: jobLink(j.urlPath),
      applications: n,
      createdAt: iso(j.createdAt),
    })),
    posts: written.map((p) => ({
      id: p.id,
      content: p.content,
      image: p.image,
      createdAt: iso(p.createdAt),
    })),
  };
}

async function settingsAndDevices(tx: Tx, userId: string) {
  const inbox = await tx
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
  const devices = await tx
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastSeenAt));
  const pushes = await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const prefs = await tx
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return {
    notifications: inbox.map((n) => ({
      kind: n.kind,
      text: n.text,
      link: n.link,
      readAt: isoOrNull(n.readAt),
      createdAt: iso(n.createdAt),
    })),
    devices: devices.map((s) => ({
      browser: s.userAgent,
      lastSeenAt: iso(s.lastSeenAt),
      signedInAt: iso(s.createdAt),
    })),
    pushSubscriptions: pushes.map((p) => ({
      service: serviceOf(p.endpoint),
      topics: p.topics,
      createdAt: iso(p.createdAt),
    })),
    notificationSettings: prefs.map((p) => ({ kind: p.kind, email: p.email, push: p.push })),
  };
}

/** Every file link of the export, named, so a person finds their uploads in one place. */
function filesOf(data: Omit<AccountExport, 'files'>): AccountExport['files'] {
  const files = [
    { what: 'Account image', url: data.account.image },
    { what: 'Profile photo', url: data.candidateProfile?.profilePhoto },
    { what: 'Resume', url: data.candidateProfile?.resume },
    { what: 'Company logo', url: data.recruiterProfile?.companyLogo },
    ...data.posts.map((p) => ({ what: `Image of the post of ${p.createdAt}`, url: p.image })),
  ];
  return files.filter((f): f is { what: string; url: string } => Boolean(f.url));
}

export async function exportAccount(deps: { db: Db }, actor: Actor | null): Promise<AccountExport> {
  const me = requireActor(actor);
  return deps.db.transaction(
    async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, me.id));
      if (!user) throw unauthorized();
      const data = {
        exportedAt: new Date().toISOString(),
        account: {
          id: user.id,
          username: user.username,
          email: user.email,
          emailVerifiedAt: isoOrNull(user.emailVerifiedAt),
          role: user.role,
          image: user.image,
          signsInWithPassword: user.passwordHash !== null,
          signsInWithGoogle: user.firebaseUid !== null,
          timeZone: user.timeZone,
          createdAt: iso(user.createdAt),
        },
        ...(await profiles(tx, user.id)),
        ...(await candidateActivity(tx, user.id)),
        ...(await recruiterActivity(tx, user.id)),
        ...(await settingsAndDevices(tx, user.id)),
        ...(await conversationsOf(tx, user.id)),
        interviews: await interviewsOf(tx, user.id),
      };
      return { ...data, files: filesOf(data) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
