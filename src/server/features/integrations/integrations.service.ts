import { PROVIDER_CAPABILITIES, PROVIDER_LABELS, type IntegrationsDto, type ProviderId } from '#domain/providers';
import type { CompanyRole } from '#domain/roles';
import type { Deps } from '../../context';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { ProviderError } from '../../providers/provider-error';
import { providerContext } from '../../providers/provider-context';
import { keyContext, providerBaseUrl, providerStates } from '../../providers/registry';
import { PROVIDER_MODULES } from '../../providers/provider-modules';
import { keyStates, UNTESTED_KEY } from '../../providers/key-state';
import { getMonthlyCap, usageThisMonth } from '../../providers/usage';
import { lastFour } from '../../secrets/secret-box';
import { auditIntegration, clearKey, saveMonthlyCap, upsertConnection } from './integrations.queries';

type Actor = { companyId: string; userId: string; email: string };
const canManage = (role: CompanyRole) => role === 'owner' || role === 'admin';

/** The Integrations tab: every provider's state and usage; owners and admins also see the masked key. */
export async function listIntegrations(
  deps: Deps,
  { companyId, role, impersonating = false }: { companyId: string; role: CompanyRole; impersonating?: boolean },
): Promise<IntegrationsDto> {
  const manage = canManage(role) && !impersonating;
  return withTenant(deps.database.db, companyId, async (tx) => {
    const states = await providerStates(tx, deps.env, deps.secrets, companyId);
    const usage = await usageThisMonth(tx, companyId, deps.clock.now());
    const cap = await getMonthlyCap(tx, companyId);
    const keys = await keyStates(tx, companyId);
    return {
      providers: states.map((s) => ({
        id: s.id,
        label: PROVIDER_LABELS[s.id],
        capabilities: PROVIDER_CAPABILITIES[s.id],
        connected: s.connected,
        keySource: s.keySource,
        enabled: s.enabled,
        position: s.position,
        ...(manage && { keyLast4: s.keyLast4 }),
        callsThisMonth: usage.get(s.id) ?? 0,
        keyState: s.connected ? (keys.get(s.id)?.state ?? 'untested') : 'untested',
        keyStateReason: s.connected ? (keys.get(s.id)?.reason ?? null) : null,
      })),
      monthlyCallCap: cap,
      callsThisMonth: [...usage.values()].reduce((a, b) => a + b, 0),
      canManage: manage,
    };
  });
}

/** Adds or replaces the company's key, encrypted before it reaches the database. */
export async function saveProviderKey(deps: Deps, actor: Actor, provider: ProviderId, apiKey: string) {
  if (provider === 'searxng')
    throw new AppError('INVALID_INPUT', 'SearXNG takes no key: set SEARXNG_URL on the server.');
  const encryptedKey = deps.secrets.encrypt(apiKey, keyContext(actor.companyId, provider));
  await withTenant(deps.database.db, actor.companyId, async (tx) => {
    await upsertConnection(tx, {
      ...actor,
      provider,
      values: { encryptedKey, keyLast4: lastFour(apiKey), enabled: true, ...UNTESTED_KEY },
    });
    await auditIntegration(tx, { ...actor, action: 'key_saved', provider });
  });
}

export async function removeProviderKey(deps: Deps, actor: Actor, provider: ProviderId) {
  await withTenant(deps.database.db, actor.companyId, async (tx) => {
    if (!(await clearKey(tx, { ...actor, provider })))
      throw new AppError('NOT_FOUND', 'No key is saved for this provider.');
    await auditIntegration(tx, { ...actor, action: 'key_removed', provider });
  });
}

export async function updateProvider(
  deps: Deps,
  actor: Actor,
  provider: ProviderId,
  change: { enabled?: boolean; position?: number },
) {
  await withTenant(deps.database.db, actor.companyId, async (tx) => {
    await upsertConnection(tx, { ...actor, provider, values: change });
    await auditIntegration(tx, {
      ...actor,
      action: 'updated',
      provider,
      detail: change,
    });
  });
}

export async function updateProviderSettings(deps: Deps, actor: Actor, monthlyCallCap: number) {
  await withTenant(deps.database.db, actor.companyId, async (tx) => {
    await saveMonthlyCap(tx, { companyId: actor.companyId, monthlyCallCap });
    await auditIntegration(tx, {
      ...actor,
      action: 'cap_changed',
      detail: { monthlyCallCap },
    });
  });
}

/** Test connection: the provider's cheapest call with the key in force; says what it found or why it failed. */
export async function testProviderConnection(deps: Deps, actor: Actor, provider: ProviderId) {
  const state = await withTenant(deps.database.db, actor.companyId, async (tx) =>
    (await providerStates(tx, deps.env, deps.secrets, actor.companyId)).find((s) => s.id === provider)!,
  );
  if (!state.connected)
    throw new AppError('INVALID_INPUT', `${PROVIDER_LABELS[provider]} is not connected: add a key first.`);
  const connected = {
    id: provider,
    module: PROVIDER_MODULES[provider],
    apiKey: state.key() ?? '',
    baseUrl: providerBaseUrl(deps.env, provider),
    keySource: state.keySource!,
  };
  try {
    const report = await connected.module.testConnection(providerContext(deps, actor.companyId, connected));
    return { ok: true, message: report.message };
  } catch (error) {
    if (error instanceof ProviderError) return { ok: false, message: error.message };
    throw error;
  }
}
