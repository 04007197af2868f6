import type { AnalysisConfig } from '#domain/workflow';
import type { OrganizationRecord, SiteSnapshot } from '../../ai/engine';
import type { Deps } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { findSession, getLatestSession, toConfig } from '../configuration/configuration.queries';
import { findOrganization, organizationFacts, type OrganizationRow } from '../targeting/targeting.queries';

export const NO_ORGANIZATION = 'No organization selected';

export const toOrganizationRecord = (row: OrganizationRow): OrganizationRecord => ({
  ...organizationFacts(row),
  fitCategory: row.fitCategory,
});

/**
 * The organization (404 when it is not the company's) and the configuration to work from: the user's own
 * (configured, else their latest analysis), else the one the organization was ranked against, so a member
 * can research an organization a teammate found.
 */
export async function loadOrgContext(
  tx: Tx,
  { companyId, userId, organizationId }: { companyId: string; userId: string; organizationId: string },
) {
  const row = await findOrganization(tx, { companyId, organizationId });
  if (!row) throw new AppError('NOT_FOUND', 'Organization not found');
  const session =
    (await getLatestSession(tx, { companyId, userId, status: 'configured' })) ??
    (await getLatestSession(tx, { companyId, userId, status: 'completed' })) ??
    (await findSession(tx, { companyId, sessionId: row.analysisSessionId }));
  const config: AnalysisConfig | null = session ? toConfig(session) : null;
  if (!config)
    throw new AppError('INVALID_INPUT', 'Configuration Required: save your AI configuration on the dashboard first.');
  return { org: toOrganizationRecord(row), config };
}

/** The organization's website as read now, or null when it has none or cannot be read (logged). */
export async function readOrgSite(deps: Deps, org: OrganizationRecord): Promise<SiteSnapshot | null> {
  if (!org.website) return null;
  try {
    return await deps.readSite(org.website);
  } catch (error) {
    deps.logger.info('organization site not readable', {
      website: org.website,
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}
