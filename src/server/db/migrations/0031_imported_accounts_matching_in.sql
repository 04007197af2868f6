-- The tenant's imported accounts in the given industries, and matching a tsquery when one is given (decision 023,
-- ranking at 1M). Like imported_accounts_matching (0016/0017): SECURITY DEFINER so the planner may use the GIN
-- index under the tenant's own condition, planned per call (EXECUTE). With the industries in the same statement
-- the planner can AND the (company_id, industry) index with the GIN index before reading any row, so the
-- prefilter fetches only the accounts that hold the terms in a targeted industry.
CREATE OR REPLACE FUNCTION imported_accounts_matching_in(q tsquery, industries text[]) RETURNS SETOF imported_accounts
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF q IS NULL THEN
    RETURN QUERY EXECUTE 'SELECT * FROM imported_accounts WHERE company_id = $1 AND industry = ANY($2)'
      USING nullif(current_setting('app.company_id', true), '')::uuid, industries;
  ELSE
    RETURN QUERY EXECUTE
      'SELECT * FROM imported_accounts WHERE company_id = $1 AND industry = ANY($2) AND search_vector @@ $3'
      USING nullif(current_setting('app.company_id', true), '')::uuid, industries, q;
  END IF;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION imported_accounts_matching_in(tsquery, text[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION imported_accounts_matching_in(tsquery, text[]) TO app_user;
