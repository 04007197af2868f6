import type { AiEngine } from '../engine';
import { createLlmClient } from './call';
import { discoverContacts } from './discover-contacts';
import { extractCompanyConfig } from './extract-config';
import { stripUnsupportedCurrency } from './grounding';
import { createLanguageModel, type LlmModelOptions } from './model';
import { recordText } from './pages';
import { pitchPrompt, researchText } from './prompts/write-pitch';
import { configText } from './prompts/shared';
import { rankOrganizations } from './rank-organizations';
import { researchAccount } from './research-account';
import { researchContact } from './research-contact';

/** LLM engine settings: the provider, a per-call timeout, and the built-in engine it builds on. */
export type LlmEngineOptions = LlmModelOptions & { timeoutMs: number; fallback: AiEngine };

/** The LLM engine: the AiEngine interface through the AI SDK, grounded in fetched pages and the directory. */
export function createLlmEngine({ timeoutMs, fallback, ...modelOptions }: LlmEngineOptions): AiEngine {
  const llm = createLlmClient(createLanguageModel(modelOptions), timeoutMs);
  return {
    name: 'llm',
    extractCompanyConfig: (site) => extractCompanyConfig(llm, fallback, site),
    rankOrganizations: (config, candidates) => rankOrganizations(llm, fallback, config, candidates),
    researchAccount: (org, config, site) => researchAccount(llm, org, config, site),
    async writePitch(org, research, solution, config) {
      const text = await llm.text(pitchPrompt(org, research, solution, config));
      const sources = [
        recordText(org),
        researchText(research),
        configText(config),
        solution.reasoning,
        solution.opportunity,
      ].join('\n');
      return stripUnsupportedCurrency(text, sources);
    },
    discoverContacts: (org, config, sources, solution) =>
      discoverContacts(llm, fallback, org, config, sources, solution),
    researchContact: (contact, org, site) => researchContact(llm, contact, org, site),
  };
}
