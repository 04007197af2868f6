import { describe, expect, it } from 'vitest';
import { insightSources } from './insight-sources';

describe('insightSources', () => {
  const title = {
    source: 'web',
    label: 'acme.example/team',
    url: 'https://acme.example/team/',
    at: '2026-01-02T00:00:00Z',
  };

  it('names the source of the title and the AI configuration the contact was matched against', () => {
    expect(
      insightSources({
        aiReasoning: 'CTO (executive level).',
        fieldSources: { title },
        updatedAt: '2026-01-03T00:00:00Z',
      }),
    ).toEqual([title, { source: 'configuration', label: 'Your AI configuration', at: '2026-01-02T00:00:00Z' }]);
  });

  it('lists nothing when there is no insight to source', () => {
    expect(insightSources({ aiReasoning: '  ', fieldSources: { title }, updatedAt: '2026-01-03T00:00:00Z' })).toEqual(
      [],
    );
  });
});
