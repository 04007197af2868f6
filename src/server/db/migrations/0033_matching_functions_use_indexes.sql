-- The matching functions (0017, 0031) exist to read a company's accounts through the GIN and (company_id, industry)
-- indexes. Their statement is planned per call, and for an OR of words the statistics do not hold (the rare terms
-- of a configuration) the planner's guess made it read the whole table by a parallel sequential scan: 864 ms to
-- find no account at 1M (decision 023). Within these functions only, a sequential scan is left as a last resort.
ALTER FUNCTION imported_accounts_matching(tsquery) SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION imported_accounts_matching_in(tsquery, text[]) SET enable_seqscan = off;
