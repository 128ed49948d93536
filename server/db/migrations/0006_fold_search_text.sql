-- Folded copies of the searched texts. They are filled, and search_text and the alerts' patterns
-- folded, by the data migration 'fold-search-text' (db/data-migrations.ts), which runs in JavaScript
-- right after this: SQL has no fold that is the same as the device's. Every write sets them after.
CREATE TABLE "data_migrations" (
	"name" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "full_name_folded" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ALTER COLUMN "full_name_folded" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "title_folded" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "title_folded" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "location_folded" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "location_folded" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "recruiter_profiles" ADD COLUMN "current_company_folded" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recruiter_profiles" ALTER COLUMN "current_company_folded" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_folded" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "username_folded" DROP DEFAULT;
