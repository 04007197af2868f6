import type { TargetingSource } from '#domain/workflow';
import type { Candidate } from '../../ai/engine';
import { loadDirectory } from '../../ai/directory/directory';
import type { Tx } from '../../db/client';
import { listImportedCandidates } from '../imports/imports.queries';

let directoryCandidates: Candidate[] | null = null;

/** The bundled directory as rankable candidates (built once per process). */
export function directoryAsCandidates(): Candidate[] {
  if (directoryCandidates) return directoryCandidates;
  directoryCandidates = loadDirectory().map((o) => ({
    key: `directory:${o.id}`,
    name: o.name,
    domain: o.domain,
    industry: o.industry,
    subIndustry: o.subIndustry,
    sizeRange: o.sizeRange,
    employeeCount: o.employeeCount,
    location: o.hqLocation,
    revenueRange: o.revenueRange,
    founded: o.founded,
    description: o.description,
    keywords: [...o.keywords],
    source: 'directory' as const,
  }));
  return directoryCandidates;
}

/** What targeting ranks: the company's imported accounts, the directory, or both (imports win on a shared domain). */
export async function gatherCandidates(
  tx: Tx,
  { companyId, source }: { companyId: string; source: TargetingSource },
): Promise<Candidate[]> {
  const imported = source === 'directory' ? [] : await listImportedCandidates(tx, { companyId });
  if (source === 'imports') return imported;
  const importedDomains = new Set(imported.map((c) => c.domain).filter(Boolean));
  const importedNames = new Set(imported.map((c) => c.name.toLowerCase()));
  const directory = directoryAsCandidates().filter(
    (c) => !(c.domain && importedDomains.has(c.domain)) && !importedNames.has(c.name.toLowerCase()),
  );
  return [...imported, ...directory];
}
