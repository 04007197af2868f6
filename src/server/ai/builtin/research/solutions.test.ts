import { describe, expect, it } from 'vitest';
import type { OrganizationRecord } from '../../engine';
import { config } from '../rank/test-fixtures';
import { opportunityScope, pricingBasis, recommendSolutions } from './solutions';
import type { PageSentence } from './sources';

/** A docs platform as auto-fill writes it: a price list for a pricing model and site figures for metrics. */
const DOCS = config({
  productName: 'Docsmith',
  productDescription:
    'Docsmith is a documentation building and hosting platform for developers with versioned documentation, integrated search, pull request previews and more.',
  keyDecisionMakers: 'Engineering leaders and teams, Technical writers and docs teams, Developers',
  pricingModel:
    'Tiers: Basic $50 per month, Advanced $150 per month, Pro $250 per month, Enterprise from $10k/year; monthly or annual billing',
  metricsKpis: 'over 55 million pages of documentation a month; over 80,000 open source projects',
});
const org = (o: Partial<OrganizationRecord>): OrganizationRecord => ({
  id: 'org',
  name: 'Gridline',
  industry: 'Software',
  sizeRange: '10001+',
  employeeCount: null,
  location: null,
  revenueRange: null,
  website: null,
  founded: null,
  description: 'Identity platform with integrations for every major directory service.',
  source: 'directory',
  fitScore: 72,
  fitCategory: 'good',
  aiReasoning: null,
  ...o,
});
const page = (url: string, text: string): PageSentence => ({
  text,
  page: { url, title: '', text, html: '', fetchedAt: '2025-03-01T12:00:00.000Z' },
});
const WORD_END = /(?:^|\s)(\w+)\./g;

describe('recommended solutions', () => {
  it('names solutions by clean capabilities and keeps the opportunity short, qualitative and free of prices', () => {
    const solutions = recommendSolutions(
      org({}),
      DOCS,
      [],
      ['Industry Software is where your buyers work (developers)'],
    );
    expect(solutions.map((s) => s.product)).toEqual([
      'Docsmith',
      'Docsmith: Versioned documentation hosting',
      'Docsmith: Integrated docs search',
      'Docsmith: Pull request previews',
    ]);
    for (const s of solutions) {
      expect(s.opportunity).not.toMatch(/[$€£]|\bTiers\b|per month/);
      expect(s.opportunity.length).toBeLessThanOrEqual(100);
      expect(s.reasoning).toMatch(/^[A-Z].*[.]$/);
      expect(s.reasoning).not.toMatch(/KPI “over/);
    }
    expect(solutions[0]!.opportunity).toBe(
      'Large account (10001+ employees): start with one team, then expand across business units',
    );
    expect(solutions[0]!.reasoning).toBe(
      'Industry Software is where your buyers work (developers). For Gridline, Docsmith offers versioned documentation hosting, integrated docs search and pull request previews. Start the conversation with their engineering leaders and teams and technical writers and docs teams.',
    );
  });

  it('writes the reasoning in full sentences, with whole words only (no stems such as "integrat.")', () => {
    const solutions = recommendSolutions(org({}), DOCS, [], []);
    for (const s of solutions)
      for (const [, word] of s.reasoning.matchAll(WORD_END))
        expect(
          `${DOCS.productDescription} ${DOCS.keyDecisionMakers} Gridline Software discovery configuration`,
        ).toContain(word);
    expect(solutions.map((s) => s.reasoning).join(' ')).not.toMatch(/\bintegrat\b|\bsourc\b/);
  });

  it('quotes the page that shows the need, once, and does not count a shared modifier ("integrated") as evidence', () => {
    const sentences = [
      page(
        'https://gridline.example/docs',
        'Our developer docs search covers every versioned release of the documentation.',
      ),
    ];
    const [, ...caps] = recommendSolutions(org({ fitCategory: 'great' }), DOCS, sentences, []);
    const quoting = caps.filter((s) => s.reasoning.includes('(https://gridline.example/docs)'));
    expect(quoting).toHaveLength(1);
    expect(quoting[0]!.reasoning).toMatch(
      /^Gridline's website talks about .+: “Our developer docs search covers every versioned release of the documentation\.” \(https:\/\/gridline\.example\/docs\)\. .+ from Docsmith supports? that work directly\.$/,
    );
    expect(quoting[0]!.opportunity).toBe('Include in the first rollout');
    const integrated = recommendSolutions(
      org({ description: 'Operator of integrated casino resorts.' }),
      DOCS,
      [],
      [],
    ).find((s) => s.product.endsWith('Integrated docs search'))!;
    expect(integrated.reasoning).toMatch(/their website was not read, so no page shows this need yet/);
    const read = recommendSolutions(
      org({}),
      DOCS,
      [page('https://gridline.example/', 'We sell garden furniture across Europe.')],
      [],
    );
    expect(read.find((s) => s.product.endsWith('Integrated docs search'))!.reasoning).toMatch(
      /nothing on the pages read from their website shows this need yet/,
    );
  });

  it('never says pages showed or lacked something when no page was read', () => {
    const text = recommendSolutions(org({}), DOCS, [], [])
      .map((s) => s.reasoning)
      .join(' ');
    expect(text).not.toMatch(/nothing on their pages|website talks about|their pages show/i);
  });

  it('reads a pricing basis only when it is qualitative, and scopes the deal by size', () => {
    expect(pricingBasis(config({ pricingModel: 'Annual subscription per project' }))).toBe(
      'annual subscription per project',
    );
    expect(pricingBasis(DOCS)).toBe('');
    expect(opportunityScope({ employeeCount: null, sizeRange: '51-200' })).toBe(
      'Company-wide adoption (51-200 employees)',
    );
    expect(opportunityScope({ employeeCount: null, sizeRange: null })).toMatch(/^Scope to confirm/);
  });
});
