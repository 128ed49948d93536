DROP INDEX "jobs_recruiter_idx";--> statement-breakpoint
CREATE INDEX "applications_job_created_idx" ON "applications" USING btree ("job_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_recruiter_created_idx" ON "jobs" USING btree ("recruiter_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);