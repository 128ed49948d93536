-- Full-text search over jobs: one text search configuration folds accents (unaccent) and stems
-- English words (nurse = nurses), so to_tsvector with it stays immutable and the document can be a
-- generated column, kept up to date by PostgreSQL at every write, whoever writes.
CREATE TEXT SEARCH CONFIGURATION hireloop_search (COPY = english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION hireloop_search
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
-- Whole words, folded but not stemmed: the words a typo is corrected to.
CREATE TEXT SEARCH CONFIGURATION hireloop_words (COPY = simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION hireloop_words
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;--> statement-breakpoint
-- Title (A) over skills (B) over description (C); company and location (D) so "nurse lisbon" works.
ALTER TABLE "jobs" ADD COLUMN "search_doc" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('hireloop_search', "title"), 'A')
  || setweight(to_tsvector('hireloop_search', "required_skills"::text), 'B')
  || setweight(to_tsvector('hireloop_search', "description"), 'C')
  || setweight(to_tsvector('hireloop_search', "company_name" || ' ' || "location"), 'D')
) STORED;--> statement-breakpoint
CREATE INDEX "jobs_search_doc_idx" ON "jobs" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "jobs_earth_idx" ON "jobs" USING gist (ll_to_earth("lat", "lon")) WHERE "lat" IS NOT NULL;--> statement-breakpoint
-- The distinct words of titles and skills, for "Did you mean …" (trigram similarity, read whole:
-- PGlite's pg_trgm cannot answer the `%` operator a trigram index serves).
CREATE TABLE "search_words" ("word" text PRIMARY KEY);--> statement-breakpoint
CREATE FUNCTION jobs_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT lexeme FROM unnest(to_tsvector('hireloop_words', NEW.title || ' ' || NEW.required_skills::text))
  WHERE length(lexeme) BETWEEN 3 AND 40 AND lexeme ~ '^[[:alpha:]]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_search_words AFTER INSERT OR UPDATE OF title, required_skills ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION jobs_search_words();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT lexeme FROM jobs, unnest(to_tsvector('hireloop_words', title || ' ' || required_skills::text))
WHERE length(lexeme) BETWEEN 3 AND 40 AND lexeme ~ '^[[:alpha:]]+$'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A job alert stores the whole /jobs query; its parts the matcher compares sit in their own columns.
ALTER TABLE "job_alerts" ADD COLUMN "query" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "words" tsquery;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "work_mode" text;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "salary_yearly" integer;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "salary_currency" text;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "place_words" text;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "lon" double precision;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "radius_km" integer;--> statement-breakpoint
UPDATE "job_alerts" SET
  "query" = jsonb_strip_nulls(jsonb_build_object('q', nullif("q", ''), 'type', "job_type")),
  "words" = CASE WHEN numnode(websearch_to_tsquery('hireloop_search', "q")) > 0
    THEN websearch_to_tsquery('hireloop_search', "q") END;
