import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnalysisConfig, TargetingSource } from '#domain/workflow';
import type { Candidate } from '../../ai/engine';
import type { Database, Tx } from '../../db/client';
import { importedAccounts } from '../../db/schema/accounts-import';
import { withTenant } from '../../db/tenant';
import { toImportedCandidate } from '../imports/imports.queries';
import { directoryAsCandidates, gatherCandidates } from './candidates';
import { PREFILTER_LIMIT, prefilterImports, WHOLE_LIST_LIMIT, type Alongside } from './prefilter-imports';

/** Directory entries an import shadows (same domain, or the same name whatever the case), over all imports. */
async function shadowedDirectoryKeys(tx: Tx, companyId: string): Promise<Set<string>> {
  const directory = directoryAsCandidates();
  const domains = [...new Set(directory.flatMap((c) => (c.domain ? [c.domain] : [])))];
  const nameKeys = [...new Set(directory.map((c) => c.name.toLowerCase().replace(/\s+/g, ' ').trim()))];
  const rows = await tx
    .select({ name: importedAccounts.name, domain: importedAccounts.domain })
    .from(importedAccounts)
    .where(
      and(
        eq(importedAccounts.companyId, companyId),
        sql`(${inArray(importedAccounts.domain, domains)} or ${inArray(importedAccounts.nameKey, nameKeys)})`,
      ),
    );
  const importedDomains = new Set(rows.map((r) => r.domain).filter(Boolean));
  const importedNames = new Set(rows.map((r) => r.name.toLowerCase()));
  return new Set(
    directory
      .filter((c) => (c.domain && importedDomains.has(c.domain)) || importedNames.has(c.name.toLowerCase()))
      .map((c) => c.key),
  );
}

/**
 * The candidates a targeting run hands to the engine. Up to WHOLE_LIST_LIMIT imported accounts (or `limit` when
 * given) it is every one of them, exactly as before; beyond that the database prefilters them (see
 * prefilterImports) and only the best `limit` are loaded and scored. The directory is small and in memory:
 * always whole.
 */
export async function candidatesForTargeting(
  database: Database,
  {
    companyId,
    source,
    config,
    limit,
  }: {
    companyId: string;
    source: TargetingSource;
    config: AnalysisConfig;
    limit?: number;
  },
): Promise<Candidate[]> {
  // PostgreSQL runs the prefilter's searches side by side on connections of their own; PGlite has one connection.
  const alongside: Alongside | undefined =
    database.driver.kind === 'postgres' ? (read) => withTenant(database.db, companyId, read) : undefined;
  return withTenant(database.db, companyId, async (tx) => {
    if (source === 'directory' || !(await hasMoreThan(tx, companyId, limit ?? WHOLE_LIST_LIMIT)))
      return gatherCandidates(tx, { companyId, source });
    const prefiltered = await prefilterImports(tx, { companyId, config, limit: limit ?? PREFILTER_LIMIT, alongside });
    const imported = prefiltered.map(toImportedCandidate);
    if (source === 'imports') return imported;
    const shadowed = await shadowedDirectoryKeys(tx, companyId);
    return [...imported, ...directoryAsCandidates().filter((c) => !shadowed.has(c.key))];
  });
}

async function hasMoreThan(tx: Tx, companyId: string, limit: number): Promise<boolean> {
  const rows = await tx
    .select({ id: importedAccounts.id })
    .from(importedAccounts)
    .where(eq(importedAccounts.companyId, companyId))
    .limit(limit + 1);
  return rows.length > limit;
}
