import type { Deps } from '../context';
import type { ConnectedProvider } from './registry';
import type { ProviderContext } from './types';
import { recordKeyOutcome } from './key-state';
import { callCounter } from './usage';

/** The context a company's call to a connected provider runs with: its key, base URL, timeout and call counter. */
export function providerContext(deps: Deps, companyId: string, provider: ConnectedProvider): ProviderContext {
  return {
    apiKey: provider.apiKey,
    baseUrl: provider.baseUrl,
    timeoutMs: deps.env.PROVIDER_TIMEOUT_MS,
    beforeRequest: callCounter(deps.database.db, companyId, provider.id, () => deps.clock.now()),
    onKeyOutcome: (outcome) =>
      recordKeyOutcome(deps.database.db, companyId, provider.id, outcome).catch((error: unknown) =>
        deps.logger.warn('provider key state not recorded', { provider: provider.id, error: String(error) }),
      ),
  };
}
