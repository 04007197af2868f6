-- The matching functions' statement is planned per call, and for words the statistics do not hold the planner
-- guesses a share per word (a search for forty words no account holds was estimated at 181,669 rows of a 1M list),
-- so it chose a parallel bitmap heap scan: starting the two workers took 40–80 ms where the search itself took
-- 0.3 ms. The index scan of a GIN search is never shared with workers, and on PostgreSQL the prefilter already runs
-- its searches side by side on connections of their own (decision 023 §14): the workers only add their start.
ALTER FUNCTION imported_accounts_matching(tsquery) SET max_parallel_workers_per_gather = 0;
--> statement-breakpoint
ALTER FUNCTION imported_accounts_matching_in(tsquery, text[]) SET max_parallel_workers_per_gather = 0;
