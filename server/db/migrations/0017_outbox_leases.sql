ALTER TABLE "mail_outbox" ADD COLUMN "leased" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD COLUMN "leased" boolean DEFAULT false NOT NULL;