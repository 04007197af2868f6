-- The tenant's imported accounts matching a tsquery, found through the GIN index on search_vector (decision 014).
-- Under row-level security the planner never uses that index: @@ is not leakproof, so it may not run before the
-- tenant policy, and every search read the company's whole list. This function runs as its owner (no policy)
-- and applies the policy's own condition itself, the company set by withTenant; no company set, no rows.
CREATE OR REPLACE FUNCTION imported_accounts_matching(q tsquery) RETURNS SETOF imported_accounts
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT * FROM imported_accounts
  WHERE company_id = nullif(current_setting('app.company_id', true), '')::uuid AND search_vector @@ q
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION imported_accounts_matching(tsquery) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION imported_accounts_matching(tsquery) TO app_user;
