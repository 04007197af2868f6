import type { Env } from '../env';
import type { AiEngine } from './engine';

/** The built-in engine, or an LLM provider's when AI_PROVIDER names one (with the built-in one as fallback). */
async function loadEngine(env: Env): Promise<AiEngine> {
  const { createBuiltinEngine } = await import('./builtin/builtin-engine');
  const builtin = createBuiltinEngine();
  if (env.AI_PROVIDER === 'builtin') return builtin;
  const { createLlmEngine } = await import('./llm/llm-engine');
  return createLlmEngine({
    provider: env.AI_PROVIDER,
    model: env.AI_MODEL ?? '',
    apiKey: env.AI_API_KEY,
    baseUrl: env.AI_BASE_URL,
    timeoutMs: env.AI_TIMEOUT_MS,
    fallback: builtin,
  });
}

/**
 * The engine AI_PROVIDER selects, loaded on its first call: the engines and their libraries (the AI SDK,
 * cheerio, the directory) are not needed to start the server.
 */
export function createEngine(env: Env): AiEngine {
  let engine: Promise<AiEngine> | null = null;
  const load = () => (engine ??= loadEngine(env));
  return {
    name: env.AI_PROVIDER === 'builtin' ? 'builtin' : 'llm',
    extractCompanyConfig: async (...args) => (await load()).extractCompanyConfig(...args),
    rankOrganizations: async (...args) => (await load()).rankOrganizations(...args),
    researchAccount: async (...args) => (await load()).researchAccount(...args),
    writePitch: async (...args) => (await load()).writePitch(...args),
    discoverContacts: async (...args) => (await load()).discoverContacts(...args),
    researchContact: async (...args) => (await load()).researchContact(...args),
  };
}
