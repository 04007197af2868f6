/** Starts the fake Anthropic Messages API and an LLM engine (AI_PROVIDER=anthropic) pointed at it. */
import type { AiEngine } from '../engine';
import { startFakeAnthropicServer, type FakeAnthropicServer } from '../../test/fake-anthropic-server';
import { createLlmEngine } from './llm-engine';
import { FALLBACK } from './test-support';

/**
 * The model id decides how the AI SDK asks for structured output: models with native structured outputs
 * (e.g. claude-sonnet-4-5) get `output_config.format` json_schema and answer in a text block; older ones
 * (claude-sonnet-4-0) get a forced `json` tool and answer with a tool_use block.
 */
export const NATIVE_OUTPUT_MODEL = 'claude-sonnet-4-5';
export const JSON_TOOL_MODEL = 'claude-sonnet-4-20250514';

export const ANTHROPIC_TEST_KEY = 'sk-ant-test-key';

export type AnthropicEngineOptions = {
  model?: string;
  timeoutMs?: number;
  /** null: no AI_API_KEY. */
  apiKey?: string | null;
  /** AI_BASE_URL from the fake's base URL (default: as is, ending in /v1). */
  baseUrl?: (fakeBaseUrl: string) => string;
};

export async function startAnthropicEngine(
  options: AnthropicEngineOptions = {},
): Promise<{ server: FakeAnthropicServer; engine: AiEngine }> {
  const server = await startFakeAnthropicServer();
  const engine = createLlmEngine({
    provider: 'anthropic',
    model: options.model ?? JSON_TOOL_MODEL,
    apiKey: options.apiKey === null ? undefined : (options.apiKey ?? ANTHROPIC_TEST_KEY),
    baseUrl: options.baseUrl ? options.baseUrl(server.baseUrl) : server.baseUrl,
    timeoutMs: options.timeoutMs ?? 5_000,
    fallback: FALLBACK,
  });
  return { server, engine };
}
