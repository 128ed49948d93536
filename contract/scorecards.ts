// Scorecards on the wire. A job's recruiters name up to ten criteria; each interviewer of an
// interview rates every criterion 1–4, recommends, may add notes, and sends it once (it may be
// written offline: the outbox queues it like a move). A job with no criteria has scorecards made of
// the recommendation (and notes) alone.
import { z } from 'zod';
import { applicantRow } from './applications.ts';
import { idParam, text } from './common.ts';

export const maxCriteria = 10;
export const scorecardNotesMaxLength = 2000;

export const recommendations = ['strong-no', 'no', 'yes', 'strong-yes'] as const;
export const recommendationSchema = z.enum(recommendations, {
  error: `The recommendation must be one of ${recommendations.join(', ')}`,
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationLabels: Record<Recommendation, string> = {
  'strong-no': 'Strong no',
  no: 'No',
  yes: 'Yes',
  'strong-yes': 'Strong yes',
};

/** A recommendation on the ratings' 1–4 scale: the board card's average is of these. */
export const recommendationScore = (r: Recommendation) => recommendations.indexOf(r) + 1;

/** What each rating means, shown beside its radio. */
export const ratingLabels: Record<1 | 2 | 3 | 4, string> = {
  1: 'Poor',
  2: 'Mixed',
  3: 'Good',
  4: 'Excellent',
};

export const criterion = z.object({ _id: z.string(), name: z.string() });
export type Criterion = z.infer<typeof criterion>;

/** PUT /api/jobs/:jobId/scorecard-criteria: the whole ordered list; an `_id` keeps that criterion. */
export const criteriaBody = z.object({
  criteria: z
    .array(z.object({ _id: idParam('Criterion').optional(), name: text('A criterion', 80) }), {
      error: 'criteria must be a list',
    })
    .max(maxCriteria, `A job has at most ${maxCriteria} criteria`)
    .refine(
      (list) => new Set(list.map((c) => c.name.toLowerCase())).size === list.length,
      'Two criteria have the same name',
    ),
});
export type CriteriaBody = z.infer<typeof criteriaBody>;

export const criteriaResponse = z.object({ success: z.literal(true), data: z.array(criterion) });
export type CriteriaResponse = z.infer<typeof criteriaResponse>;

/** The interviews' own routes name their id `:id` (contract/interviews.ts). */
export const interviewParam = z.object({ id: idParam('Interview') });

const rating = z
  .number({ error: 'Each rating must be a number from 1 to 4' })
  .int('Each rating must be a number from 1 to 4')
  .min(1, 'Each rating must be a number from 1 to 4')
  .max(4, 'Each rating must be a number from 1 to 4');

/** POST /api/interviews/:id/scorecard (takes an Idempotency-Key). */
export const scorecardBody = z.object({
  /** By criterion id: every criterion of the job, none other. */
  ratings: z.record(z.string().max(64), rating, { error: 'ratings must map criteria to ratings' }),
  recommendation: recommendationSchema,
  notes: z
    .string({ error: 'Notes must be text' })
    .trim()
    .max(scorecardNotesMaxLength, `Notes must be at most ${scorecardNotesMaxLength} characters`)
    .default(''),
});
export type ScorecardBody = z.input<typeof scorecardBody>;

export const scorecard = z.object({
  _id: z.string(),
  interviewId: z.string(),
  interviewTitle: z.string(),
  by: z.object({ _id: z.string(), fullName: z.string() }),
  ratings: z.record(z.string(), z.number().int()),
  recommendation: recommendationSchema,
  notes: z.string(),
  submittedAt: z.string(),
});
export type Scorecard = z.infer<typeof scorecard>;

export const scorecardResponse = z.object({ success: z.literal(true), message: z.string(), data: scorecard });
export type ScorecardResponse = z.infer<typeof scorecardResponse>;

/**
 * GET /api/applications/:applicationId/scorecards. The company's Owners and Recruiters see every scorecard; an
 * interviewer sees their own until they have sent one, then everyone's; the candidate never.
 */
export const scorecardsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** How the caller stands: on the hiring team, or an interviewer of this application only. */
    viewer: z.enum(['team', 'interviewer']),
    criteria: z.array(criterion),
    scorecards: z.array(scorecard),
    /** The caller's interviews of this application and whether their scorecard is in. */
    myInterviews: z.array(z.object({ _id: z.string(), title: z.string(), submitted: z.boolean() })),
  }),
});
export type ScorecardsResponse = z.infer<typeof scorecardsResponse>;
export type ScorecardsData = ScorecardsResponse['data'];

/** GET /api/applications/:applicationId: the application and the candidate's profile and résumé. */
export const applicationViewResponse = z.object({ success: z.literal(true), data: applicantRow });
export type ApplicationViewResponse = z.infer<typeof applicationViewResponse>;
