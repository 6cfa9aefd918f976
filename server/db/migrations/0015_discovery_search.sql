-- pg_trgm: trigram GIN indexes (substring LIKE) and word similarity (typo-tolerant names). PGlite loads it too
-- (server/db/pglite-extensions.ts); never cube/earthdistance beside it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"owner_user_id" uuid,
	"title" text DEFAULT '' NOT NULL,
	"name_folded" text DEFAULT '' NOT NULL,
	"text_folded" text DEFAULT '' NOT NULL,
	"location_folded" text DEFAULT '' NOT NULL,
	"sort_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_documents_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
CREATE INDEX "search_documents_text_trgm_idx" ON "search_documents" USING gin ("text_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_name_trgm_idx" ON "search_documents" USING gin ("name_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_kind_sort_idx" ON "search_documents" USING btree ("kind","sort_at" DESC NULLS LAST);--> statement-breakpoint
-- Discovery's text index (decision 035): filled by triggers in the writing transaction, so every write path —
-- services, seeders, the CLI, a cascade — keeps it current. Texts are folded like accent-fold.ts's foldSql
-- (lower case, Latin accents dropped), the same alphabets, so "jose" finds "José" on PGlite and PostgreSQL.
CREATE OR REPLACE FUNCTION "discovery_fold"(input text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(coalesce(input, '')),
    'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž',
    'aaaaaaceeeeiiiinoooooouuuuyaaaaaaceeeeiiiinoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhiiiiiiiiiijjkkllllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzz')
$$;
--> statement-breakpoint
-- A json value's text when it is a string or a number, else ''. Resume content is the user's JSON: any key may
-- hold any shape, and a trigger that failed on an odd shape would refuse the user's save.
CREATE OR REPLACE FUNCTION "discovery_json_text"(value json) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN json_typeof(value) IN ('string', 'number') THEN value #>> '{}' ELSE '' END
$$;
--> statement-breakpoint
-- The names in a json array of objects (resume skills): '' when it is not an array.
CREATE OR REPLACE FUNCTION "discovery_json_names"(value json) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN json_typeof(value) = 'array' THEN coalesce((
    SELECT string_agg("discovery_json_text"(CASE WHEN json_typeof(element) = 'object' THEN element -> 'name' ELSE element END), ' ')
    FROM json_array_elements(value) AS element), '') ELSE '' END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_documents_refresh_people"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "search_documents" WHERE "kind" = 'people' AND "item_id" = ANY(ids);
  INSERT INTO "search_documents" ("kind", "item_id", "owner_user_id", "title", "name_folded", "text_folded", "location_folded", "sort_at")
  SELECT 'people', u."id", u."id", btrim(u."first_name" || ' ' || u."last_name"),
    "discovery_fold"(u."first_name" || ' ' || u."last_name"),
    "discovery_fold"(concat_ws(' ', u."first_name", u."last_name", u."headline", u."current_role", u."current_company",
      u."location", array_to_string(u."skills", ' '), left(u."summary", 500))),
    "discovery_fold"(u."location"),
    u."created_at"
  FROM "users" u WHERE u."id" = ANY(ids);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_documents_refresh_company"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "search_documents" WHERE "kind" = 'company' AND "item_id" = ANY(ids);
  INSERT INTO "search_documents" ("kind", "item_id", "owner_user_id", "title", "name_folded", "text_folded", "location_folded", "sort_at")
  SELECT 'company', c."id", c."owner_user_id", btrim(c."name"),
    "discovery_fold"(c."name"),
    "discovery_fold"(concat_ws(' ', c."name", c."tagline", c."industry", c."location", left(c."description", 500))),
    "discovery_fold"(c."location"),
    coalesce(c."published_at", c."created_at")
  FROM "companies" c WHERE c."id" = ANY(ids);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_documents_refresh_job"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "search_documents" WHERE "kind" = 'job' AND "item_id" = ANY(ids);
  INSERT INTO "search_documents" ("kind", "item_id", "owner_user_id", "title", "name_folded", "text_folded", "location_folded", "sort_at")
  SELECT 'job', j."id", j."created_by", j."title",
    "discovery_fold"(j."title"),
    "discovery_fold"(concat_ws(' ', j."title", c."name", j."location", array_to_string(j."skills", ' '))),
    "discovery_fold"(j."location"),
    coalesce(j."posted_date", j."created_at")
  FROM "jobs" j JOIN "companies" c ON c."id" = j."company_id" WHERE j."id" = ANY(ids);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_documents_refresh_resume"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "search_documents" WHERE "kind" = 'resume' AND "item_id" = ANY(ids);
  INSERT INTO "search_documents" ("kind", "item_id", "owner_user_id", "title", "name_folded", "text_folded", "location_folded", "sort_at")
  SELECT 'resume', r."id", r."user_id", r."name",
    "discovery_fold"(concat_ws(' ', r."name", "discovery_json_text"(r."content" -> 'basics' -> 'name'))),
    "discovery_fold"(concat_ws(' ', r."name", r."description", r."industry",
      "discovery_json_text"(r."content" -> 'basics' -> 'name'),
      "discovery_json_text"(r."content" -> 'basics' -> 'label'),
      left("discovery_json_text"(r."content" -> 'basics' -> 'summary'), 500),
      "discovery_json_names"(r."content" -> 'skills'), loc.text)),
    "discovery_fold"(loc.text),
    r."created_at"
  FROM "resumes" r
  CROSS JOIN LATERAL (SELECT concat_ws(' ',
    nullif("discovery_json_text"(r."content" -> 'basics' -> 'location' -> 'city'), ''),
    nullif("discovery_json_text"(r."content" -> 'basics' -> 'location' -> 'region'), ''),
    nullif("discovery_json_text"(r."content" -> 'basics' -> 'location' -> 'countryCode'), '')) AS text) loc
  WHERE r."id" = ANY(ids);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_documents_refresh_media"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "search_documents" WHERE "kind" = 'media' AND "item_id" = ANY(ids);
  INSERT INTO "search_documents" ("kind", "item_id", "owner_user_id", "title", "name_folded", "text_folded", "location_folded", "sort_at")
  SELECT 'media', m."id", m."user_id", m."name",
    "discovery_fold"(m."name"),
    "discovery_fold"(concat_ws(' ', m."name", left(m."description", 500))),
    '',
    m."created_at"
  FROM "resume_media" m WHERE m."id" = ANY(ids);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_documents_on_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "search_documents" WHERE "kind" = 'people' AND "item_id" = OLD."id";
  ELSE
    PERFORM "search_documents_refresh_people"(ARRAY[NEW."id"]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_documents_on_companies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "search_documents" WHERE "kind" = 'company' AND "item_id" = OLD."id";
  ELSE
    PERFORM "search_documents_refresh_company"(ARRAY[NEW."id"]);
    -- A job's text carries its company's name.
    IF TG_OP = 'UPDATE' AND NEW."name" IS DISTINCT FROM OLD."name" THEN
      PERFORM "search_documents_refresh_job"(ARRAY(SELECT "id" FROM "jobs" WHERE "company_id" = NEW."id"));
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_documents_on_jobs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "search_documents" WHERE "kind" = 'job' AND "item_id" = OLD."id";
  ELSE
    PERFORM "search_documents_refresh_job"(ARRAY[NEW."id"]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_documents_on_resumes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "search_documents" WHERE "kind" = 'resume' AND "item_id" = OLD."id";
  ELSE
    PERFORM "search_documents_refresh_resume"(ARRAY[NEW."id"]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_documents_on_resume_media"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "search_documents" WHERE "kind" = 'media' AND "item_id" = OLD."id";
  ELSE
    PERFORM "search_documents_refresh_media"(ARRAY[NEW."id"]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only the columns a document is made of fire an update: a view count bump rewrites nothing.
CREATE TRIGGER "users_search_documents" AFTER INSERT OR DELETE OR UPDATE OF
  "first_name", "last_name", "headline", "current_role", "current_company", "location", "skills", "summary"
  ON "users" FOR EACH ROW EXECUTE FUNCTION "search_documents_on_users"();
--> statement-breakpoint
CREATE TRIGGER "companies_search_documents" AFTER INSERT OR DELETE OR UPDATE OF
  "name", "tagline", "industry", "location", "description", "owner_user_id", "published_at"
  ON "companies" FOR EACH ROW EXECUTE FUNCTION "search_documents_on_companies"();
--> statement-breakpoint
CREATE TRIGGER "jobs_search_documents" AFTER INSERT OR DELETE OR UPDATE OF
  "title", "location", "skills", "company_id", "created_by", "posted_date"
  ON "jobs" FOR EACH ROW EXECUTE FUNCTION "search_documents_on_jobs"();
--> statement-breakpoint
CREATE TRIGGER "resumes_search_documents" AFTER INSERT OR DELETE OR UPDATE OF
  "name", "description", "industry", "content", "user_id"
  ON "resumes" FOR EACH ROW EXECUTE FUNCTION "search_documents_on_resumes"();
--> statement-breakpoint
CREATE TRIGGER "resume_media_search_documents" AFTER INSERT OR DELETE OR UPDATE OF
  "name", "description", "user_id"
  ON "resume_media" FOR EACH ROW EXECUTE FUNCTION "search_documents_on_resume_media"();
--> statement-breakpoint
-- Backfill: the rows written before this migration.
SELECT "search_documents_refresh_people"(ARRAY(SELECT "id" FROM "users"));
--> statement-breakpoint
SELECT "search_documents_refresh_company"(ARRAY(SELECT "id" FROM "companies"));
--> statement-breakpoint
SELECT "search_documents_refresh_job"(ARRAY(SELECT "id" FROM "jobs"));
--> statement-breakpoint
SELECT "search_documents_refresh_resume"(ARRAY(SELECT "id" FROM "resumes"));
--> statement-breakpoint
SELECT "search_documents_refresh_media"(ARRAY(SELECT "id" FROM "resume_media"));
