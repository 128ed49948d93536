-- Companies as teams: members with a role, and the owner's invitations. Every existing recruiter
-- owns their company; a trigger makes the user of each new recruiter profile its owner.
CREATE TABLE "company_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_recruiter_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."recruiter_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_recruiter_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."recruiter_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_token_key" ON "company_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "company_invitations_company_idx" ON "company_invitations" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id","role");--> statement-breakpoint
CREATE FUNCTION recruiter_profiles_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_members (user_id, company_id, role) VALUES (NEW.user_id, NEW.id, 'owner')
  ON CONFLICT (user_id) DO NOTHING;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER recruiter_profiles_owner AFTER INSERT ON recruiter_profiles
  FOR EACH ROW EXECUTE FUNCTION recruiter_profiles_owner();--> statement-breakpoint
INSERT INTO company_members (user_id, company_id, role)
SELECT user_id, id, 'owner' FROM recruiter_profiles
ON CONFLICT (user_id) DO NOTHING;
