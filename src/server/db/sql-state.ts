/** The SQLSTATE of a database error: drizzle wraps the driver's error (pg, PGlite) as its `cause`. */
export function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}
