import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../errors';
import type { FakeAnthropicBehaviour, FakeAnthropicServer } from '../../test/fake-anthropic-server';
import { NATIVE_OUTPUT_MODEL, startAnthropicEngine, type AnthropicEngineOptions } from './anthropic-test-support';
import { LLM_MESSAGES } from './errors';
import { appErrorOf, CONFIG, ORG, SITE } from './test-support';

// Anthropic sends retry-after (seconds) with 429 / 529; 0 keeps the SDK's one retry instant.
const retryNow = { 'retry-after': '0' };

describe('LLM engine through AI_PROVIDER=anthropic: provider failures become the same user-facing AppErrors', () => {
  let server: FakeAnthropicServer;
  afterEach(async () => {
    vi.unstubAllEnvs();
    await server?.close();
  });

  async function failure(options: AnthropicEngineOptions, ...behaviours: FakeAnthropicBehaviour[]): Promise<AppError> {
    const started = await startAnthropicEngine(options);
    server = started.server;
    server.enqueue(...behaviours);
    return appErrorOf(started.engine.extractCompanyConfig(SITE));
  }

  it('a json tool input that does not match the schema → unusable answer', async () => {
    const error = await failure({}, { json: { productName: 42 } });
    expect(error).toMatchObject({ code: 'UNAVAILABLE', message: LLM_MESSAGES.unusable });
  });

  it('prose instead of the forced json tool call → unusable answer', async () => {
    expect(await failure({}, { text: 'Sure! Here is the config: productName=Acme' })).toMatchObject({
      message: LLM_MESSAGES.unusable,
    });
  });

  it('native structured output whose text is not JSON → unusable answer', async () => {
    expect(await failure({ model: NATIVE_OUTPUT_MODEL }, { text: '{"productName": "Acme"' })).toMatchObject({
      message: LLM_MESSAGES.unusable,
    });
  });

  it('a 200 body that is not JSON → unusable answer', async () => {
    expect(await failure({}, { raw: 'not json' })).toMatchObject({ message: LLM_MESSAGES.unusable });
  });

  it('a 200 JSON body that is not a Messages API message → unusable answer', async () => {
    expect(await failure({}, { raw: JSON.stringify({ type: 'completion', completion: '{}' }) })).toMatchObject({
      message: LLM_MESSAGES.unusable,
    });
  });

  it('no answer within timeoutMs → did not answer in time', async () => {
    const started = Date.now();
    const error = await failure({ timeoutMs: 300 }, { delayMs: 3_000, json: {} });
    expect(error).toMatchObject({ code: 'UNAVAILABLE', message: LLM_MESSAGES.timeout });
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('500 api_error (after one retry) → unavailable', async () => {
    const error = await failure({}, { status: 500, headers: retryNow }, { status: 500, headers: retryNow });
    expect(error).toMatchObject({ code: 'UNAVAILABLE', message: LLM_MESSAGES.unavailable });
    expect(server.requests).toHaveLength(2);
  });

  it('529 overloaded_error (after one retry) → unavailable, with Anthropic’s message as the cause', async () => {
    const overloaded = { status: 529, message: 'Overloaded', headers: retryNow };
    const error = await failure({}, overloaded, overloaded);
    expect(error).toMatchObject({
      code: 'UNAVAILABLE',
      message: LLM_MESSAGES.unavailable,
      details: { provider: { status: 529, cause: 'Overloaded' } },
    });
  });

  it('a retried 529 that then succeeds is no error', async () => {
    const started = await startAnthropicEngine();
    server = started.server;
    server.enqueue({ status: 529, headers: retryNow }, { json: { ...EMPTY_ANSWER, productName: 'Acme Analytics' } });
    await expect(started.engine.extractCompanyConfig(SITE)).resolves.toMatchObject({ productName: 'Acme Analytics' });
    expect(server.requests).toHaveLength(2);
  });

  it('429 rate_limit_error → rate limiting', async () => {
    const error = await failure({}, { status: 429, headers: retryNow }, { status: 429, headers: retryNow });
    expect(error).toMatchObject({ code: 'UNAVAILABLE', message: LLM_MESSAGES.rateLimited });
  });

  it('401 authentication_error → check AI_API_KEY, without a retry', async () => {
    const error = await failure({}, { status: 401, message: 'invalid x-api-key' });
    expect(error).toMatchObject({
      code: 'INTERNAL',
      message: LLM_MESSAGES.auth,
      details: { provider: { status: 401, cause: 'invalid x-api-key' } },
    });
    expect(server.requests).toHaveLength(1);
  });

  it('404 not_found_error for an unknown model → check AI_MODEL and AI_BASE_URL, without a retry', async () => {
    const error = await failure({ model: 'claude-nope' }, { status: 404, message: 'model: claude-nope' });
    expect(error).toMatchObject({ code: 'INTERNAL', message: LLM_MESSAGES.rejected });
    expect(server.requests).toHaveLength(1);
  });

  it('400 invalid_request_error → check AI_MODEL and AI_BASE_URL', async () => {
    const error = await failure({}, { status: 400, message: 'max_tokens: 64000 > 8192, which is the maximum allowed' });
    expect(error).toMatchObject({ code: 'INTERNAL', message: LLM_MESSAGES.rejected });
  });

  it('no AI_API_KEY (nor ANTHROPIC_API_KEY) → check AI_API_KEY, and nothing is sent', async () => {
    vi.stubEnv('ANTHROPIC_API_KEY', undefined);
    const error = await failure({ apiKey: null });
    expect(error).toMatchObject({ code: 'INTERNAL', message: LLM_MESSAGES.auth });
    expect(server.requests).toHaveLength(0);
  });

  it('an empty pitch → unusable answer', async () => {
    const started = await startAnthropicEngine();
    server = started.server;
    server.enqueue({ text: '   ' });
    const solution = { id: 's', product: 'Scoutline', reasoning: '', priority: 'High' as const, opportunity: '' };
    await expect(started.engine.writePitch(ORG, null, solution, CONFIG)).rejects.toMatchObject({
      message: LLM_MESSAGES.unusable,
    });
  });
});

const EMPTY_ANSWER = {
  productName: '',
  productDescription: '',
  targetMarket: '',
  successIndustries: '',
  keyDecisionMakers: '',
  salesCycle: '',
  pricingModel: '',
  metricsKpis: '',
  overallFeedback: '',
  competitors: [] as string[],
};
