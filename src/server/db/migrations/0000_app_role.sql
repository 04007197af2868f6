-- The role tenant transactions switch to (SET LOCAL ROLE app_user) so row-level security applies.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_user') THEN
    CREATE ROLE app_user NOLOGIN;
  END IF;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('GRANT app_user TO %I', current_user);
EXCEPTION WHEN others THEN
  -- a superuser needs no membership; a restricted migrator is granted it by its administrator
  NULL;
END
$$;
