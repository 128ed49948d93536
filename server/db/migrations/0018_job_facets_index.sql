CREATE INDEX "jobs_open_facets_idx" ON "jobs" USING btree ("job_type","work_mode","level","created_at","deadline") WHERE "jobs"."closed_at" is null;--> statement-breakpoint
-- A search by place reads the open jobs in the radius's earth box: holding what its counts compare
-- (and the point itself) in the index lets a settled table answer them without the heap.
CREATE INDEX "jobs_open_earth_idx" ON "jobs" USING gist (ll_to_earth("lat", "lon"))
  INCLUDE ("lat", "lon", "job_type", "work_mode", "level", "created_at", "deadline")
  WHERE "lat" IS NOT NULL AND "closed_at" IS NULL;
