import type { Env } from '../env';
import { createBuiltinEngine } from './builtin/builtin-engine';
import type { AiEngine } from './engine';
import { createLlmEngine } from './llm/llm-engine';

/** The built-in engine by default; an LLM provider when AI_PROVIDER names one. */
export function createEngine(env: Env): AiEngine {
  const builtin = createBuiltinEngine();
  if (env.AI_PROVIDER === 'builtin') return builtin;
  return createLlmEngine({
    provider: env.AI_PROVIDER,
    model: env.AI_MODEL ?? '',
    apiKey: env.AI_API_KEY,
    baseUrl: env.AI_BASE_URL,
    timeoutMs: env.AI_TIMEOUT_MS,
    fallback: builtin,
  });
}
