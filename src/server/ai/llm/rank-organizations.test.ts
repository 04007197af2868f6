import { afterEach, describe, expect, it } from 'vitest';
import type { FakeOpenAiServer } from '../../test/fake-openai-server';
import { LLM_MESSAGES } from './errors';
import { LLM_RERANK_LIMIT } from './rank-organizations';
import { CONFIG, candidate, startEngine } from './test-support';

describe('LLM engine: rankOrganizations', () => {
  let server: FakeOpenAiServer;
  afterEach(() => server?.close());

  it('re-scores the built-in shortlist, keeping facts from the data and recomputing the category', async () => {
    const started = await startEngine();
    server = started.server;
    const candidates = [
      candidate('a', 'Alpha Retail', 'Retail'),
      candidate('b', 'Beta Mining', 'Mining'),
      candidate('c', 'Gamma Shops', 'Retail'),
    ];
    server.enqueue({
      json: {
        rankings: [
          { key: 'a', fitScore: 40, reasoning: 'Retail, but small.' },
          { key: 'c', fitScore: 91.6, reasoning: 'Retail in Austin, TX. It could add $3M in sales.' },
          { key: 'zzz', fitScore: 99, reasoning: 'Not a candidate.' },
        ],
      },
    });
    const ranked = await started.engine.rankOrganizations(CONFIG, candidates);

    expect(ranked.map((r) => [r.key, r.fitScore, r.fitCategory])).toEqual([
      ['c', 92, 'great'],
      ['b', 60, 'good'], // not re-scored by the model: keeps the built-in score
      ['a', 40, 'okay'],
    ]);
    expect(ranked[0]).toMatchObject({
      name: 'Gamma Shops',
      industry: 'Retail',
      employeeCount: 120,
      matchedCriteria: ['industry'],
    });
    expect(ranked[0]!.reasoning).toBe('Retail in Austin, TX.'); // the sentence with an invented $3M is stripped
    expect(ranked.some((r) => r.key === 'zzz')).toBe(false);
    const prompt = JSON.stringify(server.requests[0]!.body.messages);
    expect(prompt).toContain('key=a');
  });

  it(`sends only the top ${LLM_RERANK_LIMIT} to the model and keeps the rest`, async () => {
    const started = await startEngine();
    server = started.server;
    const candidates = Array.from({ length: 35 }, (_, i) => candidate(`k${i}`, `Org ${i}`, 'Retail'));
    server.enqueue({ json: { rankings: [] } });
    const ranked = await started.engine.rankOrganizations(CONFIG, candidates);
    expect(ranked).toHaveLength(35);
    const prompt = JSON.stringify(server.requests[0]!.body.messages);
    expect(prompt).toContain('key=k29 ');
    expect(prompt).not.toContain('key=k30 ');
  });

  it('propagates a provider failure instead of silently falling back', async () => {
    const started = await startEngine();
    server = started.server;
    server.enqueue({ status: 401 });
    await expect(started.engine.rankOrganizations(CONFIG, [candidate('a', 'Alpha', 'Retail')])).rejects.toMatchObject({
      message: LLM_MESSAGES.auth,
    });
  });
});
