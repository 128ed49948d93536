ALTER TABLE "jobs" ADD COLUMN "work_mode" text DEFAULT 'onsite' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_min" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_max" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_currency" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_period" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_yearly_min" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_yearly_max" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "lon" double precision;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS "unaccent";--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS "cube";--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS "earthdistance";
