import { z } from 'zod';

/** The data providers Scoutline can call, what each can do, and the words the app shows about them. */
export const PROVIDER_IDS = ['apollo', 'pdl', 'hunter', 'brave', 'tavily', 'exa', 'searxng'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

/** Capabilities (issue 9's people providers add people-search, email-finder and email-verifier). */
export const CAPABILITIES = [
  'organization-search',
  'organization-enrich',
  'web-search',
  'people-search',
  'people-enrich',
  'email-finder',
  'email-verifier',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const PROVIDER_LABELS: Record<ProviderId, string> = {
  apollo: 'Apollo',
  pdl: 'People Data Labs',
  hunter: 'Hunter',
  brave: 'Brave Search',
  tavily: 'Tavily',
  exa: 'Exa',
  searxng: 'SearXNG',
};

export const PROVIDER_CAPABILITIES: Record<ProviderId, readonly Capability[]> = {
  apollo: ['organization-search', 'organization-enrich', 'people-search', 'people-enrich'],
  pdl: ['organization-search', 'organization-enrich', 'people-search', 'people-enrich'],
  hunter: ['people-search', 'email-finder', 'email-verifier'],
  brave: ['web-search'],
  tavily: ['web-search'],
  exa: ['web-search'],
  searxng: ['web-search'],
};

/** SearXNG is self-hosted: it is connected by its URL, not a key. */
export const KEYLESS_PROVIDERS: readonly ProviderId[] = ['searxng'];

export const DEFAULT_MONTHLY_CALL_CAP = 1000;
export const PROVIDER_CACHE_DAYS = 30;
export const DISCOVERY_CANDIDATE_LIMIT = 100;

/** Where an organization on a card came from (the card's badge). */
export const ORG_SOURCE_LABELS: Record<string, string> = {
  directory: 'Directory',
  import: 'Imported',
  apollo: 'Apollo',
  pdl: 'People Data Labs',
  web: 'Web',
};

export const PROVIDER_MSG = {
  noProvider:
    'No data provider is connected. Owners and admins can connect Apollo, People Data Labs or a web search provider on the Integrations tab of Company Settings.',
  capReached: (cap: number) =>
    `Your company reached its monthly cap of ${cap} provider calls. Owners and admins can raise it on the Integrations tab.`,
  allFailed: 'Discovery could not reach any connected provider',
  cached: 'Used cached provider results (no provider calls).',
} as const;

export const saveProviderKeyBody = z.object({
  apiKey: z.string().trim().min(8, 'Enter the API key').max(500),
});
export const updateProviderBody = z
  .object({
    enabled: z.boolean().optional(),
    position: z.number().int().min(0).max(99).optional(),
  })
  .refine((b) => b.enabled !== undefined || b.position !== undefined, 'Nothing to change');
export const providerSettingsBody = z.object({
  monthlyCallCap: z.number().int().min(0).max(1_000_000),
});
export const providerIdParam = z.enum(PROVIDER_IDS);

/** One provider on the Integrations tab; keyLast4 only for owners and admins, the key itself never. */
/** What the last test or call said of the key in force; 'untested' until one has run since the key was set. */
export type KeyState = 'untested' | 'working' | 'refused' | 'out-of-credits';

export type IntegrationDto = {
  id: ProviderId;
  label: string;
  capabilities: readonly Capability[];
  connected: boolean;
  keySource: 'company' | 'deployment' | 'self-hosted' | null;
  enabled: boolean;
  position: number;
  keyLast4?: string | null;
  callsThisMonth: number;
  keyState: KeyState;
  /** The provider's reason when it refused the key or said it is out of credits. */
  keyStateReason: string | null;
};
export type IntegrationsDto = {
  providers: IntegrationDto[];
  monthlyCallCap: number;
  callsThisMonth: number;
  canManage: boolean;
};
