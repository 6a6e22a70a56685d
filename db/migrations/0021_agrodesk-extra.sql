-- Site search (decision 058): full-text vector per document language and trigram indexes for
-- typos and parts of Finnish compound words. pg_trgm ships with PostgreSQL's contrib (also in
-- embedded-postgres).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector(CASE "language" WHEN 'sv' THEN 'swedish'::regconfig ELSE 'finnish'::regconfig END, coalesce("title", '')), 'A')
  || setweight(to_tsvector(CASE "language" WHEN 'sv' THEN 'swedish'::regconfig ELSE 'finnish'::regconfig END, coalesce("body", '')), 'B')
) STORED;
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");
--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "search_documents_body_trgm_idx" ON "search_documents" USING gin ("body" gin_trgm_ops);
