-- imported_accounts_matching (0016) planned once for any company: the GIN index covers every company's accounts,
-- so a list of 10,000 next to one of 1,000,000 fetched the big list's matches only to drop them (seconds).
-- EXECUTE plans each call with the actual company and query: a small list is read through the company index,
-- a large one through the GIN index. Same rows, same tenant condition.
CREATE OR REPLACE FUNCTION imported_accounts_matching(q tsquery) RETURNS SETOF imported_accounts
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  RETURN QUERY EXECUTE 'SELECT * FROM imported_accounts WHERE company_id = $1 AND search_vector @@ $2'
    USING nullif(current_setting('app.company_id', true), '')::uuid, q;
END
$$;
--> statement-breakpoint
-- The share of all imported accounts held by the tenant's company, from the planner's statistics (0 when there
-- are none). pg_stats hides a table with row-level security from the tenant role, hence SECURITY DEFINER; it
-- reveals one number about the caller's own company.
CREATE OR REPLACE FUNCTION imported_accounts_share() RETURNS real
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT coalesce((
    SELECT v.f FROM pg_stats s, unnest(s.most_common_vals::text::uuid[], s.most_common_freqs) AS v(c, f)
    WHERE s.schemaname = 'public' AND s.tablename = 'imported_accounts' AND s.attname = 'company_id'
      AND v.c = nullif(current_setting('app.company_id', true), '')::uuid), 0)::real
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION imported_accounts_share() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION imported_accounts_share() TO app_user;
