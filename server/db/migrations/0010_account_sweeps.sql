CREATE TABLE "account_sweeps" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"firebase_uid" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
