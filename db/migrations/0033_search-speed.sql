-- Decision 092 (issue 15 item 9): the agro-desk search and suggestions at 10 000 documents.
--
-- 1. The number of distinct trigrams of each title (pg_trgm's show_trgm, the same trigrams that
--    similarity() compares): similarity(title, q) <= least(n, m) / greatest(n, m), so the search
--    computes the exact title similarity only for the rows that can still reach the requested
--    page (lib/integrations/search/pg.ts), instead of for every match.
ALTER TABLE "search_documents" ADD COLUMN "title_trgms" integer GENERATED ALWAYS AS (
  coalesce(array_length(show_trgm("title"), 1), 0)
) STORED;
--> statement-breakpoint
-- 2. The publish year in Helsinki, for the year facet: computed once when written instead of a
--    time zone conversion per match and search (2 µs × thousands of matches).
ALTER TABLE "search_documents" ADD COLUMN "published_year" integer GENERATED ALWAYS AS (
  extract(year from "published_at" at time zone 'Europe/Helsinki')::int
) STORED;
--> statement-breakpoint
CREATE INDEX "search_documents_title_idx" ON "search_documents" ("title");
--> statement-breakpoint
-- 3. The distinct titles of the Finnish entries, with the number of entries that carry each one:
--    suggestions match and order titles here (trigram index) and fetch only the documents of the
--    best titles. Kept in step by statement triggers on search_documents (any writer: the areas,
--    the seeds, the tests); the count makes concurrent writers safe (the row lock serialises them).
CREATE TABLE "search_titles" (
  "title" text PRIMARY KEY,
  "documents" integer NOT NULL CHECK ("documents" >= 0)
);
--> statement-breakpoint
CREATE INDEX "search_titles_title_trgm_idx" ON "search_titles" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION "search_titles_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM search_titles;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO search_titles (title, documents)
      SELECT title, count(*) FROM new_rows WHERE language = 'fi' GROUP BY title ORDER BY title
    ON CONFLICT (title) DO UPDATE SET documents = search_titles.documents + excluded.documents;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE search_titles t SET documents = t.documents - g.n
      FROM (SELECT title, count(*) AS n FROM old_rows WHERE language = 'fi' GROUP BY title) g
      WHERE t.title = g.title;
    DELETE FROM search_titles WHERE documents = 0 AND title IN (SELECT title FROM old_rows);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "search_titles_insert" AFTER INSERT ON "search_documents"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_titles_sync"();
--> statement-breakpoint
CREATE TRIGGER "search_titles_update" AFTER UPDATE ON "search_documents"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_titles_sync"();
--> statement-breakpoint
CREATE TRIGGER "search_titles_delete" AFTER DELETE ON "search_documents"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_titles_sync"();
--> statement-breakpoint
CREATE TRIGGER "search_titles_truncate" AFTER TRUNCATE ON "search_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_titles_sync"();
--> statement-breakpoint
INSERT INTO "search_titles" ("title", "documents")
  SELECT "title", count(*) FROM "search_documents" WHERE "language" = 'fi' GROUP BY "title";
--> statement-breakpoint
ANALYZE "search_documents";
--> statement-breakpoint
ANALYZE "search_titles";
