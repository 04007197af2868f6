-- Each process caches sessions, users, memberships, platform roles and impersonations for a few seconds
-- (src/server/auth/auth-cache.ts). A change to any of those rows notifies every process on commit
-- ('session:<id>', 'user:<id>' or 'company:<id>' on channel scoutline_auth_cache) so the cached entry goes at once.
CREATE OR REPLACE FUNCTION scoutline_auth_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prefix text := TG_ARGV[0];
  col text := TG_ARGV[1];
  old_key text;
  new_key text;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_key := to_jsonb(OLD) ->> col; END IF;
  IF TG_OP <> 'DELETE' THEN new_key := to_jsonb(NEW) ->> col; END IF;
  IF old_key IS NOT NULL THEN PERFORM pg_notify('scoutline_auth_cache', prefix || ':' || old_key); END IF;
  IF new_key IS NOT NULL AND new_key IS DISTINCT FROM old_key THEN
    PERFORM pg_notify('scoutline_auth_cache', prefix || ':' || new_key);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_cache AFTER INSERT OR UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION scoutline_auth_cache_notify('session', 'id');
--> statement-breakpoint
CREATE TRIGGER impersonation_sessions_auth_cache AFTER INSERT OR UPDATE OR DELETE ON impersonation_sessions
  FOR EACH ROW EXECUTE FUNCTION scoutline_auth_cache_notify('session', 'session_id');
--> statement-breakpoint
CREATE TRIGGER users_auth_cache AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION scoutline_auth_cache_notify('user', 'id');
--> statement-breakpoint
CREATE TRIGGER company_memberships_auth_cache AFTER INSERT OR UPDATE OR DELETE ON company_memberships
  FOR EACH ROW EXECUTE FUNCTION scoutline_auth_cache_notify('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER profiles_auth_cache AFTER UPDATE OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION scoutline_auth_cache_notify('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER user_roles_auth_cache AFTER INSERT OR UPDATE OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION scoutline_auth_cache_notify('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER companies_auth_cache AFTER UPDATE OR DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION scoutline_auth_cache_notify('company', 'id');
