-- Interview reminders, 24 hours and 1 hour before, per person: due rows that the reminder sweep of
-- any server sends once. A new row wakes the sweep of every server (NOTIFY at commit), so each
-- learns of the next due time.
CREATE TABLE "interview_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"minutes_before" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_reminders" ADD CONSTRAINT "interview_reminders_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_reminders" ADD CONSTRAINT "interview_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_reminders_key" ON "interview_reminders" USING btree ("interview_id","user_id","minutes_before","starts_at");--> statement-breakpoint
CREATE INDEX "interview_reminders_due_idx" ON "interview_reminders" USING btree ("due_at") WHERE "interview_reminders"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "interview_reminders_user_idx" ON "interview_reminders" USING btree ("user_id");--> statement-breakpoint
CREATE TRIGGER "interview_reminders_notify" AFTER INSERT ON "interview_reminders"
  FOR EACH STATEMENT EXECUTE FUNCTION "outbox_notify"();
