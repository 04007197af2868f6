import { afterEach, describe, expect, it } from 'vitest';
import type { AiEngine } from '../engine';
import type { FakeOpenAiServer } from '../../test/fake-openai-server';
import { SITE, startEngine } from './test-support';

const answer = {
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

describe('LLM engine: extractCompanyConfig', () => {
  let server: FakeOpenAiServer;
  let engine: AiEngine;
  afterEach(() => server?.close());

  it('fills fields from the pages, dropping competitors and prices the pages do not name', async () => {
    ({ server, engine } = await startEngine());
    server.enqueue({ json: answer });
    const config = await engine.extractCompanyConfig(SITE);
    expect(engine.name).toBe('llm');
    expect(config).toMatchObject({ productName: 'Acme Analytics', targetMarket: 'Retailers', salesCycle: '' });
    expect(config.competitors).toBe('Globex, initech');
    expect(config.pricingModel).toBe('From $99 per month.');

    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(request!.headers.authorization).toBe('Bearer test-key');
    expect(request!.body.response_format).toMatchObject({ type: 'json_schema' });
    const prompt = JSON.stringify(request!.body.messages);
    expect(prompt).toContain('--- Page: https://acme.test/team');
    expect(prompt).toContain('Never invent');
  });

  it("works through the 'openai' provider's chat-completions model", async () => {
    ({ server, engine } = await startEngine({ provider: 'openai' }));
    server.enqueue({ json: answer });
    const config = await engine.extractCompanyConfig(SITE);
    expect(config.productName).toBe('Acme Analytics');
    expect(server.requests[0]!.path).toBe('/v1/chat/completions');
    expect(server.requests[0]!.body.response_format).toMatchObject({ type: 'json_schema' });
  });
});
