CREATE TABLE "job_search_lexemes" (
	"lexeme" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "jobs_listing_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "job_search_lexemes_idx" ON "job_search_lexemes" USING btree ("lexeme" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "jobs_listing_idx" ON "jobs" USING btree ("posted_date" DESC NULLS LAST,"id","company_id","expiry_date") WHERE "jobs"."status" = 'active' and "jobs"."is_public" and "jobs"."deleted_at" is null;--> statement-breakpoint
-- Location trigram tokens (search-vector.ts) for the jobs written before them: the location filter's tokens
-- narrow a text search, so every document must carry them. The same expression as searchDocument's.
UPDATE "jobs" SET "search" = "search" || array_to_tsvector(array(
  SELECT DISTINCT 'zzloc' || encode(convert_to(substr(l, i, 3), 'UTF8'), 'hex')
  FROM (SELECT lower(coalesce("jobs"."location", '')) AS l) lowered
  CROSS JOIN LATERAL generate_series(1, length(l) - 2) AS positions(i)
)) WHERE "search" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "job_search_lexemes" ("lexeme")
  SELECT DISTINCT unnest(tsvector_to_array("search")) FROM "jobs" WHERE "search" IS NOT NULL
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Lexemes are added in one order (sorted) by every writer, so concurrent job writes cannot deadlock on them.
CREATE FUNCTION "job_search_lexemes_add_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "job_search_lexemes" ("lexeme")
    SELECT DISTINCT lexeme FROM "inserted_jobs", unnest(tsvector_to_array("inserted_jobs"."search")) AS lexeme
    ORDER BY lexeme
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "job_search_lexemes_add_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "job_search_lexemes" ("lexeme")
    SELECT lexeme FROM unnest(tsvector_to_array(NEW."search")) AS lexeme
    ORDER BY lexeme
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "jobs_search_lexemes_insert" AFTER INSERT ON "jobs"
  REFERENCING NEW TABLE AS "inserted_jobs" FOR EACH STATEMENT EXECUTE FUNCTION "job_search_lexemes_add_inserted"();
--> statement-breakpoint
CREATE TRIGGER "jobs_search_lexemes_update" AFTER UPDATE OF "search" ON "jobs"
  FOR EACH ROW WHEN (NEW."search" IS DISTINCT FROM OLD."search") EXECUTE FUNCTION "job_search_lexemes_add_updated"();
