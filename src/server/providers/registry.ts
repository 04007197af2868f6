import { asc, eq } from 'drizzle-orm';
import { KEYLESS_PROVIDERS, PROVIDER_IDS, type Capability, type ProviderId } from '#domain/providers';
import type { Tx } from '../db/client';
import { providerConnections } from '../db/schema/providers';
import type { Env } from '../env';
import type { SecretBox } from '../secrets/secret-box';
import { PROVIDER_MODULES } from './provider-modules';
import type { ProviderModule } from './types';

type ProviderEnv = Pick<
  Env,
  | 'APOLLO_API_KEY'
  | 'PDL_API_KEY'
  | 'HUNTER_API_KEY'
  | 'BRAVE_API_KEY'
  | 'TAVILY_API_KEY'
  | 'EXA_API_KEY'
  | 'APOLLO_BASE_URL'
  | 'PDL_BASE_URL'
  | 'HUNTER_BASE_URL'
  | 'BRAVE_BASE_URL'
  | 'TAVILY_BASE_URL'
  | 'EXA_BASE_URL'
  | 'SEARXNG_URL'
>;

/** The deployment-wide key for a provider (env), if any; SearXNG has none. */
export function deploymentKey(env: ProviderEnv, id: ProviderId): string | undefined {
  const keys: Record<ProviderId, string | undefined> = {
    apollo: env.APOLLO_API_KEY,
    pdl: env.PDL_API_KEY,
    hunter: env.HUNTER_API_KEY,
    brave: env.BRAVE_API_KEY,
    tavily: env.TAVILY_API_KEY,
    exa: env.EXA_API_KEY,
    searxng: undefined,
  };
  return keys[id] || undefined;
}

/** Where a provider is called: its *_BASE_URL override, else the documented host (SearXNG: SEARXNG_URL). */
export function providerBaseUrl(env: ProviderEnv, id: ProviderId): string {
  const overrides: Record<ProviderId, string | undefined> = {
    apollo: env.APOLLO_BASE_URL,
    pdl: env.PDL_BASE_URL,
    hunter: env.HUNTER_BASE_URL,
    brave: env.BRAVE_BASE_URL,
    tavily: env.TAVILY_BASE_URL,
    exa: env.EXA_BASE_URL,
    searxng: env.SEARXNG_URL,
  };
  return overrides[id] ?? PROVIDER_MODULES[id].defaultBaseUrl;
}

/** A provider this company can call now: the module, the key to use and where it came from. */
export type ConnectedProvider = {
  id: ProviderId;
  module: ProviderModule;
  apiKey: string;
  baseUrl: string;
  keySource: 'company' | 'deployment' | 'self-hosted';
};

/** The state of one provider for a company, before filtering to the usable ones. */
export type ProviderState = {
  id: ProviderId;
  connected: boolean;
  keySource: ConnectedProvider['keySource'] | null;
  enabled: boolean;
  position: number;
  keyLast4: string | null;
  /** Decrypts the company key only when a call needs it. */
  key: () => string | null;
};

/** Every provider's state for the company, in the company's order (then the built-in order). */
export async function providerStates(
  tx: Tx,
  env: ProviderEnv,
  box: SecretBox,
  companyId: string,
): Promise<ProviderState[]> {
  const rows = await tx
    .select()
    .from(providerConnections)
    .where(eq(providerConnections.companyId, companyId))
    .orderBy(asc(providerConnections.position));
  const byId = new Map(rows.map((r) => [r.provider, r]));
  const states = PROVIDER_IDS.map((id, index): ProviderState => {
    const row = byId.get(id);
    const companyKey = row?.encryptedKey ?? null;
    const envKey = deploymentKey(env, id);
    const selfHosted = KEYLESS_PROVIDERS.includes(id) && Boolean(env.SEARXNG_URL);
    const keySource = companyKey ? 'company' : envKey ? 'deployment' : selfHosted ? 'self-hosted' : null;
    return {
      id,
      connected: keySource !== null,
      keySource,
      enabled: row?.enabled ?? true,
      position: row?.position ?? 100 + index,
      keyLast4: companyKey ? row!.keyLast4 : null,
      key: () =>
        companyKey ? box.decrypt(companyKey, keyContext(companyId, id)) : (envKey ?? (selfHosted ? '' : null)),
    };
  });
  return states.sort((a, b) => a.position - b.position);
}

/** The additional data a company key is encrypted with: it only decrypts in its own row. */
export const keyContext = (companyId: string, provider: ProviderId) => `provider-key:${companyId}:${provider}`;

/** The providers the company can use for a capability, switched on, in its order; a company key wins. */
export async function connectedProviders(
  tx: Tx,
  env: ProviderEnv,
  box: SecretBox,
  companyId: string,
  capability: Capability,
): Promise<ConnectedProvider[]> {
  const states = await providerStates(tx, env, box, companyId);
  return states
    .filter((s) => s.connected && s.enabled && PROVIDER_MODULES[s.id].capabilities.includes(capability))
    .map((s) => ({
      id: s.id,
      module: PROVIDER_MODULES[s.id],
      apiKey: s.key() ?? '',
      baseUrl: providerBaseUrl(env, s.id),
      keySource: s.keySource!,
    }));
}
