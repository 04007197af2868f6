import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import type { FakeOpenAiServer } from '../../test/fake-openai-server';
import { LLM_MESSAGES } from './errors';
import { appErrorOf, CONFIG, ORG, SITE, startEngine } from './test-support';

// retry-after-ms: 0 keeps the SDK's one retry (of 429 / 5xx) instant.
const retryNow = { 'retry-after-ms': '0' };

describe('LLM engine: provider failures become user-facing AppErrors', () => {
  let server: FakeOpenAiServer;
  afterEach(() => server?.close());

  async function failure(timeoutMs = 5_000, ...behaviours: Parameters<FakeOpenAiServer['enqueue']>): Promise<AppError> {
    const started = await startEngine({ timeoutMs });
    server = started.server;
    server.enqueue(...behaviours);
    return appErrorOf(started.engine.extractCompanyConfig(SITE));
  }

  it('output that does not match the schema → unusable answer', async () => {
    const error = await failure(undefined, { json: { productName: 42 } });
    expect(error).toMatchObject({ code: 'UNAVAILABLE', message: LLM_MESSAGES.unusable });
  });

  it('content that is not JSON → unusable answer', async () => {
    expect(await failure(undefined, { text: 'Sure! Here is the config: productName=Acme' })).toMatchObject({
      message: LLM_MESSAGES.unusable,
    });
  });

  it('a response body that is not a chat completion → unusable answer', async () => {
    expect(await failure(undefined, { raw: 'not json' })).toMatchObject({ message: LLM_MESSAGES.unusable });
  });

  it('no answer within timeoutMs → did not answer in time', async () => {
    const started = Date.now();
    const error = await failure(300, { delayMs: 3_000, json: {} });
    expect(error).toMatchObject({ code: 'UNAVAILABLE', message: LLM_MESSAGES.timeout });
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('500 (after one retry) → unavailable', async () => {
    const error = await failure(undefined, { status: 500, headers: retryNow }, { status: 500, headers: retryNow });
    expect(error).toMatchObject({ code: 'UNAVAILABLE', message: LLM_MESSAGES.unavailable });
    expect(server.requests).toHaveLength(2);
  });

  it('a retried 500 that then succeeds is no error', async () => {
    const started = await startEngine();
    server = started.server;
    server.enqueue({ status: 503, headers: retryNow }, { json: { ...EMPTY_ANSWER, productName: 'Acme Analytics' } });
    await expect(started.engine.extractCompanyConfig(SITE)).resolves.toMatchObject({ productName: 'Acme Analytics' });
  });

  it('429 → rate limiting', async () => {
    const error = await failure(undefined, { status: 429, headers: retryNow }, { status: 429, headers: retryNow });
    expect(error).toMatchObject({ code: 'UNAVAILABLE', message: LLM_MESSAGES.rateLimited });
  });

  it('401 → check AI_API_KEY, without a retry', async () => {
    const error = await failure(undefined, { status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    expect(error).toMatchObject({ code: 'INTERNAL', message: LLM_MESSAGES.auth });
    expect(server.requests).toHaveLength(1);
  });

  it('an empty pitch → unusable answer', async () => {
    const started = await startEngine();
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
