// The hiring API on PGlite as the server runs it (its own process), through the app's routes
// (app.inject: routing, checks, the query and the JSON answer; no socket):
//   board:  GET /api/jobs/:jobId/board of a job with N applicants over the stages, a third of them
//           interviewed with two scorecards each. Goal p50 < 20 ms.
//   thread: GET /api/applications/:id/messages (the newest page) of a thread of M messages.
//           Goal < 100 ms.
//   replay: W writes (moves, notes, scorecards and messages in turn) sent with their
//           Idempotency-Keys, then all sent again as an outbox replays them: the rows written
//           (must be W) and the time of each pass.
//   npx tsx bench/hiring.ts [--applicants 500] [--messages 1000] [--writes 100] [--reads 200]
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { boardPageSize, type Stage, stages } from '../contract/hiring.ts';
import { fold } from '../contract/search-text.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { servePglite } from '../server/db/client.ts';
import {
  applicationMoves,
  applicationNotes,
  applications,
  candidateProfiles,
  companyMembers,
  interviewInterviewers,
  interviews,
  messages,
  recruiterProfiles,
  scorecardCriteria,
  scorecards,
  users,
} from '../server/db/schema.ts';
import { startSession } from '../server/services/accounts/sessions.ts';
import { createTokenService } from '../server/services/accounts/tokens.ts';

const { values: args } = parseArgs({
  options: {
    applicants: { type: 'string', default: '500' },
    messages: { type: 'string', default: '1000' },
    writes: { type: 'string', default: '100' },
    reads: { type: 'string', default: '200' },
  },
});
const applicants = Number(args.applicants);
const threadLength = Number(args.messages);
const writes = Number(args.writes);
const reads = Number(args.reads);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-hiring-bench-'));
const database = await servePglite(dir, () => {});
const secret = randomBytes(32).toString('hex');
const config = loadConfig({
  DATA_DIR: dir,
  STATIC_DIR: path.join(dir, 'none'),
  LOG_LEVEL: 'silent',
  JWT_SECRET: secret,
  RATE_LIMIT_WRITES_PER_MINUTE: '100000',
});
const tokens = createTokenService(new TextEncoder().encode(config.jwtSecret), config.tokenTtlDays);
const app = await buildApp(config, database, { tokens });
await app.ready();
const db = database.db;

const person = (name: string, role: 'candidate' | 'recruiter') => ({
  username: name,
  usernameFolded: fold(name),
  email: `${name}-${randomBytes(3).toString('hex')}@example.com`.toLowerCase(),
  role,
});
const [recruiter] = await db.insert(users).values(person('bench-recruiter', 'recruiter')).returning();
await db.insert(recruiterProfiles).values({
  userId: recruiter!.id,
  name: 'Bench Recruiter',
  currentCompany: 'Bench Co',
  currentCompanyFolded: fold('Bench Co'),
  currentRole: 'Head of Talent',
});
const token = await startSession(db, tokens, recruiter!.id, 'bench');
const auth = { authorization: `Bearer ${token}` };
const posted = await app.inject({
  method: 'POST',
  url: '/api/postjob',
  headers: { ...auth, 'content-type': 'application/json' },
  payload: JSON.stringify({
    JobTitle: 'Bench Engineer',
    CompanyName: 'Bench Co',
    Location: 'Lisbon',
    JobType: 'Full-Time',
    SalaryRange: '50k-60k',
    RequiredSkills: 'TypeScript, SQL',
    ExperienceLevel: 'Mid',
    ApplicationDeadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    JobDescription: 'Benchmarks.',
  }),
});
if (posted.statusCode !== 201) throw new Error(`postjob answered ${posted.statusCode}: ${posted.body}`);
const job = posted.json().data as { _id: string };
const people = await db
  .insert(users)
  .values(Array.from({ length: applicants }, (_, i) => person(`bench-candidate-${i}`, 'candidate')))
  .returning({ id: users.id, username: users.username });
await db.insert(candidateProfiles).values(
  people.map((p) => ({
    userId: p.id,
    fullName: `Candidate ${p.username}`,
    fullNameFolded: fold(`Candidate ${p.username}`),
    phoneNumber: '+351 910 000 000',
    dateOfBirth: '1998-01-02',
    highestQualification: 'BSc',
    collegeName: 'University of Porto',
    graduationYear: 2020,
    specialization: 'Computer Science',
    githubProfile: '',
    linkedInProfile: '',
    resume: '',
    expectedSalary: 50000,
  })),
);
// Most applicants still in Applied, fewer further on, as a real pipeline narrows.
const open: Stage[] = stages.filter((s) => s !== 'withdrawn');
const weights = [60, 15, 10, 5, 3, 5, 2];
const stageAt = (i: number): Stage => {
  let at = (i * 100) / applicants;
  for (const [k, w] of weights.entries()) {
    if (at < w) return k === 6 ? 'withdrawn' : (open[k] ?? 'applied');
    at -= w;
  }
  return 'applied';
};
const base = Date.now() - 86_400_000;
const rows = await db
  .insert(applications)
  .values(
    people.map((p, i) => ({
      jobId: job._id,
      candidateId: p.id,
      stage: stageAt(i),
      stageSince: new Date(base + i * 1000),
    })),
  )
  .returning({ id: applications.id, candidateId: applications.candidateId, stage: applications.stage });
// Some unread messages and notes on the cards, so their counts are real work.
await db.insert(messages).values(
  rows
    .filter((_, i) => i % 5 === 0)
    .map((a) => ({
      applicationId: a.id,
      senderId: a.candidateId,
      recipientId: recruiter!.id,
      text: 'Hello',
    })),
);
await db
  .insert(applicationNotes)
  .values(
    rows
      .filter((_, i) => i % 7 === 0)
      .map((a) => ({ applicationId: a.id, authorId: recruiter!.id, text: 'Note' })),
  );

// Scorecards: three criteria; a third of the applicants interviewed by the recruiter and a
// teammate, each of whom sent a scorecard.
const [colleague] = await db.insert(users).values(person('bench-interviewer', 'recruiter')).returning();
const [company] = await db
  .select({ id: recruiterProfiles.id })
  .from(recruiterProfiles)
  .where(eq(recruiterProfiles.userId, recruiter!.id));
await db
  .insert(companyMembers)
  .values({ userId: colleague!.id, companyId: company!.id, role: 'interviewer' });
const criteria = await db
  .insert(scorecardCriteria)
  .values(['Coding', 'Design', 'Communication'].map((name, position) => ({ jobId: job._id, name, position })))
  .returning({ id: scorecardCriteria.id });
const ratingsOf = (n: number) => Object.fromEntries(criteria.map((c, k) => [c.id, ((n + k) % 4) + 1]));
const interviewRow = (applicationId: string) => ({
  applicationId,
  title: 'Technical interview',
  durationMinutes: 60,
  startsAt: new Date(base),
  timeZone: 'Europe/Lisbon',
  status: 'scheduled' as const,
});
const interviewed = rows.filter((_, i) => i % 3 === 0);
const held = await db
  .insert(interviews)
  .values(interviewed.map((a) => interviewRow(a.id)))
  .returning({ id: interviews.id, applicationId: interviews.applicationId });
const recommendationsCycle = ['strong-no', 'no', 'yes', 'strong-yes'] as const;
for (const by of [recruiter!.id, colleague!.id]) {
  await db.insert(interviewInterviewers).values(held.map((h) => ({ interviewId: h.id, userId: by })));
  await db.insert(scorecards).values(
    held.map((h, n) => ({
      interviewId: h.id,
      applicationId: h.applicationId,
      authorId: by,
      ratings: ratingsOf(n),
      recommendation: recommendationsCycle[(n + (by === recruiter!.id ? 2 : 3)) % 4]!,
    })),
  );
}

// One long thread, on the first application.
const thread = rows[0]!;
for (let done = 0; done < threadLength; done += 500) {
  await db.insert(messages).values(
    Array.from({ length: Math.min(500, threadLength - done) }, (_, i) => {
      const fromCandidate = (done + i) % 2 === 0;
      return {
        applicationId: thread.id,
        senderId: fromCandidate ? thread.candidateId : recruiter!.id,
        recipientId: fromCandidate ? recruiter!.id : thread.candidateId,
        text: `Message ${done + i} of the thread, of a realistic length for a chat line.`,
        createdAt: new Date(base + (done + i) * 1000),
      };
    }),
  );
}
await db.execute('analyze');

async function timed(url: string, n: number) {
  const times: number[] = [];
  for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url, headers: auth }); // warm-up
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: auth });
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  return { p50: q(0.5), p95: q(0.95) };
}

const boardRes = await app.inject({ method: 'GET', url: `/api/jobs/${job._id}/board`, headers: auth });
const boardBody = boardRes.json();
const board = await timed(`/api/jobs/${job._id}/board`, reads);
const threadRes = await app.inject({
  method: 'GET',
  url: `/api/applications/${thread.id}/messages`,
  headers: auth,
});
const threadRead = await timed(`/api/applications/${thread.id}/messages`, reads);

// The replay: moves of distinct applicants in Applied, and notes, scorecards (of an interview the
// recruiter is on, without one yet) and messages on the same applications, in turn.
const targets = rows.filter((a) => a.stage === 'applied').slice(1, 1 + Math.ceil(writes / 4));
const targetInterviews = await db
  .insert(interviews)
  .values(targets.map((a) => interviewRow(a.id)))
  .returning({ id: interviews.id });
await db
  .insert(interviewInterviewers)
  .values(targetInterviews.map((t) => ({ interviewId: t.id, userId: recruiter!.id })));
const keyOf = (kind: string, i: number) => `bench-${kind}-${i}-${randomBytes(4).toString('hex')}`;
const requests = targets
  .flatMap((a, i) => [
    {
      url: `/api/applications/${a.id}/moves`,
      body: { from: 'applied', to: 'screening' },
      key: keyOf('move', i),
    },
    { url: `/api/applications/${a.id}/notes`, body: { text: `Noted offline ${i}` }, key: keyOf('note', i) },
    {
      url: `/api/interviews/${targetInterviews[i]!.id}/scorecard`,
      body: { ratings: ratingsOf(i), recommendation: 'yes', notes: `Scored offline ${i}` },
      key: keyOf('scorecard', i),
    },
    {
      url: `/api/applications/${a.id}/messages`,
      body: { text: `Queued offline ${i}` },
      key: keyOf('message', i),
    },
  ])
  .slice(0, writes);
async function pass() {
  const t0 = performance.now();
  for (const r of requests) {
    const res = await app.inject({
      method: 'POST',
      url: r.url,
      headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': r.key },
      payload: JSON.stringify(r.body),
    });
    if (res.statusCode !== 201) throw new Error(`${r.url} answered ${res.statusCode}: ${res.body}`);
  }
  return performance.now() - t0;
}
const firstPass = await pass();
const secondPass = await pass();
const [moved] = await db
  .select({ n: count() })
  .from(applicationMoves)
  .where(eq(applicationMoves.byUserId, recruiter!.id));
const [sent] = await db.select({ n: count() }).from(messages).where(eq(messages.senderId, recruiter!.id));
const [noted] = await db
  .select({ n: count() })
  .from(applicationNotes)
  .where(eq(applicationNotes.authorId, recruiter!.id));
const [scored] = await db
  .select({ n: count() })
  .from(scorecards)
  .where(eq(scorecards.authorId, recruiter!.id));
const expected = (suffix: string) => requests.filter((r) => r.url.endsWith(suffix)).length;
const recruiterThreadMessages = Math.floor(threadLength / 2);
const seededNotes = rows.filter((_, i) => i % 7 === 0).length;
const cardsWithScorecards = boardBody.data.cards.filter(
  (c: { scorecards: number }) => c.scorecards > 0,
).length;
console.log(
  JSON.stringify({
    applicants,
    boardCards: boardBody.data.cards.length,
    perStage: boardPageSize,
    boardBytes: boardRes.body.length,
    board,
    threadLength,
    threadPage: threadRes.json().data.messages.length,
    thread: threadRead,
    interviewed: held.length,
    seededScorecards: held.length * 2,
    cardsWithScorecards,
    writes: requests.length,
    firstPassMs: firstPass,
    replayPassMs: secondPass,
    moves: moved?.n ?? 0,
    messages: (sent?.n ?? 0) - recruiterThreadMessages,
    notes: (noted?.n ?? 0) - seededNotes,
    scorecards: (scored?.n ?? 0) - held.length,
    expectedMoves: expected('/moves'),
    expectedMessages: expected('/messages'),
    expectedNotes: expected('/notes'),
    expectedScorecards: expected('/scorecard'),
  }),
);
await app.close();
await database.close();
fs.rmSync(dir, { recursive: true, force: true });
// Everything this run opened is closed; a MessagePort that none of it names (the loader's, by all
// signs) would keep the process waiting, and the runner would time out on a finished bench.
process.exit(0);
