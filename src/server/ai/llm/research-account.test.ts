import { afterEach, describe, expect, it } from 'vitest';
import type { FakeOpenAiServer } from '../../test/fake-openai-server';
import { CONFIG, ORG, SITE, startEngine } from './test-support';

const answer = {
  overview: {
    revenue: { value: '$300M', sourceUrl: 'https://acme.test/' }, // invented: no page states it
    employees: { value: '1200', sourceUrl: 'https://acme.test' }, // "1,200" on the page, trailing slash tolerated
    founded: { value: '2012', sourceUrl: 'https://elsewhere.test/about' }, // not a fetched page
    industry: { value: 'Retail demand forecasting', sourceUrl: 'https://acme.test/' },
    headquarters: { value: 'Austin, Texas', sourceUrl: 'https://acme.test/' },
  },
  whyTarget: [
    'They serve retailers, like our best customers.',
    'They could save $2M a year. They are expanding in Europe.',
  ],
  recommendedSolutions: [
    { reasoning: 'Expansion needs pipeline.', priority: 'High', opportunity: 'European retail accounts' },
  ],
  keyInsights: [
    {
      type: 'funding',
      content: 'Raised $40M in Series C in March 2024.',
      relevance: 'Budget to spend.',
      sourceUrl: 'https://acme.test/news',
    },
    { type: 'funding', content: 'Raised $90M in 2023.', relevance: 'Budget.', sourceUrl: 'https://acme.test/news' },
    {
      type: 'timing',
      content: 'Expansion usually means new sales hires.',
      relevance: 'Outreach timing.',
      sourceUrl: 'ai',
    },
  ],
};

describe('LLM engine: researchAccount', () => {
  let server: FakeOpenAiServer;
  afterEach(() => server?.close());

  it('keeps only cited facts the pages state, with provenance, and no invented amounts', async () => {
    const started = await startEngine();
    server = started.server;
    server.enqueue({ json: answer });
    const research = await started.engine.researchAccount(ORG, CONFIG, SITE);
    const home = { source: 'web', url: 'https://acme.test/', fetchedAt: SITE.pages[0]!.fetchedAt };

    expect(research.overview.revenue).toBeNull();
    expect(research.overview.employees).toEqual({ value: '1200', provenance: home });
    expect(research.overview.founded).toBeNull(); // cited page was never fetched; the directory has no year
    expect(research.overview.headquarters).toEqual({ value: 'Austin, Texas', provenance: home });
    // A paraphrase the page does not support gives way to the directory's value.
    expect(research.overview.industry).toEqual({ value: 'Software', provenance: { source: 'directory' } });
    expect(research.overview.website).toEqual({ value: 'https://acme.test', provenance: { source: 'directory' } });

    expect(research.whyTarget).toEqual([
      'They serve retailers, like our best customers.',
      'They are expanding in Europe.',
    ]);
    expect(research.recommendedSolutions).toEqual([
      {
        id: 'solution-1',
        product: 'Scoutline',
        reasoning: 'Expansion needs pipeline.',
        priority: 'High',
        opportunity: 'European retail accounts',
      },
    ]);
    expect(research.keyInsights.map((i) => [i.content, i.provenance.source, i.provenance.url])).toEqual([
      ['Raised $40M in Series C in March 2024.', 'web', 'https://acme.test/news'],
      ['Expansion usually means new sales hires.', 'ai', undefined],
    ]);
  });

  it('falls back to directory facts when the model finds nothing and no site was read', async () => {
    const started = await startEngine();
    server = started.server;
    const empty = {
      overview: { revenue: null, employees: null, founded: null, industry: null, headquarters: null },
      whyTarget: [],
      recommendedSolutions: [],
      keyInsights: [],
    };
    server.enqueue({ json: empty });
    const research = await started.engine.researchAccount(ORG, CONFIG, null);
    expect(research.overview.industry).toEqual({ value: 'Software', provenance: { source: 'directory' } });
    expect(research.overview.headquarters).toEqual({ value: 'Austin, TX', provenance: { source: 'directory' } });
    expect(research.overview.employees).toEqual({ value: '1001-5000', provenance: { source: 'directory' } });
    expect(research.overview.revenue).toBeNull();
    expect(JSON.stringify(server.requests[0]!.body.messages)).toContain('(no pages were fetched)');
  });
});
