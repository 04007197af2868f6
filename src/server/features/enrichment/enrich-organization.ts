import { and, eq } from 'drizzle-orm';
import { ORG_SOURCE_LABELS, PROVIDER_MSG } from '#domain/providers';
import type { OrgFieldSource, OrgFieldSources, OrgSourcedField } from '#domain/org-sources';
import type { Deps } from '../../context';
import type { Tx } from '../../db/client';
import { importedAccounts } from '../../db/schema/accounts-import';
import { targetOrganizations } from '../../db/schema/workflow';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { cachedProviderCall } from '../../providers/cache';
import { bareDomain } from '../../providers/normalize';
import { ProviderError } from '../../providers/provider-error';
import { providerContext } from '../../providers/provider-context';
import { connectedProviders } from '../../providers/registry';
import type { ProviderOrganization } from '../../providers/types';

/** The fields Enrich may fill: only where the record has no value (imported or edited values are never replaced). */
const FILLABLE = [
  'industry',
  'sizeRange',
  'employeeCount',
  'location',
  'revenueRange',
  'founded',
  'description',
  'linkedinUrl',
] as const satisfies readonly OrgSourcedField[];
type Fillable = (typeof FILLABLE)[number];
type Record = { [K in Fillable]: string | number | null } & { fieldSources: OrgFieldSources | null };

export type EnrichResult = { filled: Fillable[]; message: string };

/** Fills a record's empty fields from the providers' answers, in the company's order, each with its source. */
export function fillMissing(record: Record, answers: ProviderOrganization[]) {
  const changes: Partial<Record> = {};
  const sources: OrgFieldSources = { ...(record.fieldSources ?? {}) };
  for (const answer of answers) {
    for (const field of FILLABLE) {
      const current = changes[field] ?? record[field];
      const value = answer[field];
      if ((current !== null && current !== '') || value === null || value === '') continue;
      (changes as globalThis.Record<string, unknown>)[field] = value;
      sources[field] = {
        source: answer.provider,
        label: ORG_SOURCE_LABELS[answer.provider] ?? answer.provider,
        ...(answer.recordId && { recordId: answer.recordId }),
        at: answer.fetchedAt,
      };
    }
  }
  return { changes, sources, filled: Object.keys(changes) as Fillable[] };
}

type Target = { kind: 'organization' | 'account'; id: string };

/** The record's filled fields credited to its own source (import, directory, the provider that found it). */
function recordOwnSources(record: Record, source: string, at: Date): OrgFieldSources {
  const own: OrgFieldSource = { source, label: ORG_SOURCE_LABELS[source] ?? source, at: at.toISOString() };
  const out: OrgFieldSources = {};
  for (const field of FILLABLE) {
    const value = record[field];
    if (value !== null && value !== '') out[field] = own;
  }
  return out;
}

async function loadRecord(deps: Deps, companyId: string, target: Target) {
  return withTenant(deps.database.db, companyId, async (tx) => {
    if (target.kind === 'organization') {
      const [row] = await tx
        .select()
        .from(targetOrganizations)
        .where(and(eq(targetOrganizations.companyId, companyId), eq(targetOrganizations.id, target.id)));
      return row
        ? { record: row as unknown as Record, domain: bareDomain(row.website), source: row.source, at: row.createdAt }
        : null;
    }
    const [row] = await tx
      .select()
      .from(importedAccounts)
      .where(and(eq(importedAccounts.companyId, companyId), eq(importedAccounts.id, target.id)));
    return row
      ? { record: row as unknown as Record, domain: bareDomain(row.domain), source: 'import', at: row.createdAt }
      : null;
  });
}

/**
 * Enrich: asks the connected organization-enrichment providers about the record's domain (cached 30 days,
 * counted against the monthly cap) and fills only its empty fields, each with the provider, record id and date.
 */
export async function enrichRecord(deps: Deps, companyId: string, target: Target): Promise<EnrichResult> {
  try {
    const { write, ...result } = await prepareEnrich(deps, companyId, target);
    if (write) await withTenant(deps.database.db, companyId, write);
    return result;
  } catch (error) {
    if (error instanceof ProviderError && error.failure === 'cap') throw new AppError('INVALID_INPUT', error.message);
    throw error;
  }
}

/**
 * Enrich without writing: what it would fill, and `write` (null when there is nothing to store: no field filled
 * and the record's sources already stamped) to store it in the caller's transaction. A provider's monthly cap is thrown as the ProviderError (a bulk run stops on it).
 */
export async function prepareEnrich(
  deps: Deps,
  companyId: string,
  target: Target,
): Promise<EnrichResult & { write: ((tx: Tx) => Promise<void>) | null }> {
  const loaded = await loadRecord(deps, companyId, target);
  if (!loaded) throw new AppError('NOT_FOUND', 'Organization not found');
  if (!loaded.domain) throw new AppError('INVALID_INPUT', 'This organization has no website to look it up by.');
  const providers = await withTenant(deps.database.db, companyId, (tx) =>
    connectedProviders(tx, deps.env, deps.secrets, companyId, 'organization-enrich'),
  );
  if (providers.length === 0) throw new AppError('INVALID_INPUT', PROVIDER_MSG.noProvider);
  const answers: ProviderOrganization[] = [];
  const failures: string[] = [];
  for (const provider of providers) {
    try {
      const { value } = await cachedProviderCall<ProviderOrganization | null>(
        deps.database.db,
        {
          companyId,
          provider: provider.id,
          request: { op: 'organization-enrich', domain: loaded.domain },
          now: deps.clock.now(),
        },
        async () =>
          (await provider.module.enrichOrganization!(loaded.domain!, providerContext(deps, companyId, provider))) ??
          null,
      );
      if (value) answers.push(value);
    } catch (error) {
      if (!(error instanceof ProviderError) || error.failure === 'cap') throw error;
      failures.push(error.message);
    }
  }
  if (failures.length === providers.length)
    throw new AppError('UNAVAILABLE', `Enrich could not reach any provider: ${failures.join(' ')}`);
  const { changes, sources: filledSources, filled } = fillMissing(loaded.record, answers);
  // Every field keeps a source after an Enrich: the ones it filled their provider's, the others the record's own
  // (the import, the directory), so the API never answers fieldSources null for an enriched record.
  const sources = { ...recordOwnSources(loaded.record, loaded.source, loaded.at), ...filledSources };
  const write = async (tx: Tx) => {
    const values = { ...changes, fieldSources: sources } as object;
    if (target.kind === 'organization') {
      await tx
        .update(targetOrganizations)
        .set(values)
        .where(and(eq(targetOrganizations.companyId, companyId), eq(targetOrganizations.id, target.id)));
    } else {
      await tx
        .update(importedAccounts)
        .set(values)
        .where(and(eq(importedAccounts.companyId, companyId), eq(importedAccounts.id, target.id)));
    }
  };
  const from = [...new Set(filled.map((f) => sources[f]!.label))].join(' and ');
  const message =
    filled.length > 0
      ? `Filled ${filled.length} missing field${filled.length === 1 ? '' : 's'} from ${from}.`
      : answers.length > 0
        ? 'Nothing to fill: the providers had nothing this record is missing.'
        : `No provider knew ${loaded.domain}.`;
  return { filled, message, write: filled.length > 0 || !loaded.record.fieldSources ? write : null };
}
