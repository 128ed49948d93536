-- "Did you mean …" also knows the words of places and companies: "lisbn" offers Lisbon.
CREATE OR REPLACE FUNCTION jobs_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT lexeme FROM unnest(to_tsvector('hireloop_words',
    NEW.title || ' ' || NEW.required_skills::text || ' ' || NEW.location || ' ' || NEW.company_name))
  WHERE length(lexeme) BETWEEN 3 AND 40 AND lexeme ~ '^[[:alpha:]]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER jobs_search_words ON "jobs";--> statement-breakpoint
CREATE TRIGGER jobs_search_words AFTER INSERT OR UPDATE OF title, required_skills, location, company_name ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION jobs_search_words();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT lexeme FROM jobs, unnest(to_tsvector('hireloop_words', location || ' ' || company_name))
WHERE length(lexeme) BETWEEN 3 AND 40 AND lexeme ~ '^[[:alpha:]]+$'
ON CONFLICT DO NOTHING;
