import {
  CRM_IDS,
  CRM_LABELS,
  CRM_MSG,
  DEFAULT_FIELD_MAPPING,
  type CrmConnectionsDto,
  type CrmFieldMapping,
  type CrmId,
} from '#domain/crm';
import type { CompanyRole } from '#domain/roles';
import type { Deps } from '../../context';
import { createCrmAdapter, crmTokenContext, type CrmSecretKeeper } from '../../crm/crm-adapters';
import type { CrmAdapter } from '../../crm/crm-adapter';
import { CrmError } from '../../crm/crm-error';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { lastFour } from '../../secrets/secret-box';
import { findBranding } from '../branding/branding.queries';
import { salesforceCallbackUrls } from './salesforce-callback-url';
import {
  auditCrm,
  auditCrmSystem,
  disconnect,
  getConnection,
  listConnections,
  pulledCounts,
  replaceCrmSecret,
  upsertCrmConnection,
  type CrmConnectionRow,
} from './crm-connections.queries';

export type Actor = { companyId: string; userId: string; email: string };
const canManage = (role: CompanyRole) => role === 'owner' || role === 'admin';

/** The mapping in force: the saved one over the CRM's defaults (a field saved empty stays out). */
export const mappingOf = (crm: CrmId, row: Pick<CrmConnectionRow, 'fieldMapping'> | null): CrmFieldMapping => ({
  organization: { ...DEFAULT_FIELD_MAPPING[crm].organization, ...row?.fieldMapping?.organization },
  contact: { ...DEFAULT_FIELD_MAPPING[crm].contact, ...row?.fieldMapping?.contact },
});

/** The Integrations tab's CRM card: members see what is connected and the sync state, never a token. */
export async function listCrmConnections(
  deps: Deps,
  { companyId, role }: { companyId: string; role: CompanyRole },
): Promise<CrmConnectionsDto> {
  const manage = canManage(role);
  return withTenant(deps.database.db, companyId, async (tx) => {
    const rows = await listConnections(tx, companyId);
    const counts = await pulledCounts(tx, companyId);
    const branding = manage ? await findBranding(tx, { companyId }) : null;
    const count = (crm: CrmId, kind: string) => counts.find((c) => c.crm === crm && c.kind === kind)?.count ?? 0;
    return {
      canManage: manage,
      crms: CRM_IDS.map((crm) => {
        const row = rows.find((r) => r.crm === crm) ?? null;
        return {
          id: crm,
          label: CRM_LABELS[crm],
          connected: Boolean(row?.encryptedToken),
          ...(manage && { tokenLast4: row?.tokenLast4 ?? null }),
          accountLabel: row?.accountLabel ?? null,
          excludeCustomers: row?.excludeCustomers ?? true,
          fieldMapping: mappingOf(crm, row),
          lastSyncAt: row?.lastSyncAt?.toISOString() ?? null,
          lastSyncRecords: row?.lastSyncRecords ?? null,
          lastSyncError: row?.lastSyncError ?? null,
          companiesPulled: count(crm, 'company'),
          contactsPulled: count(crm, 'contact'),
          apiLimit: row?.apiLimit ?? null,
          ...(manage && crm === 'salesforce' && { oauthCallbackUrls: salesforceCallbackUrls(deps.env, branding) }),
        };
      }),
    };
  });
}

/** The adapter for the company's connection, or a clear 422 when it has no token. */
export async function connectedAdapter(deps: Deps, companyId: string, crm: CrmId) {
  const row = await withTenant(deps.database.db, companyId, (tx) => getConnection(tx, companyId, crm));
  if (!row?.encryptedToken) throw new AppError('INVALID_INPUT', CRM_MSG.notConnected(CRM_LABELS[crm]));
  const context = crmTokenContext(companyId, crm);
  const token = deps.secrets.decrypt(row.encryptedToken, context);
  // Salesforce with refresh token rotation hands a new refresh token on a refresh: it replaces the old one.
  const keeper: CrmSecretKeeper = {
    rotated: async (secret, shown) => {
      try {
        const encryptedToken = deps.secrets.encrypt(secret, context);
        await withTenant(deps.database.db, companyId, async (tx) => {
          await replaceCrmSecret(tx, { companyId, crm, encryptedToken, tokenLast4: lastFour(shown) });
          await auditCrmSystem(tx, { companyId, crm, action: 'token_rotated' });
        });
      } catch (error) {
        deps.logger.error('A rotated CRM refresh token could not be kept', { crm, companyId, error: String(error) });
      }
    },
    latest: async () => {
      const kept = await withTenant(deps.database.db, companyId, (tx) => getConnection(tx, companyId, crm));
      return kept?.encryptedToken ? deps.secrets.decrypt(kept.encryptedToken, context) : null;
    },
  };
  return { row, adapter: (await createCrmAdapter(crm, deps.env, token, undefined, keeper)) as CrmAdapter };
}

/**
 * Saves the token (encrypted before it reaches the database). Salesforce's secret is the connected app's
 * credentials as JSON; `shown` is what its last four characters are taken from (the refresh token).
 */
export async function saveCrmToken(
  deps: Deps,
  actor: Actor,
  crm: CrmId,
  token: string,
  shown = token,
  /** What the audit says of how it came (Salesforce's sign-in: the instance URL). */
  detail?: object,
) {
  const encryptedToken = deps.secrets.encrypt(token, crmTokenContext(actor.companyId, crm));
  await withTenant(deps.database.db, actor.companyId, async (tx) => {
    const before = await getConnection(tx, actor.companyId, crm);
    await upsertCrmConnection(tx, {
      ...actor,
      crm,
      // A new token may be another account: the next pull is a full one, and due at once (the schedule pulls a
      // connection never synced within the minute); what the old token's syncs said no longer holds.
      values: {
        encryptedToken,
        tokenLast4: lastFour(shown),
        syncCursor: null,
        lastSyncAt: null,
        lastSyncRecords: null,
        lastSyncError: null,
        accountLabel: null,
        accountId: null,
      },
    });
    await auditCrm(tx, { ...actor, action: before?.encryptedToken ? 'token_replaced' : 'token_saved', crm, detail });
  });
}

/** The daily API allowance the CRM last reported, as a column to write with others (none when it reports none). */
export function apiLimitValues(deps: Deps, adapter: CrmAdapter) {
  const usage = adapter.apiLimit?.();
  return usage ? { apiLimit: { used: usage.used, max: usage.limit, at: deps.clock.now().toISOString() } } : {};
}

/** Keeps the daily API allowance the CRM last reported (Salesforce's Sforce-Limit-Info) for the Integrations tab. */
export async function saveApiLimit(deps: Deps, companyId: string, crm: CrmId, adapter: CrmAdapter) {
  const values = apiLimitValues(deps, adapter);
  if (!values.apiLimit) return;
  const { apiLimit } = values;
  await withTenant(deps.database.db, companyId, (tx) =>
    upsertCrmConnection(tx, { companyId, userId: null, crm, values: { apiLimit } }),
  );
}

export async function removeCrmToken(deps: Deps, actor: Actor, crm: CrmId) {
  await withTenant(deps.database.db, actor.companyId, async (tx) => {
    if (!(await disconnect(tx, actor.companyId, crm)))
      throw new AppError('NOT_FOUND', `No ${CRM_LABELS[crm]} token is saved.`);
    await auditCrm(tx, { ...actor, action: 'token_removed', crm });
  });
}

export async function updateCrmSettings(
  deps: Deps,
  actor: Actor,
  crm: CrmId,
  change: { excludeCustomers?: boolean; fieldMapping?: CrmFieldMapping },
) {
  await withTenant(deps.database.db, actor.companyId, async (tx) => {
    await upsertCrmConnection(tx, { ...actor, crm, values: change });
    await auditCrm(tx, { ...actor, action: 'settings_changed', crm, detail: change });
  });
}

/** Test connection: says what it found ("HubSpot portal 123: 4,210 companies") or why it failed, in words. */
export async function testCrmConnection(deps: Deps, actor: Actor, crm: CrmId) {
  const { adapter } = await connectedAdapter(deps, actor.companyId, crm);
  try {
    const found = await adapter.testConnection();
    await withTenant(deps.database.db, actor.companyId, async (tx) => {
      await upsertCrmConnection(tx, {
        ...actor,
        crm,
        values: { accountLabel: found.accountLabel, accountId: found.accountId },
      });
      await auditCrm(tx, { ...actor, action: 'tested', crm, detail: { ok: true } });
    });
    return { ok: true, message: found.message };
  } catch (error) {
    if (error instanceof CrmError) return { ok: false, message: error.message };
    throw error;
  } finally {
    await saveApiLimit(deps, actor.companyId, crm, adapter);
  }
}
