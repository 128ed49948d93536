CREATE TABLE "application_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"from_stage" text NOT NULL,
	"to_stage" text NOT NULL,
	"by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"text" text NOT NULL,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage" text DEFAULT 'applied' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "application_moves" ADD CONSTRAINT "application_moves_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_moves" ADD CONSTRAINT "application_moves_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_moves_application_idx" ON "application_moves" USING btree ("application_id","created_at","id");--> statement-breakpoint
CREATE INDEX "application_moves_by_idx" ON "application_moves" USING btree ("by_user_id");--> statement-breakpoint
CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "application_notes_author_idx" ON "application_notes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "messages_application_created_idx" ON "messages" USING btree ("application_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_recipient_unread_idx" ON "messages" USING btree ("recipient_id","application_id") WHERE "messages"."seen_at" is null;--> statement-breakpoint
CREATE INDEX "messages_sender_created_idx" ON "messages" USING btree ("sender_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_recipient_created_idx" ON "messages" USING btree ("recipient_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_job_stage_idx" ON "applications" USING btree ("job_id","stage","stage_since" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Stages from the old statuses; the decided ones moved when they were decided.
UPDATE "applications" SET "stage" = CASE "status" WHEN 'accepted' THEN 'hired' WHEN 'pending' THEN 'applied' ELSE "status" END, "stage_since" = coalesce("decided_at", "created_at");--> statement-breakpoint
-- The decisions made before stages existed, as moves: by the job's recruiter, or the candidate's withdrawal.
INSERT INTO "application_moves" ("application_id", "from_stage", "to_stage", "by_user_id", "created_at") SELECT a."id", 'applied', a."stage", CASE WHEN a."stage" = 'withdrawn' THEN a."candidate_id" ELSE j."user_id" END, a."stage_since" FROM "applications" a JOIN "jobs" j ON j."id" = a."job_id" WHERE a."stage" <> 'applied';--> statement-breakpoint
-- Devices that wanted every kind pushed also want the new one, messages.
UPDATE "push_subscriptions" SET "topics" = array_append("topics", 'messages') WHERE "topics" @> ARRAY['applicants', 'decisions', 'job-alerts'];
