CREATE TABLE "live_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seq" bigint,
	"user_ids" uuid[] NOT NULL,
	"event" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "live_events_seq_key" ON "live_events" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
CREATE SEQUENCE "live_events_seq";--> statement-breakpoint
CREATE FUNCTION "live_events_stamp"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Runs at commit (deferred): the lock is held until the commit ends, so the transaction that
  -- takes the next number commits after this one, and seq order is commit order.
  PERFORM pg_advisory_xact_lock(7301946205);
  UPDATE "live_events" SET "seq" = nextval('live_events_seq') WHERE "id" = NEW."id";
  -- One notification per transaction (PostgreSQL folds equal ones): every server reads what is new.
  PERFORM pg_notify('live', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "live_events_stamp" AFTER INSERT ON "live_events"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "live_events_stamp"();
