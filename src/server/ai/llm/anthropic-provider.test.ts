import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import type { FakeAnthropicServer, FakeAnthropicRequest } from '../../test/fake-anthropic-server';
import { startFakeAnthropicServer } from '../../test/fake-anthropic-server';
import { createEngine } from '../create-engine';
import {
  ANTHROPIC_TEST_KEY,
  JSON_TOOL_MODEL,
  NATIVE_OUTPUT_MODEL,
  startAnthropicEngine,
} from './anthropic-test-support';
import { CONFIG, ORG, SITE, candidate } from './test-support';

const configAnswer = {
  productName: 'Acme Analytics',
  productDescription: 'Demand forecasting for retailers.',
  targetMarket: 'Retailers',
  successIndustries: 'Retail',
  keyDecisionMakers: '',
  salesCycle: '',
  pricingModel: 'From $99 per month. Enterprise plan at $5,000 per month.',
  metricsKpis: '',
  overallFeedback: '',
  competitors: ['Globex', 'initech', 'Hooli'],
};

/** What every request to the Messages API must carry. */
function expectMessagesRequest(request: FakeAnthropicRequest | undefined, model: string) {
  expect(request).toMatchObject({ method: 'POST', path: '/v1/messages' });
  expect(request!.headers['x-api-key']).toBe(ANTHROPIC_TEST_KEY);
  expect(request!.headers['anthropic-version']).toBe('2023-06-01');
  expect(request!.headers.authorization).toBeUndefined();
  expect(request!.body).toMatchObject({ model, max_tokens: expect.any(Number) });
  expect(request!.body.stream).toBeUndefined();
}

const promptOf = (request: FakeAnthropicRequest | undefined) =>
  JSON.stringify([request!.body.system, request!.body.messages]);

describe('LLM engine through AI_PROVIDER=anthropic (fake Messages API)', () => {
  let server: FakeAnthropicServer;
  afterEach(() => server?.close());

  it('extractCompanyConfig: forced `json` tool for models without native structured output, answered by a tool_use block', async () => {
    const started = await startAnthropicEngine({ model: JSON_TOOL_MODEL });
    server = started.server;
    server.enqueue({ json: configAnswer });
    const config = await started.engine.extractCompanyConfig(SITE);
    expect(config).toMatchObject({ productName: 'Acme Analytics', targetMarket: 'Retailers', salesCycle: '' });
    expect(config.competitors).toBe('Globex, initech');
    expect(config.pricingModel).toBe('From $99 per month.');

    const [request] = server.requests;
    expectMessagesRequest(request, JSON_TOOL_MODEL);
    expect(request!.body.tools).toHaveLength(1);
    expect(request!.body.tools[0]).toMatchObject({
      name: 'json',
      input_schema: { type: 'object', required: expect.arrayContaining(['productName', 'competitors']) },
    });
    expect(request!.body.tool_choice).toEqual({ type: 'any', disable_parallel_tool_use: true });
    expect(request!.body.output_config).toBeUndefined();
    expect(request!.reply!.body).toMatchObject({
      type: 'message',
      role: 'assistant',
      stop_reason: 'tool_use',
      content: [{ type: 'tool_use', name: 'json', input: configAnswer }],
    });
    expect(promptOf(request)).toContain('--- Page: https://acme.test/team');
    expect(promptOf(request)).toContain('Never invent');
  });

  it('extractCompanyConfig: output_config json_schema for models with native structured output, answered by a text block', async () => {
    const started = await startAnthropicEngine({ model: NATIVE_OUTPUT_MODEL });
    server = started.server;
    server.enqueue({ json: configAnswer });
    const config = await started.engine.extractCompanyConfig(SITE);
    expect(config).toMatchObject({ productName: 'Acme Analytics', competitors: 'Globex, initech' });

    const [request] = server.requests;
    expectMessagesRequest(request, NATIVE_OUTPUT_MODEL);
    expect(request!.body.output_config.format).toMatchObject({
      type: 'json_schema',
      schema: { type: 'object', properties: { productName: { type: 'string' } } },
    });
    expect(request!.body.tools).toBeUndefined();
    expect(request!.body.tool_choice).toBeUndefined();
    expect(request!.reply!.body).toMatchObject({
      stop_reason: 'end_turn',
      content: [{ type: 'text', text: JSON.stringify(configAnswer) }],
    });
  });

  it('rankOrganizations: re-scores the shortlist from the tool answer', async () => {
    const started = await startAnthropicEngine();
    server = started.server;
    server.enqueue({
      json: {
        rankings: [
          { key: 'c', fitScore: 91.6, reasoning: 'Retail in Austin, TX.' },
          { key: 'a', fitScore: 40, reasoning: 'Small.' },
        ],
      },
    });
    const ranked = await started.engine.rankOrganizations(CONFIG, [
      candidate('a', 'Alpha Retail', 'Retail'),
      candidate('b', 'Beta Mining', 'Mining'),
      candidate('c', 'Gamma Shops', 'Retail'),
    ]);
    expect(ranked.map((r) => [r.key, r.fitScore, r.fitCategory])).toEqual([
      ['c', 92, 'great'],
      ['b', 60, 'good'],
      ['a', 40, 'okay'],
    ]);
    expect(promptOf(server.requests[0])).toContain('key=a');
  });

  it('writePitch: plain text, with neither a tool nor an output format', async () => {
    const started = await startAnthropicEngine();
    server = started.server;
    server.enqueue({
      text: 'Subject: Retail accounts\n\nHi there,\n\nScoutline finds retail accounts. Open to a chat?\n\nBest regards',
    });
    const solution = {
      id: 's',
      product: 'Scoutline',
      reasoning: 'They are expanding.',
      priority: 'High' as const,
      opportunity: 'New retail accounts',
    };
    const pitch = await started.engine.writePitch(ORG, null, solution, CONFIG);
    expect(pitch).toBe(
      'Subject: Retail accounts\n\nHi there,\n\nScoutline finds retail accounts. Open to a chat?\n\nBest regards',
    );

    const [request] = server.requests;
    expectMessagesRequest(request, JSON_TOOL_MODEL);
    expect(request!.body.tools).toBeUndefined();
    expect(request!.body.output_config).toBeUndefined();
    expect(promptOf(request)).toContain('Acme Analytics');
  });

  it('an AI_BASE_URL with a trailing slash still reaches /v1/messages', async () => {
    const started = await startAnthropicEngine({ baseUrl: (url) => `${url}/` });
    server = started.server;
    server.enqueue({ text: 'Hello.' });
    const solution = { id: 's', product: 'Scoutline', reasoning: '', priority: 'High' as const, opportunity: '' };
    await expect(started.engine.writePitch(ORG, null, solution, CONFIG)).resolves.toBe('Hello.');
    expect(server.requests[0]!.path).toBe('/v1/messages');
  });

  it('createEngine(loadEnv(...)) wires AI_PROVIDER, AI_MODEL, AI_API_KEY and AI_BASE_URL to the Messages API', async () => {
    server = await startFakeAnthropicServer();
    const env = loadEnv({
      AI_PROVIDER: 'anthropic',
      AI_MODEL: NATIVE_OUTPUT_MODEL,
      AI_API_KEY: ANTHROPIC_TEST_KEY,
      AI_BASE_URL: server.baseUrl,
      AI_TIMEOUT_MS: '5000',
    });
    const engine = createEngine(env);
    expect(engine.name).toBe('llm');
    server.enqueue({ json: configAnswer });
    await expect(engine.extractCompanyConfig(SITE)).resolves.toMatchObject({ productName: 'Acme Analytics' });
    expectMessagesRequest(server.requests[0], NATIVE_OUTPUT_MODEL);
  });
});
