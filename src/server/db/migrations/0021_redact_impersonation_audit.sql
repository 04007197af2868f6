-- Custom SQL migration file, put your code below! --
-- Issue 23: the impersonation audit kept request bodies whole, provider keys included. Every field named like a
-- secret, every secret-shaped string and every kept raw text naming one becomes "[redacted]", at any depth; the
-- names mirror SECRET_NAME in src/server/auth/audit-redaction.ts. The walk is a recursive CTE (iterated by the
-- executor, no call stack), stopping below a redacted field.
DO $$
DECLARE
  hit record;
BEGIN
  FOR hit IN
    WITH RECURSIVE walk(id, path, secret, value) AS (
      SELECT id, ARRAY[]::text[], false, data FROM impersonation_actions WHERE data IS NOT NULL
      UNION ALL
      SELECT w.id, w.path || c.k,
        (c.name IS NOT NULL
          AND lower(regexp_replace(c.name, '[^a-zA-Z0-9]', '', 'g')) ~ 'apikey|privatekey|secretkey|accesskey|signingkey|encryptionkey|token|passw|passphrase|secret|authorization|credential|cookie'
          AND NOT (jsonb_typeof(c.v) = 'number' AND lower(regexp_replace(c.name, '[^a-zA-Z0-9]', '', 'g')) ~ 'tokens$'))
        OR (jsonb_typeof(c.v) = 'string' AND (
          (c.v #>> '{}') ~* '^(bearer|basic)\s+\S{8,}'
          OR (c.v #>> '{}') ~ '^eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$'
          OR (c.v #>> '{}') ~ '^(sk|pk|rk)[-_](live|test|proj|ant)?[-_]?[A-Za-z0-9_-]{12,}$'
          OR (c.v #>> '{}') ~ '^xox[abprs]-[A-Za-z0-9-]{10,}$'
          OR (c.name IN ('preview', 'raw')
            AND lower(regexp_replace(c.v #>> '{}', '[^a-zA-Z0-9]', '', 'g')) ~ 'apikey|privatekey|secretkey|accesskey|signingkey|encryptionkey|token|passw|passphrase|secret|authorization|credential|cookie'))),
        c.v
      FROM walk w
      CROSS JOIN LATERAL (
        SELECT e.key, e.key, e.value
          FROM jsonb_each(CASE WHEN jsonb_typeof(w.value) = 'object' THEN w.value ELSE '{}'::jsonb END) e
        UNION ALL
        SELECT (a.n - 1)::text, NULL, a.v
          FROM jsonb_array_elements(CASE WHEN jsonb_typeof(w.value) = 'array' THEN w.value ELSE '[]'::jsonb END)
            WITH ORDINALITY a(v, n)
      ) c(k, name, v)
      WHERE NOT w.secret
    )
    SELECT id, path FROM walk WHERE secret
  LOOP
    UPDATE impersonation_actions SET data = jsonb_set(data, hit.path, '"[redacted]"') WHERE id = hit.id;
  END LOOP;
END $$;
