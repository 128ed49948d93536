// The hiring conversation on the wire: stages and moves (the board and the timeline), the
// recruiter's private notes, and one message thread per application. Every write honours an
// Idempotency-Key header (replayed from the stored reply), so the offline outbox may send it again.
//
// Who may move what (the server decides):
// - The job's recruiter moves an application between the open stages (applied..offer, forwards or
//   backwards), to hired, or to rejected.
// - Hired and rejected may be reopened by the recruiter, to an open stage only: a mistaken click or
//   an offer that fell through must be undoable, and the candidate is told of every move, so
//   nothing is changed behind their back. Hired <-> rejected directly is refused: a final decision
//   is changed by reopening it first, on purpose.
// - Withdrawn is set only by the candidate's withdraw call and ends the application: nothing moves
//   a withdrawn application, and its thread takes no new messages.
// - A move names the stage it leaves (`from`); if the application is no longer there, the answer is
//   409 with `currentStage` and nothing changes (replays from the outbox included).
// The old answers keep their fields: `status`, `Accept` and `Pending` follow the stage
// (statusOfStage); the candidate's history rows gain `stage` and `unreadMessages`, the recruiter's
// applicant rows gain `stage` (contract/applications.ts).
import { z } from 'zod';
import { idParam, text } from './common.ts';

export const stages = [
  'applied',
  'screening',
  'interview',
  'offer',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export const stageSchema = z.enum(stages, { error: `Stage must be one of ${stages.join(', ')}` });
export type Stage = z.infer<typeof stageSchema>;

export const openStages = ['applied', 'screening', 'interview', 'offer'] as const satisfies readonly Stage[];
export const isOpenStage = (stage: Stage) => (openStages as readonly Stage[]).includes(stage);

/** What the candidate (and the board's columns) call each stage. */
export const stageLabels: Record<Stage, string> = {
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Not selected',
  withdrawn: 'Withdrawn',
};

/** The stages a recruiter may move an application in `from` to (see the rules above). */
export function reachableStages(from: Stage): Stage[] {
  if (from === 'withdrawn') return [];
  if (from === 'hired' || from === 'rejected') return [...openStages];
  return stages.filter((s) => s !== from && s !== 'withdrawn');
}

/** The old answers' fields, derived from the stage. */
export function statusOfStage(stage: Stage): 'pending' | 'accepted' | 'rejected' | 'withdrawn' {
  if (stage === 'hired') return 'accepted';
  if (stage === 'rejected' || stage === 'withdrawn') return stage;
  return 'pending';
}

/** An application's page in the app (its timeline, notes and thread): notification links, board cards. */
export const applicationLink = (applicationId: string) => `/applications/${applicationId}`;

export const messageMaxLength = 2000;
export const noteMaxLength = 2000;
/** Cards per column and page: the newest movers, then "Load more". */
export const boardPageSize = 20;
export const messagePageSize = 50;

export const applicationIdParam = z.object({ applicationId: idParam('Application id') });
export const jobIdParam = z.object({ jobId: idParam('Job id') });

const person = z.object({ _id: z.string(), fullName: z.string() });

// --- the board -------------------------------------------------------------------------------

/** GET /api/jobs/:jobId/board, or one stage's next cards with ?stage=&cursor=. */
export const boardQuery = z.object({
  stage: stageSchema.optional(),
  cursor: z.string().max(200).optional(),
});
export type BoardQuery = z.infer<typeof boardQuery>;

export const card = z.object({
  applicationId: z.string(),
  stage: stageSchema,
  stageSince: z.string(),
  appliedAt: z.string(),
  candidate: z.object({
    _id: z.string(),
    fullName: z.string(),
    ProfileImage: z.string().nullable(),
    headline: z.string().nullable(),
  }),
  /** The recruiter's unread messages in this application's thread. */
  unreadMessages: z.number().int(),
  notes: z.number().int(),
  /** Scorecards in, and the mean of their recommendations (Strong no 1 … Strong yes 4, one decimal). */
  scorecards: z.number().int(),
  score: z.number().nullable(),
});
export type Card = z.infer<typeof card>;

export const stageCounts = z.object(
  Object.fromEntries(stages.map((s) => [s, z.number().int()])) as Record<Stage, z.ZodNumber>,
);

export const board = z.object({
  job: z.object({ _id: z.string(), JobTitle: z.string(), UrlPath: z.string() }),
  counts: stageCounts,
  /** Newest move first within each stage; the first page of every stage, or the asked stage's next. */
  cards: z.array(card),
  /** A cursor for each stage that has more cards than were sent. */
  more: z.partialRecord(stageSchema, z.string()),
});
export type Board = z.infer<typeof board>;
export const boardResponse = z.object({ success: z.literal(true), data: board });
export type BoardResponse = z.infer<typeof boardResponse>;

// --- moves and the timeline --------------------------------------------------------------------

export const moveBody = z.object({ from: stageSchema, to: stageSchema });
export type MoveBody = z.infer<typeof moveBody>;

export const move = z.object({
  _id: z.string(),
  /** null: the apply itself. */
  from: stageSchema.nullable(),
  to: stageSchema,
  at: z.string(),
  by: person.extend({ role: z.enum(['candidate', 'recruiter']) }),
});
export type Move = z.infer<typeof move>;

/** POST /api/applications/:applicationId/moves -> 201. */
export const moveResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ applicationId: z.string(), stage: stageSchema, move }),
});
export type MoveResponse = z.infer<typeof moveResponse>;

/** The 409 of a move whose `from` is stale: the application's stage now. */
export const moveConflict = z.object({
  success: z.literal(false),
  message: z.string(),
  currentStage: stageSchema,
});
export type MoveConflict = z.infer<typeof moveConflict>;

/** GET /api/applications/:applicationId/timeline (the job's recruiter or the candidate). */
export const timelineResponse = z.object({
  success: z.literal(true),
  data: z.object({ stage: stageSchema, moves: z.array(move) }),
});
export type TimelineResponse = z.infer<typeof timelineResponse>;

// --- notes (the job's recruiter only) ------------------------------------------------------------

export const noteBody = z.object({ text: text('Note', noteMaxLength) });
export type NoteBody = z.infer<typeof noteBody>;

export const note = z.object({ _id: z.string(), text: z.string(), at: z.string(), by: person });
export type Note = z.infer<typeof note>;

/** GET /api/applications/:applicationId/notes: newest first. */
export const notesResponse = z.object({ success: z.literal(true), data: z.array(note) });
export const noteResponse = z.object({ success: z.literal(true), message: z.string(), data: note });
export type NotesResponse = z.infer<typeof notesResponse>;
export type NoteResponse = z.infer<typeof noteResponse>;

// --- messages ----------------------------------------------------------------------------------

export const messageBody = z.object({ text: text('Message', messageMaxLength) });
export type MessageBody = z.infer<typeof messageBody>;

export const message = z.object({
  _id: z.string(),
  /** Sent by the caller. */
  mine: z.boolean(),
  text: z.string(),
  at: z.string(),
  /** When the other side read it. */
  seenAt: z.string().nullable(),
});
export type Message = z.infer<typeof message>;

/** GET /api/applications/:applicationId/messages?before=&limit= */
export const messagesQuery = z.object({
  before: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(messagePageSize),
});
export type MessagesQuery = z.infer<typeof messagesQuery>;

export const thread = z.object({
  applicationId: z.string(),
  jobTitle: z.string(),
  /** The other side's name. */
  withName: z.string(),
  stage: stageSchema,
});

export const messagesResponse = z.object({
  success: z.literal(true),
  data: z.object({
    thread,
    /** Oldest first within the page; the first page is the newest. */
    messages: z.array(message),
    /** The cursor of the older page, null at the start of the thread. */
    before: z.string().nullable(),
  }),
});
export type MessagesResponse = z.infer<typeof messagesResponse>;

/** POST /api/applications/:applicationId/messages -> 201. */
export const messageResponse = z.object({ success: z.literal(true), message: z.string(), data: message });
export type MessageResponse = z.infer<typeof messageResponse>;

/** POST /api/applications/:applicationId/messages/seen: the other side's messages up to `upTo`. */
export const seenBody = z.object({ upTo: idParam('Message id') });
export type SeenBody = z.infer<typeof seenBody>;
export const seenResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ seen: z.number().int() }),
});
export type SeenResponse = z.infer<typeof seenResponse>;

/** GET /api/messages/threads?cursor=&limit= (either role): newest activity first. */
export const threadsQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const threadSummary = z.object({
  applicationId: z.string(),
  jobTitle: z.string(),
  withName: z.string(),
  lastText: z.string(),
  lastAt: z.string(),
  unread: z.number().int(),
});
export type ThreadSummary = z.infer<typeof threadSummary>;
export const threadsResponse = z.object({
  success: z.literal(true),
  data: z.array(threadSummary),
  /** Unread messages in all your threads, for the bell. */
  unread: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type ThreadsResponse = z.infer<typeof threadsResponse>;
