CREATE TABLE "jobs_generation" (
	"generation" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "jobs_generation" ("generation") VALUES (0);--> statement-breakpoint
-- Every statement that writes jobs, whoever runs it (posting, closing, reopening, editing, deleting,
-- a script), moves the generation in its own transaction: a search cached at the old number is
-- never served once the write is visible, on any server sharing the database. Once per statement,
-- not per row: a bulk write costs one update.
CREATE FUNCTION jobs_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs_generation SET generation = generation + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_generation_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_generation_bump();
