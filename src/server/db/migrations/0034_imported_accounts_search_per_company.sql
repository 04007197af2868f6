-- The search index of imported accounts keyed by company first (decision 023, §13). One GIN index over every
-- company's search_vector made a search walk the posting lists of all companies' accounts holding its words: a
-- company's bound search at 1M took 263 ms next to 110,000 other accounts against 185 ms alone, and a list of
-- 100,000 beside a larger one could not use the index at all (it read its whole list). With company_id as the
-- index's first column (btree_gin, a trusted contrib extension shipped with PostgreSQL and PGlite) the index
-- skips straight to the company's own accounts.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "imported_accounts_company_search_idx"
  ON "imported_accounts" USING gin ("company_id", "search_vector");
--> statement-breakpoint
DROP INDEX IF EXISTS "imported_accounts_search_idx";
