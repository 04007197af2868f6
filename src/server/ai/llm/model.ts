import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { AppError } from '../../errors';

/** The LLM providers the engine speaks to. */
export type LlmProvider = 'openai' | 'anthropic' | 'openai-compatible';

/** Provider settings (AI_PROVIDER, AI_MODEL, AI_API_KEY, AI_BASE_URL). */
export type LlmModelOptions = { provider: LlmProvider; model: string; apiKey?: string; baseUrl?: string };

/** Builds the AI SDK language model for a provider (chat-completions API for OpenAI). */
export function createLanguageModel({ provider, model, apiKey, baseUrl }: LlmModelOptions): LanguageModel {
  if (!model) throw new AppError('INTERNAL', 'AI_MODEL is required for the LLM engine.');
  const baseURL = baseUrl || undefined;
  switch (provider) {
    case 'openai':
      return createOpenAI({ apiKey, baseURL }).chat(model);
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL })(model);
    case 'openai-compatible':
      if (!baseURL) throw new AppError('INTERNAL', 'AI_BASE_URL is required for an openai-compatible provider.');
      return createOpenAICompatible({
        baseURL,
        name: 'openai-compatible',
        apiKey,
        supportsStructuredOutputs: true,
      }).chatModel(model);
  }
}
