CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"to_address" text NOT NULL,
	"data" jsonb NOT NULL,
	"cause_key" text NOT NULL,
	"gather_key" text,
	"count" integer DEFAULT 1 NOT NULL,
	"claimed" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "email_cadence" text DEFAULT 'daily' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_cause_key" ON "mail_outbox" USING btree ("cause_key");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("due_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_gathering_idx" ON "mail_outbox" USING btree ("gather_key") WHERE "mail_outbox"."gather_key" is not null and not "mail_outbox"."claimed";--> statement-breakpoint
CREATE INDEX "mail_outbox_gather_sent_idx" ON "mail_outbox" USING btree ("gather_key","sent_at") WHERE "mail_outbox"."gather_key" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_user_idx" ON "mail_outbox" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_sent_idx" ON "mail_outbox" USING btree ("sent_at") WHERE "mail_outbox"."sent_at" is not null;