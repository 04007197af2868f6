-- The search vector of imported accounts is filled rather than generated (decision 023, §15). As a generated
-- column it was computed inside the merge's INSERT, on the one core the merge runs on (a fifth of a 1M-row
-- import's merge). Now a streamed import's staging table computes it as COPY receives the rows, on the database's
-- core while Node parses the next piece, and the merge inserts it as it is. Any other write gets it from the
-- triggers below: an INSERT without one, and any UPDATE of a column it is made of. The expression is the one
-- migration 0015 generated, kept in one function that both use.
CREATE OR REPLACE FUNCTION imported_account_search_vector(text, text, text, text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(to_tsvector('simple', coalesce($1, '') || ' ' || coalesce($2, '')), 'A') ||
      setweight(to_tsvector('simple', coalesce($3, '')), 'B') ||
      setweight(to_tsvector('simple', $4), 'C')
  $$;
--> statement-breakpoint
COMMENT ON FUNCTION imported_account_search_vector(text, text, text, text)
  IS 'An imported account''s search vector from its industry, sub-industry, description and name.';
--> statement-breakpoint
ALTER TABLE "imported_accounts" ALTER COLUMN "search_vector" DROP EXPRESSION;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION imported_accounts_fill_search_vector() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    NEW.search_vector := imported_account_search_vector(
      NEW.industry, NEW.extra ->> 'subIndustry', NEW.description, NEW.name);
    RETURN NEW;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER "imported_accounts_search_vector_on_insert" BEFORE INSERT ON "imported_accounts"
  FOR EACH ROW WHEN (NEW.search_vector IS NULL) EXECUTE FUNCTION imported_accounts_fill_search_vector();
--> statement-breakpoint
CREATE TRIGGER "imported_accounts_search_vector_on_update"
  BEFORE UPDATE OF "name", "industry", "extra", "description" ON "imported_accounts"
  FOR EACH ROW EXECUTE FUNCTION imported_accounts_fill_search_vector();
