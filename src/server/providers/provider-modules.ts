import type { ProviderId } from '#domain/providers';
import { apollo } from './apollo';
import { brave } from './brave';
import { exa } from './exa';
import { hunter } from './hunter';
import { peopleDataLabs } from './people-data-labs';
import { searxng } from './searxng';
import { tavily } from './tavily';
import type { ProviderModule } from './types';

/** Every provider module by id. */
export const PROVIDER_MODULES: Record<ProviderId, ProviderModule> = {
  apollo,
  pdl: peopleDataLabs,
  hunter,
  brave,
  tavily,
  exa,
  searxng,
};
