import type { AiEngine } from '../engine';
import { writePitch } from './pitch/write-pitch';
import { rankOrganizations } from './rank/rank-organizations';
import { researchAccount } from './research/research-account';
import { discoverContactsFromSite } from './site/discover-contacts';
import { extractCompanyConfig } from './site/extract-config';
import { researchContactFromSite } from './site/research-contact';

/** The offline, deterministic engine: text relevance and sourced facts only, nothing invented. */
export function createBuiltinEngine(): AiEngine {
  return {
    name: 'builtin',
    extractCompanyConfig: async (site) => extractCompanyConfig(site),
    rankOrganizations: async (config, candidates) => rankOrganizations(config, candidates, { limit: 50 }),
    researchAccount: async (org, config, site) => researchAccount(org, config, site),
    writePitch: async (org, research, solution, config, recipient) =>
      writePitch(org, research, solution, config, recipient),
    discoverContacts: async (org, config, sources, solution) =>
      discoverContactsFromSite(org, config, sources, solution),
    researchContact: async (contact, org, site) => researchContactFromSite(contact, org, site),
  };
}
