// A candidate's saved jobs and job alerts: Hireloop's own calls, which the old portal did not have.
import { z } from 'zod';
import { idParam, pageQuery } from './common.ts';
import { job, jobSearch, jobTypeSchema } from './jobs.ts';

export const savedJobParam = z.object({ jobId: idParam('Job id') });

/** PUT and DELETE /api/candidate/saved/:jobId: both idempotent. */
export const savedStateResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  saved: z.boolean(),
});
export type SavedStateResponse = z.infer<typeof savedStateResponse>;

/** GET /api/candidate/saved?cursor=&limit= — most recently saved first. */
export const savedJobsQuery = pageQuery;
export const savedJob = job.extend({ savedAt: z.string() });
export type SavedJob = z.infer<typeof savedJob>;
export const savedJobsResponse = z.object({
  success: z.literal(true),
  data: z.array(savedJob),
  nextCursor: z.string().nullable(),
});
export type SavedJobsResponse = z.infer<typeof savedJobsResponse>;

export const maxJobAlerts = 10;

/** POST /api/candidate/alerts: the /jobs search to be told about (a search, a type, or both). */
export const createAlertBody = jobSearch;
export type CreateAlertBody = z.input<typeof createAlertBody>;

/** How often an alert's new jobs are emailed, as a digest; the in-app notifications come either way. */
export const emailCadences = ['daily', 'weekly', 'off'] as const;
export const emailCadence = z.enum(emailCadences, { error: 'emailCadence must be daily, weekly or off' });
export type EmailCadence = z.infer<typeof emailCadence>;

export const jobAlert = z.object({
  _id: z.string(),
  q: z.string(),
  type: jobTypeSchema.nullable(),
  emailCadence,
  createdAt: z.string(),
});
export type JobAlert = z.infer<typeof jobAlert>;

export const alertResponse = z.object({ success: z.literal(true), message: z.string(), data: jobAlert });
export type AlertResponse = z.infer<typeof alertResponse>;
export const alertsResponse = z.object({ success: z.literal(true), data: z.array(jobAlert) });
export type AlertsResponse = z.infer<typeof alertsResponse>;
export const alertIdParam = z.object({ id: idParam('Alert id') });
/** PUT /api/candidate/alerts/:id: how often this alert's jobs are emailed. */
export const updateAlertBody = z.object({ emailCadence });
export type UpdateAlertBody = z.infer<typeof updateAlertBody>;
export const deleteAlertResponse = z.object({ success: z.literal(true), message: z.string() });
