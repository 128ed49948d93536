-- The search's counts read the newest open jobs first: led by created_at, the facets index yields a
-- sample whose types, modes and levels are as mixed as the board's, and "posted within" is a range.
DROP INDEX "jobs_open_facets_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_facets_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"job_type","work_mode","level","deadline") WHERE "jobs"."closed_at" is null;--> statement-breakpoint
-- Every search by distance reads open jobs, which jobs_open_earth_idx holds; a list scoped to one
-- recruiter or company is read through its own index. One GiST index less to write per posting.
DROP INDEX "jobs_earth_idx";
